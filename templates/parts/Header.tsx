// The sticky site header: brand, tagline, the five navigation links and 'Get a Quote'.
// The menu toggle is rendered hidden; the menu island reveals it on small screens, so without
// JavaScript the links stay in view.
import type { Site } from '../../cli/content/schemas.ts';
import { Icon } from './Icon.tsx';
import { ButtonLink } from './links.tsx';
import { BrandMark } from './BrandMark.tsx';

/** A link is current on its own page; its section (e.g. Blog on /blog/3) is highlighted too. */
export function linkState(href: string, path: string): 'page' | 'section' | undefined {
  if (href === path) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'section';
  return undefined;
}

export function Header({ site, path }: { site: Site; path: string }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="brand" href="/">
          <BrandMark />
          <span className="brand__text">
            <span className="brand__name">{site.brand}</span>
            <span className="brand__tagline">{site.tagline}</span>
          </span>
        </a>
        <button className="menu-toggle" type="button" aria-controls="site-nav" aria-expanded="false" hidden>
          <Icon name="menu" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {site.nav.map((item) => {
              const state = linkState(item.href, path);
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className={state ? 'site-nav__link is-active' : 'site-nav__link'}
                    aria-current={state === 'page' ? 'page' : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="site-header__cta">
          <ButtonLink href={site.headerCta.href} size="md">
            {site.headerCta.label}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
