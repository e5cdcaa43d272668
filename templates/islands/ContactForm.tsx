// The consultation form (spec sections 2, 4, 5, 7, 8). Validates with the shared schema, shows each
// error under its field, sends with supabase-js, and reports the outcome with a banner and toasts.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_FIELDS, validateContact, type ContactField } from '../../supabase/functions/_shared/contact-schema.ts';
import { loadBackend, submitContact, type BackendConfig } from './contact-backend.ts';
import { Glyph } from './glyphs.tsx';
import { showToast } from './toast-store.ts';

export interface ContactFormText {
  fields: Record<ContactField, { label: string; placeholder: string }>;
  submit: string;
  submitting: string;
  privacyNote: string;
  success: { title: string; description: string };
  toasts: {
    success: { title: string; description: string };
    error: { title: string; fallback: string; noMessage: string };
  };
}

export interface ContactFormProps {
  text: ContactFormText;
  backend: BackendConfig;
}

interface FieldSpec {
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  required: boolean;
}

const FIELD_SPECS: Record<ContactField, FieldSpec> = {
  firstName: { type: 'text', autoComplete: 'given-name', required: true },
  lastName: { type: 'text', autoComplete: 'family-name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  company: { type: 'text', autoComplete: 'organization', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: false },
  employees: { type: 'text', autoComplete: 'off', required: false },
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
  // One key per submission, made when the visitor starts the form and kept across retries, so that the
  // function stores a retried submission once.
  const submissionKey = useRef<string | undefined>(undefined);

  // The banner is at the top of the form; after a long message the visitor is at its bottom.
  useEffect(() => {
    if (sent) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [sent]);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      const first = CONTACT_FIELDS.find((field) => result.fieldErrors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
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
      const description =
        outcome.message === undefined ? text.toasts.error.fallback : outcome.message || text.toasts.error.noMessage;
      showToast({ variant: 'destructive', title: text.toasts.error.title, description });
    } catch (error) {
      console.error(error);
      const description = error instanceof Error && error.message ? error.message : text.toasts.error.fallback;
      showToast({ variant: 'destructive', title: text.toasts.error.title, description });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // supabase-js starts loading when the visitor first focuses a field, so that it is ready on submit.
    <form ref={form} className="contact-form" noValidate onSubmit={submit} onFocusCapture={() => void loadBackend(backend).catch(() => undefined)}>
      {sent && (
        <div className="form-banner" role="status" ref={banner}>
          <Glyph name="check" className="form-banner__icon" />
          <div>
            <p className="form-banner__title">{text.success.title}</p>
            <p>{text.success.description}</p>
          </div>
        </div>
      )}
      <fieldset className="form-grid" disabled={submitting}>
        {CONTACT_FIELDS.map((field) => (
          <Field
            key={field}
            name={field}
            spec={FIELD_SPECS[field]}
            label={text.fields[field].label}
            placeholder={text.fields[field].placeholder}
            value={values[field]}
            error={errors[field]}
            onChange={update}
          />
        ))}
      </fieldset>
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button button--primary button--lg button--block" type="submit" disabled={submitting}>
        <span>{submitting ? text.submitting : text.submit}</span>
        {!submitting && <Glyph name="arrow-right" />}
      </button>
      <p className="form-note">{text.privacyNote}</p>
    </form>
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
  onChange: (field: ContactField, value: string) => void;
}

function Field({ name, spec, label, placeholder, value, error, onChange }: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    placeholder,
    value,
    autoComplete: spec.autoComplete,
    required: spec.required,
    className: 'field__control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
  };
  // React reports typing through onChange, Preact through onInput (its onChange waits for blur):
  // handling both keeps the field in step in either, and a repeated value changes nothing.
  const handleTyping = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onChange(name, event.currentTarget.value);
  return (
    <div className={spec.type === 'textarea' ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!spec.required && <span className="field__optional"> (optional)</span>}
      </label>
      {spec.type === 'textarea' ? (
        <textarea {...common} rows={5} onInput={handleTyping} onChange={handleTyping} />
      ) : (
        <input {...common} type={spec.type} onInput={handleTyping} onChange={handleTyping} />
      )}
      <p className="field__error" id={errorId}>
        {error}
      </p>
    </div>
  );
}
