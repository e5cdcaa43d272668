// Toasts are shown by one island (the Toaster) and requested by others (the contact form). Islands of a
// page share this module in the browser, so a tiny store is all the wiring they need.

/** Spec section 9: success toasts stay 6000 ms, error toasts 8000 ms. */
export const TOAST_DURATION_MS = { success: 6000, destructive: 8000 } as const;

export interface Toast {
  id: number;
  variant: keyof typeof TOAST_DURATION_MS;
  title: string;
  description: string;
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  publish([...toasts, { ...toast, id }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS[toast.variant]);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** A new attempt's outcome replaces the last one's: its toasts go when the visitor sends again. */
export function dismissAllToasts(): void {
  if (toasts.length > 0) publish([]);
}

/** Whether a toast is on screen (a form keeps its button clear of them: FunctionForm). */
export function toastsShown(): boolean {
  return toasts.length > 0;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
