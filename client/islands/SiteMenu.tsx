// The main navigation. On small screens its links fold behind a toggle into a sheet that slides in
// from the right over a dimmed page, under the sticky header whose toggle becomes the close button.
// While it is open the page behind does not scroll and focus stays in the toggle and the sheet;
// Escape, the backdrop, the toggle or a chosen link close it. Without JavaScript (or before
// hydration) CSS shows the links as a row.
/** @jsxImportSource #island-runtime */
import { useEffect, useRef, useState } from '#island-runtime';
import { telHref } from '../contact-text.ts';

interface Link {
  label: string;
  href: string;
}

export interface SiteMenuProps {
  links: Link[];
  path: string;
  /** 'Get a Quote': in the header bar, and at the foot of the menu sheet. */
  cta: Link;
  /** The sheet ends on a way to talk now: on a phone, a call is one tap away. */
  call: { phone: string; hours: string };
}

/** Where the links fold into the sheet: the same width as the rules in client/styles/islands.css. */
const SHEET_SCREENS = '(max-width: 52rem)';

/** A link is current on its own page; its section (e.g. Blog on /blog/3) is highlighted too. */
export function linkState(href: string, path: string): 'page' | 'section' | undefined {
  if (href === path) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'section';
  return undefined;
}

export function SiteMenu({ links, path, cta, call }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  // The same, for the listeners: the page is locked and unlocked at once, not after the next paint.
  const opened = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

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
    const onKey = (event: KeyboardEvent) => {
      if (!opened.current) return;
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab') return;
      // Tab and Shift+Tab go round the toggle and the sheet's links. Focus is moved here rather than
      // by the browser, which would scroll the page to bring the sticky toggle "into view".
      event.preventDefault();
      const cycle: HTMLElement[] = [toggle.current!, ...nav.current!.querySelectorAll('a')];
      const at = cycle.indexOf(document.activeElement as HTMLElement);
      const next =
        at === -1 && event.shiftKey ? cycle.length - 1 : (at + (event.shiftKey ? cycle.length - 1 : 1)) % cycle.length;
      cycle[next]!.focus({ preventScroll: true });
    };
    // Widening the window past the sheet's screens (a phone turned sideways) shows the row again.
    const screens = matchMedia(SHEET_SCREENS);
    const onResize = () => screens.matches || setSheet(false);
    document.addEventListener('keydown', onKey);
    screens.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      screens.removeEventListener('change', onResize);
    };
    // Added once: `close` reads only refs and state setters, which stay the same between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (open) nav.current!.querySelector('a')!.focus({ preventScroll: true });
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        className="menu-toggle"
        type="button"
        aria-controls="site-nav"
        aria-expanded={open}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => (open ? close() : setSheet(true))}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      <nav ref={nav} id="site-nav" className={open ? 'site-nav is-open' : 'site-nav'} aria-label="Main">
        <ul className="site-nav__list">
          {links.map((link) => {
            const state = linkState(link.href, path);
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={state ? 'site-nav__link is-active' : 'site-nav__link'}
                  aria-current={state === 'page' ? 'page' : undefined}
                  onClick={close}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
        {/* As every primary button, with its arrow (the header's is a ButtonLink; the island draws its own). */}
        <a href={cta.href} className="button button--primary button--md site-nav__cta" onClick={close}>
          <span>{cta.label}</span>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12h14" />
            <path d="m12 5 7 7-7 7" />
          </svg>
        </a>
        <p className="site-nav__call">
          <span className="site-nav__call-label">Rather talk?</span>
          <a href={telHref(call.phone)} className="site-nav__phone" onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
            </svg>
            Call {call.phone}
          </a>
          <span className="site-nav__hours">{call.hours}</span>
        </p>
      </nav>
      {/* For the pointer only: keyboards have Escape and the toggle, screen readers the toggle. */}
      <div className="site-nav__backdrop" aria-hidden="true" onClick={close} />
    </>
  );
}
