// A form whose data goes to one of the Edge Functions. Without JavaScript it is a plain POST to the
// function, which redirects back with the outcome in the address (supabase/functions/_shared/
// form-outcomes.ts). With it, the island sends it itself: the browser's own checks give way to the
// spec's messages, and supabase-js starts loading when the visitor first focuses a field, so that it
// is ready on submit.
/** @jsxImportSource #island-runtime */
import { useEffect, type ComponentChildren, type RefObject, type TargetedSubmitEvent } from '#island-runtime';
import { functionUrl, loadBackend, type BackendConfig } from './contact-backend.ts';

interface FunctionFormProps {
  /** The function's name: contact-form, newsletter-subscribe. */
  name: string;
  backend: BackendConfig;
  className: string;
  form: RefObject<HTMLFormElement | null>;
  /** Sends the form. It shows its own outcome, failures included (the toast, the alert), so its
   *  promise never rejects and nothing waits for it. */
  onSubmit: (event: TargetedSubmitEvent<HTMLFormElement>) => Promise<void>;
  children: ComponentChildren;
}

export function FunctionForm({ name, backend, className, form, onSubmit, children }: FunctionFormProps) {
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, [form]);
  return (
    <form
      ref={form}
      className={className}
      method="post"
      action={functionUrl(backend, name)}
      onSubmit={(event) => void onSubmit(event)}
      onFocusCapture={() => void loadBackend(backend).catch(() => undefined)}
    >
      {children}
    </form>
  );
}
