// The not-found page tells developers which address was tried (spec section 2), once, in the console
// of the visitor's browser; it draws nothing.
/** @jsxImportSource #island-runtime */
import { useEffect } from '#island-runtime';

export function NotFoundReport() {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
