/** sessionStorage key set by every page inside the site shell: this tab has been on the site. */
export const SITE_VISIT_KEY = 'xatire:visited';
