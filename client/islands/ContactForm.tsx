// The consultation form (spec sections 2, 4, 5, 7, 8). Validates with the shared schema, shows each
// error under its field, sends with supabase-js, and reports the outcome with toasts, and a banner
// after success.
/** @jsxImportSource #island-runtime */
import { useEffect, useRef, useState, type TargetedSubmitEvent, type RefObject } from '#island-runtime';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  validateContact,
  type ContactField,
} from '../../supabase/functions/_shared/contact-schema.ts';
import { CONTACT_FORM, fieldFixId } from '../../supabase/functions/_shared/form-outcomes.ts';
import { submitContact, type BackendConfig } from '../contact-backend.ts';
import { FunctionForm } from '../FunctionForm.tsx';
import { Glyph } from '../glyphs.tsx';
import { ContactText } from '../ContactText.tsx';
import { dismissAllToasts, showToast } from '../toast-store.ts';

interface Words {
  title: string;
  description: string;
}

/** The form's words: from content/pages/contact.yaml, its form block (less the heading) and toasts. */
export interface ContactFormText {
  fields: Record<ContactField, { label: string; placeholder: string }>;
  submit: string;
  submitting: string;
  /** The sentence under the button; {link} marks where the link to the policy goes. */
  privacyNote: { text: string; linkLabel: string; href: string };
  success: Words;
  toasts: { success: Words; error: { title: string; fallback: string; noMessage: string } };
}

export interface ContactFormProps {
  text: ContactFormText;
  backend: BackendConfig;
}

interface FieldSpec {
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  required: boolean;
  /** The browser's own cap on typing (the maxlength attribute). */
  maxLength?: number;
}

// Only phone and employees get a maxlength: the browser then stops typing at the limit, so its message
// is never seen. That suits them (they have no message in the spec), but the spec's fields must show
// theirs ('First name must be less than 50 characters') when one character too many is typed or
// pasted, so they are capped by the schema alone, with the same CONTACT_LIMITS.
const FIELD_SPECS: Record<ContactField, FieldSpec> = {
  firstName: { type: 'text', autoComplete: 'given-name', required: true },
  lastName: { type: 'text', autoComplete: 'family-name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  company: { type: 'text', autoComplete: 'organization', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: false, maxLength: CONTACT_LIMITS.phone },
  employees: { type: 'text', autoComplete: 'off', required: false, maxLength: CONTACT_LIMITS.employees },
  message: { type: 'textarea', autoComplete: 'off', required: true },
};

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', company: '', phone: '', employees: '', message: '' };

export function ContactForm({ text, backend }: ContactFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  /** Set while a send is under way, so that only its end (not the first render) gives focus back. */
  const sending = useRef(false);
  // One key per submission, made when the visitor starts the form and kept across retries, so that the
  // function stores a retried submission once.
  const submissionKey = useRef<string | undefined>(undefined);

  // The banner is at the top of the form; after a long message the visitor is at its bottom. It comes
  // to rest clear of the toasts at the foot of the screen (their room is the page's scroll padding
  // while they show: islands.css).
  useEffect(() => {
    if (sent) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [sent]);

  // Disabled while sending, the button lost focus to <body>: a keyboard or screen-reader visitor would
  // start again from the top of the page. Once the send ends it gets focus back, the place they left,
  // without moving the page (the banner's effect above and FunctionForm place it), unless they have
  // gone on to something else.
  useEffect(() => {
    if (submitting || !sending.current) return;
    sending.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) submitButton.current?.focus({ preventScroll: true });
  }, [submitting]);

  const update = (field: ContactField, value: string) => {
    submissionKey.current ??= newSubmissionKey();
    setValues((current) => ({ ...current, [field]: value }));
    // Once shown, an error is re-checked as the visitor types, and clears when the value is right.
    if (errors[field]) {
      const result = validateContact({ ...values, [field]: value });
      const stillWrong = result.ok ? undefined : result.fieldErrors[field];
      setErrors((current) => ({ ...current, [field]: stillWrong }));
    }
  };

  const focusField = (field: ContactField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  // A failure is said once, by the spec's error toast, under the form (islands.css). The form adds no
  // alert of its own: beside the toast it read as the same failure twice, and announced twice to a
  // screen reader (the toast's assertive region, then the alert's polite one). What the alert added is
  // on screen without it: every value stays in its field, the button is ready to send again (and has
  // the focus back), the phone and e-mail are beside the form (Quick Contact; above it on phones), and
  // the toast's own words give the address or the function's reason. Without JavaScript there is no
  // toast, and the page that comes back says it in the form's place (the outcome below).
  const fail = (description: string) =>
    showToast({ variant: 'destructive', title: text.toasts.error.title, description });

  const submit = async (event: TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // A new attempt clears every trace of the last one's outcome (banner and toasts): a green banner or
    // a success toast left beside a new failure would say the opposite of it.
    setSent(false);
    dismissAllToasts();
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      const first = CONTACT_FIELDS.find((field) => result.fieldErrors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    sending.current = true;
    setSubmitting(true);
    try {
      submissionKey.current ??= newSubmissionKey();
      const outcome = await submitContact(backend, {
        ...result.data,
        submissionKey: submissionKey.current,
        website: honeypot.current?.value ?? '',
      });
      if (outcome.ok) {
        setSent(true);
        setValues(EMPTY);
        submissionKey.current = undefined;
        showToast({ variant: 'success', ...text.toasts.success });
        return;
      }
      if (outcome.fieldErrors && Object.keys(outcome.fieldErrors).length > 0) setErrors(outcome.fieldErrors);
      fail(outcome.message === undefined ? text.toasts.error.fallback : outcome.message || text.toasts.error.noMessage);
    } catch (error) {
      console.error(error);
      fail(error instanceof Error && error.message ? error.message : text.toasts.error.fallback);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // Posted without JavaScript, it comes back with a fragment: the outcomes below are drawn in
    // advance, and CSS shows the one named.
    <FunctionForm name="contact-form" backend={backend} className="contact-form" form={form} onSubmit={submit}>
      <SuccessBanner id={CONTACT_FORM.sent} className="form-banner form-outcome" text={text.success} />
      {/* The page is loaded anew after such a post, with the fields empty: this alert does not say they
          are kept, and gives the spec's toast words instead. */}
      <div id={CONTACT_FORM.failed} className="form-alert form-outcome">
        <AlertTitle>{text.toasts.error.title}</AlertTitle>
        <p className="form-alert__message">
          <ContactText text={text.toasts.error.fallback} />
        </p>
      </div>
      {/* Not a live region: the success toast is the one announcement, and the banner stays for the
          eye. Focus is not moved to it either, as a screen reader would then read the news twice. */}
      {sent && <SuccessBanner className="form-banner" text={text.success} banner={banner} />}
      {/* Not a <fieldset>: a group of controls needs a name (WCAG 1.3.1), and this one would only
          repeat the form's heading; each field is disabled while it is sent instead. */}
      <div className="form-grid">
        {CONTACT_FIELDS.map((field) => (
          <Field
            key={field}
            name={field}
            spec={FIELD_SPECS[field]}
            label={text.fields[field].label}
            placeholder={text.fields[field].placeholder}
            value={values[field]}
            error={errors[field]}
            disabled={submitting}
            onChange={update}
          />
        ))}
      </div>
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* The form's last part, which FunctionForm brings up above a toast after a send. */}
      <div className="form-send">
        <button
          ref={submitButton}
          className="button button--primary button--lg button--block"
          type="submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          <span>{submitting ? text.submitting : text.submit}</span>
          {!submitting && <Glyph name="arrow-right" />}
        </button>
        <PrivacyNote note={text.privacyNote} />
      </div>
    </FunctionForm>
  );
}

function SuccessBanner({
  id,
  className,
  text,
  banner,
}: {
  id?: string;
  className: string;
  text: Words;
  banner?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div id={id} className={className} ref={banner}>
      <Glyph name="check" className="form-banner__icon" />
      <div>
        <p className="form-banner__title">{text.title}</p>
        <p>{text.description}</p>
      </div>
    </div>
  );
}

function AlertTitle({ children }: { children: string }) {
  return (
    <p className="form-alert__title">
      <Glyph name="alert" />
      {children}
    </p>
  );
}

function PrivacyNote({ note }: { note: ContactFormText['privacyNote'] }) {
  const [before, after] = note.text.split('{link}');
  return (
    <p className="form-note">
      {before}
      <a href={note.href}>{note.linkLabel}</a>
      {after}
    </p>
  );
}

/** A version 4 UUID; crypto.randomUUID is missing on plain-http origins other than localhost. */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface FieldProps {
  name: ContactField;
  spec: FieldSpec;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  /** While the form is being sent (the spec: every input disabled). */
  disabled: boolean;
  onChange: (field: ContactField, value: string) => void;
}

function Field({ name, spec, label, placeholder, value, error, disabled, onChange }: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    placeholder,
    value,
    autoComplete: spec.autoComplete,
    required: spec.required,
    maxLength: spec.maxLength,
    disabled,
    className: 'field__control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
  };
  // Only Preact runs in the browser, and it reports typing (and pasting, and autofill) through
  // onInput, as the DOM does; its onChange waits for the field to lose focus.
  const handleTyping = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    onChange(name, event.currentTarget.value);
  return (
    <div className={spec.type === 'textarea' ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!spec.required && <span className="field__optional"> (optional)</span>}
      </label>
      {/* One element per type: Preact's types tell an input's role from its type, so they check each
          type on its own. */}
      {spec.type === 'textarea' ? (
        <textarea {...common} rows={4} onInput={handleTyping} />
      ) : spec.type === 'email' ? (
        <input {...common} type="email" onInput={handleTyping} />
      ) : spec.type === 'tel' ? (
        <input {...common} type="tel" onInput={handleTyping} />
      ) : (
        <input {...common} type="text" onInput={handleTyping} />
      )}
      {/* The icon says "error" to those who do not tell red from the ink (not colour alone); empty,
          the paragraph is hidden (:empty) and takes no room. */}
      <p className="field__error" id={errorId}>
        {error && <FieldErrorText message={error} />}
      </p>
      {Object.entries(CONTACT_MESSAGES[name]).map(([rule, message]) => (
        <p key={rule} id={fieldFixId(CONTACT_FORM.name, name, rule)} className="field__error form-outcome">
          <FieldErrorText message={message} />
        </p>
      ))}
    </div>
  );
}

/** The message, then its icon, which CSS draws before it (islands.css). */
function FieldErrorText({ message }: { message: string }) {
  return (
    <>
      {message}
      <Glyph name="alert" className="field__error-icon" />
    </>
  );
}
