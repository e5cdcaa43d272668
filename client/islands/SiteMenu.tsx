// The main navigation's toggle. On small screens the links (the header's static HTML, #site-nav:
// templates/parts/Header.tsx) fold behind it into a sheet that slides in from the right over a dimmed
// page, under the sticky header whose toggle becomes the close button. While it is open the page
// behind does not scroll and focus stays in the toggle and the sheet; Escape, the backdrop, the toggle
// or a chosen link close it. Without JavaScript (or before hydration) CSS shows the links as a row.
// The island is the button alone and drives the sheet through the DOM: the links, the call to action
// and the phone number are the server's HTML, not code every page downloads to draw them again.
/** @jsxImportSource #island-runtime */
import { useEffect, useRef, useState } from '#island-runtime';

/** Where the links fold into the sheet: the same width as the rules in client/styles/islands.css. */
const SHEET_SCREENS = '(max-width: 52rem)';
/** The sheet the toggle controls, written by the header's template. */
export const SHEET_ID = 'site-nav';

export function SiteMenu() {
  const [open, setOpen] = useState(false);
  // The same, for the listeners: the page is locked and unlocked at once, not after the next paint.
  const opened = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const setSheet = (next: boolean) => {
    const root = document.documentElement;
    if (next) {
      // The sheet and backdrop start where the header ends, and the scrollbar's width becomes padding
      // while the page is locked, so that nothing moves under the sheet.
      const header = toggle.current!.closest('header') ?? toggle.current!;
      root.style.setProperty('--menu-top', `${header.getBoundingClientRect().bottom}px`);
      root.style.setProperty('--menu-scrollbar', `${window.innerWidth - root.clientWidth}px`);
    }
    root.classList.toggle('menu-open', next);
    document.getElementById(SHEET_ID)!.classList.toggle('is-open', next);
    opened.current = next;
    setOpen(next);
  };

  // However the sheet closes, focus goes back to the toggle rather than to the hidden sheet (without
  // the scroll to the top of the page that focusing a sticky element can cause).
  const close = () => {
    setSheet(false);
    toggle.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    const sheet = document.getElementById(SHEET_ID)!;
    const onKey = (event: KeyboardEvent) => {
      if (!opened.current) return;
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab') return;
      // Tab and Shift+Tab go round the toggle and the sheet's links. Focus is moved here rather than
      // by the browser, which would scroll the page to bring the sticky toggle "into view".
      event.preventDefault();
      const cycle: HTMLElement[] = [toggle.current!, ...sheet.querySelectorAll('a')];
      const at = cycle.indexOf(document.activeElement as HTMLElement);
      const next =
        at === -1 && event.shiftKey ? cycle.length - 1 : (at + (event.shiftKey ? cycle.length - 1 : 1)) % cycle.length;
      cycle[next]!.focus({ preventScroll: true });
    };
    // A link chosen in the sheet closes it; so does the dimmed page beside it (the pointer's way out:
    // keyboards have Escape and the toggle, screen readers the toggle).
    const onSheetClick = (event: MouseEvent) => (event.target as Element).closest('a') && close();
    // Right after the sheet, as the stylesheet's `.site-nav.is-open + .site-nav__backdrop` has it.
    const backdrop = sheet.nextElementSibling!;
    // Widening the window past the sheet's screens (a phone turned sideways) shows the row again.
    const screens = matchMedia(SHEET_SCREENS);
    const onResize = () => screens.matches || setSheet(false);
    document.addEventListener('keydown', onKey);
    sheet.addEventListener('click', onSheetClick);
    backdrop.addEventListener('click', close);
    screens.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      sheet.removeEventListener('click', onSheetClick);
      backdrop.removeEventListener('click', close);
      screens.removeEventListener('change', onResize);
    };
    // Added once: `close` reads only refs and state setters, which stay the same between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (open) document.getElementById(SHEET_ID)!.querySelector('a')!.focus({ preventScroll: true });
  }, [open]);

  return (
    <button
      ref={toggle}
      className="menu-toggle"
      type="button"
      aria-controls={SHEET_ID}
      aria-expanded={open}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={() => (open ? close() : setSheet(true))}
    >
      <span className="menu-toggle__bars" aria-hidden="true" />
    </button>
  );
}
