/** Set as each page of the site shell is parsed, before hydration: this tab has been on the site. */
export const SITE_VISIT_KEY = 'xatire:visited';

export const RETURNED_FROM_KEY = 'xatire:returned-from'; // the viewer a visitor went back from

export const SITE_VISIT_AT_START = `try{sessionStorage.setItem('${SITE_VISIT_KEY}',location.pathname)}catch(e){}`;
