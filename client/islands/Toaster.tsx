// The page's toasts: a polite live region for confirmations and an assertive one for errors, both in
// the HTML from the start so that screen readers announce what appears in them.
/** @jsxImportSource #island-runtime */
import { useEffect, useState } from '#island-runtime';
import { Glyph } from '../glyphs.tsx';
import { dismissToast, subscribeToToasts, type Toast } from '../toast-store.ts';

export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribeToToasts(setToasts), []);
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster__region">
        {toasts.filter((toast) => toast.variant === 'success').map(renderToast)}
      </div>
      <div role="alert" aria-live="assertive" className="toaster__region">
        {toasts.filter((toast) => toast.variant === 'destructive').map(renderToast)}
      </div>
    </div>
  );
}

function renderToast(toast: Toast) {
  return (
    <div key={toast.id} className={`toast toast--${toast.variant}`}>
      <Glyph name={toast.variant === 'success' ? 'check' : 'alert'} className="toast__icon" />
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        <p className="toast__description">{toast.description}</p>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => dismissToast(toast.id)}
      >
        <Glyph name="close" />
      </button>
    </div>
  );
}
