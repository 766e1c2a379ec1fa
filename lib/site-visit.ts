/** sessionStorage key set by every page inside the site shell: this tab has been on the site. */
export const SITE_VISIT_KEY = 'xatire:visited';

/** Run as the shell is parsed, before hydration: a page left at once has still been visited. */
export const SITE_VISIT_AT_START = `try{sessionStorage.setItem('${SITE_VISIT_KEY}',location.pathname)}catch(e){}`;
