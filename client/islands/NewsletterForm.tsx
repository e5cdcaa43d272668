// The blog's 'Stay Updated' form: checks the address with the contact form's e-mail rule, then sends it
// to the `newsletter-subscribe` function, and says how it went with a toast.
/** @jsxImportSource #island-runtime */
import { useRef, useState, type TargetedSubmitEvent } from '#island-runtime';
import { CONTACT_MESSAGES, validateNewsletter } from '../../supabase/functions/_shared/contact-schema.ts';
import { fieldFixId, NEWSLETTER_FORM } from '../../supabase/functions/_shared/form-outcomes.ts';
import { invokeFunction, type BackendConfig } from '../contact-backend.ts';
import { FunctionForm } from '../FunctionForm.tsx';
import { ContactText } from '../ContactText.tsx';
import { dismissAllToasts, showToast } from '../toast-store.ts';

export interface NewsletterFormProps {
  text: {
    label: string;
    placeholder: string;
    button: string;
    submitting: string;
    success: { title: string; description: string };
    error: { title: string; fallback: string };
  };
  backend: BackendConfig;
}

export function NewsletterForm({ text, backend }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const type = (event: { currentTarget: HTMLInputElement }) => {
    setEmail(event.currentTarget.value);
    if (error) setError(validateNewsletter({ email: event.currentTarget.value }).ok ? undefined : error);
  };

  const submit = async (event: TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    dismissAllToasts(); // the last attempt's outcome, whichever it was, gives way to this one's
    const validation = validateNewsletter({ email });
    if (!validation.ok) {
      setError(validation.error);
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await invokeFunction(backend, 'newsletter-subscribe', { email: validation.email, website: '' });
      if (outcome.ok) {
        setEmail('');
        showToast({ variant: 'success', ...text.success });
      } else {
        if (outcome.fieldErrors?.email) setError(outcome.fieldErrors.email);
        showToast({
          variant: 'destructive',
          title: text.error.title,
          description: outcome.message || text.error.fallback,
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // Posted without JavaScript, it comes back to /blog with a fragment: the outcomes are drawn in
    // advance and CSS shows the one named (islands.css).
    <FunctionForm
      name="newsletter-subscribe"
      backend={backend}
      className="newsletter__form"
      form={form}
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor="newsletter-email">
        {text.label}
      </label>
      <input
        ref={input}
        id="newsletter-email"
        className="field__control"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={text.placeholder}
        required
        value={email}
        disabled={submitting}
        aria-invalid={error ? true : undefined}
        aria-describedby="newsletter-email-error"
        onInput={type}
      />
      <button className="button button--primary button--md" type="submit" disabled={submitting}>
        <span>{submitting ? text.submitting : text.button}</span>
      </button>
      <p className="field__error newsletter__error" id="newsletter-email-error">
        {error}
      </p>
      {Object.entries(CONTACT_MESSAGES.email).map(([rule, message]) => (
        <p
          key={rule}
          id={fieldFixId(NEWSLETTER_FORM.name, 'email', rule)}
          className="field__error newsletter__error form-outcome"
        >
          {message}
        </p>
      ))}
      <p id={NEWSLETTER_FORM.sent} className="newsletter__outcome form-outcome">
        <strong>{text.success.title}</strong> {text.success.description}
      </p>
      <p id={NEWSLETTER_FORM.failed} className="newsletter__outcome newsletter__outcome--failed form-outcome">
        <strong>{text.error.title}</strong> <ContactText text={text.error.fallback} />
      </p>
    </FunctionForm>
  );
}
