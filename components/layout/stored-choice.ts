import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_ATTRIBUTES,
  LOCALE_STORAGE_KEY,
  LOCALES,
  PREFIXED_LOCALES,
} from '@/lib/i18n/locale';

// Head script: a choice only in localStorage (an earlier site's too) goes to the cookie; `/` follows it.
export const STORED_CHOICE_AT_START = `try{if(!/(?:^|; )${LOCALE_COOKIE}=/.test(document.cookie)){var c=(localStorage.getItem('${LOCALE_STORAGE_KEY}')||'').slice(0,2).toLowerCase();if(${JSON.stringify(LOCALES)}.indexOf(c)>=0){document.cookie='${LOCALE_COOKIE}='+c+'; ${LOCALE_COOKIE_ATTRIBUTES}';var p=location.pathname,n=performance.getEntriesByType('navigation')[0];if(document.cookie.indexOf('${LOCALE_COOKIE}=')>=0&&c!==document.documentElement.lang&&(p==='/'||(n&&n.redirectCount>0&&/^\\/(${PREFIXED_LOCALES})$/.test(p))))location.replace((c==='${DEFAULT_LOCALE}'?'/':'/'+c)+location.search+location.hash)}}}catch(e){}`;
