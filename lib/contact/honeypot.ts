// Only bots fill this hidden field. Its own module: the form imports it without the validation.
export const HONEYPOT_FIELD = 'website';
