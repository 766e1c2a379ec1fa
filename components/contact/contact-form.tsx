'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/locale';
import { HONEYPOT_FIELD } from '@/lib/contact/honeypot';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/lib/contact/patterns';
import { filledText } from '@/lib/text-controls';
import { showFailed, showSent, showUnavailable, showWarning } from './contact-alerts';
import { TermsDialog } from './terms-dialog';
import styles from './contact-form.module.css';

// One key per message sent: a resend on the way (a proxy retrying) is stored once. randomUUID needs
// a secure context; getRandomValues does not.
function messageKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

export const CONTACT_FIELDS = ['firstName', 'phone', 'email', 'message'] as const;
type Field = (typeof CONTACT_FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { firstName: '', phone: '', email: '', message: '' };

const CONTACT_API = '/api/v1/contact';

export type ContactFormLabels = Record<Field, string> & {
  title: string;
  required: string;
  send: string;
  sending: string;
  invalid: string;
  hints: Partial<Record<Field, string>>;
  honeypot: string;
  consent: [string, string, string];
  termsTitle: string;
  termsClose: string;
  termsAccept: string;
  unavailable: string;
  sendAgain: string;
  closeDialog: string;
  alerts: { consent: string; fields: string; sent: string; failed: string };
};

type Props = {
  lang: Locale;
  labels: ContactFormLabels;
  terms: ReactNode;
  /** The message to start from (a correction names its record). */
  message?: string;
};

// An address at a domain in another script is the server's to judge (not every browser takes it).
const fits = (input: HTMLInputElement) =>
  input.checkValidity() || (input.type === 'email' && /[^\x00-\x7f]/.test(input.value));

const blankFields = (values: Values) => CONTACT_FIELDS.filter((f) => filledText(values[f]) === '');

export function isComplete(values: Values, consent: boolean): boolean {
  return consent && blankFields(values).length === 0;
}

// The submit button looks active only when complete but stays clickable, to say what is missing.
export function ContactForm({ lang, labels, terms, message = '' }: Props) {
  const id = useId();
  const [values, setValues] = useState<Values>({ ...EMPTY, message });
  const [consent, setConsent] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  const [sent, setSent] = useState(false);
  // Until the script runs the browser checks and posts the form itself (app/api/v1/contact).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  const complete = isComplete(values, consent);
  // The key of the message not yet received: sent again unchanged, it keeps its key (stored once).
  const unsent = useRef<{ body: string; key: string } | null>(null);

  const onChange = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setInvalid((i) => ({ ...i, [field]: false }));
    setSent(false);
  };

  // In full view: focus() leaves a field partly on screen under the sticky header (a phone).
  const focusField = (name: string) => {
    const el = document.getElementById(`${id}-${name}`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    if (!consent) {
      focusField('consent');
      return void showWarning(labels.alerts.consent);
    }
    const form = e.currentTarget;
    const empty = blankFields(values);
    const unfit = empty.length
      ? empty
      : CONTACT_FIELDS.filter((f) => !fits(form.elements.namedItem(f) as HTMLInputElement));
    if (unfit[0]) {
      setInvalid(Object.fromEntries(unfit.map((f) => [f, true])));
      focusField(unfit[0]);
      if (empty.length) void showWarning(labels.alerts.fields);
      return;
    }
    const trap = new FormData(form).get(HONEYPOT_FIELD);
    const body = JSON.stringify({
      ...values,
      consent: true,
      ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
    });
    if (unsent.current?.body !== body) unsent.current = { body, key: messageKey() };
    await send(unsent.current);
  }

  async function send(message: { body: string; key: string }) {
    setSending(true);
    let again = false;
    let allowed: Promise<unknown> = Promise.resolve();
    try {
      const res = await fetch(CONTACT_API, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': message.key,
        },
        body: message.body,
      });
      if (res.status === 503 || res.status === 429) {
        // Not kept for now (the store, or this client's limit): as the form with no script says.
        setSending(false);
        if (res.status === 429) {
          const wait = Math.min(Number(res.headers.get('retry-after')) || 0, 60) * 1000; // the limiter's word, a minute at most
          allowed = new Promise((resolve) => setTimeout(resolve, wait));
        }
        again = await showUnavailable(labels.unavailable, labels.sendAgain, labels.closeDialog);
      } else if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          errors?: Record<string, string>;
        } | null;
        const errors = body?.errors ?? {};
        const refused = CONTACT_FIELDS.filter((f) => f in errors);
        setInvalid(Object.fromEntries(refused.map((f) => [f, true])));
        console.error(`Contact submit failed: the message was refused (${res.status})`);
        setSending(false);
        await showFailed(labels.alerts.failed, { returnFocus: !refused[0] }); // its return came after ours
        if (refused[0]) focusField(refused[0]);
      } else {
        unsent.current = null;
        setValues(EMPTY);
        setConsent(false);
        setInvalid({});
        setSent(true);
        void showSent(labels.alerts.sent);
      }
    } catch (error) {
      console.error('Contact submit failed', error);
      void showFailed(labels.alerts.failed);
    } finally {
      setSending(false);
    }
    if (!again) return;
    setSending(true); // sent once the server said it may be
    await allowed;
    await send(message);
  }

  const openTerms = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    setTermsOpen(true);
  };

  const field = (name: Field, input: (props: object) => ReactNode) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {labels[name]}
        </label>
        {input({
          id: inputId,
          name,
          value: values[name],
          onChange: onChange(name),
          readOnly: sending, // what is sent is what shows
          required: true,
          'aria-invalid': invalid[name] || undefined,
          'aria-describedby': invalid[name] ? errorId : undefined,
          className: styles.input,
        })}
        {invalid[name] && (
          <p id={errorId} className={styles.error}>
            {labels.hints[name] ?? labels.invalid}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-live-only>
      <h2 id={`${id}-title`}>{labels.title}</h2>
      <p className={styles.note}>{labels.required}</p>
      <form
        method="post"
        action={CONTACT_API}
        ref={formRef}
        onSubmit={onSubmit}
        className={styles.form}
        aria-busy={sending || undefined}
      >
        <input type="hidden" name="lang" value={lang} />
        {field('firstName', (p) => (
          <input {...p} type="text" autoComplete="name" maxLength={120} />
        ))}
        <div className={styles.row}>
          {field('phone', (p) => (
            <input
              {...p}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={40}
              pattern={PHONE_PATTERN}
              title={labels.hints.phone}
            />
          ))}
          {field('email', (p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              maxLength={254}
              pattern={EMAIL_PATTERN}
              title={labels.hints.email}
            />
          ))}
        </div>
        {field('message', (p) => (
          <textarea {...p} rows={6} maxLength={5000} />
        ))}
        {/* Hidden from people and assistive technology; a bot filling every field fills it too. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{labels.honeypot}</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className={styles.consent}>
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(e) => void (sending || setConsent(e.target.checked))}
            required
            className={styles.checkbox}
          />
          <label htmlFor={`${id}-consent`}>
            {labels.consent[0]}
            <Link
              href="/general-rules"
              onClick={openTerms}
              aria-haspopup="dialog"
              className={styles.termsLink}
            >
              {labels.consent[1]}
            </Link>
            {labels.consent[2]}
          </label>
        </div>
        <button
          type="submit"
          className={`button ${styles.submit}`}
          data-active={complete ? 'true' : 'false'}
        >
          {sending ? labels.sending : labels.send}
        </button>
        <p role="status" className={styles.status}>
          {sent ? labels.alerts.sent : ''}
        </p>
      </form>
      <TermsDialog
        open={termsOpen}
        title={labels.termsTitle}
        labels={{ close: labels.termsClose, accept: labels.termsAccept }}
        onDismiss={() => setTermsOpen(false)}
        onAccept={() => {
          setConsent(true);
          setTermsOpen(false);
        }}
      >
        {terms}
      </TermsDialog>
    </section>
  );
}
