// The sticky site header: brand, tagline, the navigation (the menu island) and 'Get a Quote'.
import type { Site } from '../../cli/model/schemas.ts';
import { Island } from '../Island.tsx';
import { SHEET_ID, SiteMenu } from '../../client/islands/SiteMenu.tsx';
import { telHref } from '../../client/contact-text.ts';
import { ButtonLink } from './links.tsx';
import { Brand } from '../marks/Brand.tsx';
import { usePaths } from '../site-context.ts';

/**
 * The header of a page: its contents rendered here, or given as the HTML they rendered to. Pages whose
 * menu is in the same state have the same header but for the path in the menu's props, so the build
 * renders the contents once per state and splices each page's path in (cli/build/render.tsx).
 */
export function Header({ site, path, contentsHtml }: { site: Site; path: string; contentsHtml?: string }) {
  if (contentsHtml !== undefined)
    return <header className="site-header tone-dark" dangerouslySetInnerHTML={{ __html: contentsHtml }} />;
  return (
    <header className="site-header tone-dark">
      <HeaderContents site={site} path={path} />
    </header>
  );
}

/** A link is current on its own page; its section (e.g. Blog on /blog/3) is highlighted too. */
export function linkState(href: string, path: string): 'page' | 'section' | undefined {
  if (href === path) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'section';
  return undefined;
}

/**
 * What the header's contents show of the page they are on: the state of each menu link (current,
 * in its section, neither). Their HTML depends on the page only through this; a change that makes
 * them depend on more must put it in here too.
 */
export const menuStateOf = (site: Site, path: string): string =>
  site.nav.map((link) => linkState(link.href, path) ?? '').join(' ');

export function HeaderContents({ site, path }: { site: Site; path: string }) {
  return (
    <div className="container site-header__inner">
      <Brand site={site} place="header" home={usePaths().home} />
      <Island component={SiteMenu} props={{}} />
      <SiteNav site={site} path={path} />
      <div className="site-header__cta">
        <ButtonLink href={site.headerCta.href} size="md">
          {site.headerCta.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The main links: a row on wide screens; on small ones, once scripts run, the sheet the menu island's
 * toggle opens (client/islands/SiteMenu.tsx), ending on its own 'Get a Quote' and a way to talk now
 * (on a phone, a call is one tap away). The backdrop right after it dims the page beside the sheet.
 */
function SiteNav({ site, path }: { site: Site; path: string }) {
  const { headerCta: cta, contact } = site;
  return (
    <>
      <nav id={SHEET_ID} className="site-nav" aria-label="Main">
        <ul className="site-nav__list">
          {site.nav.map((link) => {
            const state = linkState(link.href, path);
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={state ? 'site-nav__link is-active' : 'site-nav__link'}
                  aria-current={state === 'page' ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
        <a href={cta.href} className="button button--primary button--md site-nav__cta">
          <span>{cta.label}</span>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12h14" />
            <path d="m12 5 7 7-7 7" />
          </svg>
        </a>
        <p className="site-nav__call">
          <span className="site-nav__call-label">Rather talk?</span>
          <a href={telHref(contact.phone)} className="site-nav__phone">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
            </svg>
            Call {contact.phone}
          </a>
          <span className="site-nav__hours">{contact.businessHours}</span>
        </p>
      </nav>
      <div className="site-nav__backdrop" aria-hidden="true" />
    </>
  );
}
