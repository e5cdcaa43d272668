// A form whose data goes to one of the Edge Functions. Without JavaScript it is a plain POST to the
// function, which redirects back with the outcome in the address (supabase/functions/_shared/
// form-outcomes.ts). With it, the island sends it itself: the browser's own checks give way to the
// spec's messages, supabase-js starts loading when the visitor first focuses a field, so that it is
// ready on submit, and the toast that answers a send never lands on the form's button.
/** @jsxImportSource #island-runtime */
import { useEffect, type ComponentChildren, type RefObject, type TargetedSubmitEvent } from '#island-runtime';
import { functionUrl, loadBackend, type BackendConfig } from './contact-backend.ts';
import { toastsShown } from './toast-store.ts';

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
      onSubmit={(event) => void onSubmit(event).then(() => toastsShown() && keepClearOfToasts(form.current))}
      onFocusCapture={() => void loadBackend(backend).catch(() => undefined)}
    >
      {children}
    </form>
  );
}

/**
 * The toast that answers a send rises at the foot of the screen, where a form the visitor has just sent
 * often is: the form's last part (its button, and the note under it) moves up above the toasts, whose
 * room is the page's scroll padding while they show (islands.css). The toast has been drawn by now:
 * the Toaster renders as soon as it is asked, before the send's promise settles.
 */
function keepClearOfToasts(form: HTMLFormElement | null): void {
  const parts = [...(form?.children ?? [])].filter((part) => part.getClientRects().length > 0);
  parts.at(-1)?.scrollIntoView({ block: 'nearest' });
}
