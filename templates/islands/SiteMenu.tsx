// The main navigation. On small screens its links collapse behind a toggle button; choosing a link or
// pressing Escape closes it. Without JavaScript (or before hydration) CSS shows the links as a row.
import { useEffect, useRef, useState } from 'react';

interface Link {
  label: string;
  href: string;
}

export interface SiteMenuProps {
  links: Link[];
  path: string;
  /** 'Get a Quote': in the header bar, and at the foot of the menu panel on the narrowest screens. */
  cta: Link;
}

/** A link is current on its own page; its section (e.g. Blog on /blog/3) is highlighted too. */
export function linkState(href: string, path: string): 'page' | 'section' | undefined {
  if (href === path) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'section';
  return undefined;
}

export function SiteMenu({ links, path, cta }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const closeOnOutsideClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!nav.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('click', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('click', closeOnOutsideClick);
    };
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
        onClick={() => setOpen(!open)}
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
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
        <a href={cta.href} className="button button--primary button--md site-nav__cta" onClick={() => setOpen(false)}>
          {cta.label}
        </a>
      </nav>
    </>
  );
}
