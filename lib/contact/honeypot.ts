/**
 * The hidden field of the contact form that people never see or fill (components/contact): a
 * message with it filled came from a bot and is answered like any other but not kept. Its own
 * module so the form can import it without the validation code.
 */
export const HONEYPOT_FIELD = 'website';
