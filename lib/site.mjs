// The site's facts that the app, next.config and plain Node (scripts, the server) all read.

/** Spec §9: az first, the default, with no path prefix. */
export const LOCALES = /** @type {const} */ (['az', 'en', 'ru']);

/** The memorial categories with a listing of their own, by path segment (spec §5). */
export const FIGURE_CATEGORIES = /** @type {const} */ ([
  'public-figures',
  'historical-figures',
  'martyrs',
  'dear-memories',
  'historical-monuments',
]);

/** A record's id, in a path or from the operator: 1 to 2,147,483,647, the store's integer. */
export const RECORD_ID_DIGITS = '[1-9]\\d{0,9}';
export const MAX_RECORD_ID = 2_147_483_647;

/** A listing's ?page=N is served for N up to this; past it the visitor loads more. */
export const MAX_SERVER_PAGES = 50;

/** The contact form's body: as JSON, and posted with no script (percent-encoded); the front's cap. */
export const CONTACT_BODY_LIMIT = 32 * 1024;
export const FORM_BODY_LIMIT = 3 * CONTACT_BODY_LIMIT;

/** The day of "remembered today" and of the home pages' renewal. */
export const SITE_TIME_ZONE = 'Asia/Baku';

/** What `/` is negotiated by (proxy.ts): the stored choice, the browser, the site's own router. */
export const ROOT_VARY = 'Cookie, Accept-Language, Next-Url';
