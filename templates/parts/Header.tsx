// The sticky site header: brand, tagline, the navigation (the menu island) and 'Get a Quote'.
import type { Site } from '../../cli/model/schemas.ts';
import { Island } from '../Island.tsx';
import { SiteMenu, linkState } from '../../client/islands/SiteMenu.tsx';
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

/**
 * What the header's contents show of the page they are on: the state of each menu link (current,
 * in its section, neither). Their HTML depends on the page only through this and the menu island's
 * `path` prop; a change that makes them depend on more must put it in here too.
 */
export const menuStateOf = (site: Site, path: string): string =>
  site.nav.map((link) => linkState(link.href, path) ?? '').join(' ');

export function HeaderContents({ site, path }: { site: Site; path: string }) {
  return (
    <div className="container site-header__inner">
      <Brand site={site} place="header" home={usePaths().home} />
      <Island
        component={SiteMenu}
        props={{
          links: site.nav,
          path,
          cta: site.headerCta,
          call: { phone: site.contact.phone, hours: site.contact.businessHours },
        }}
      />
      <div className="site-header__cta">
        <ButtonLink href={site.headerCta.href} size="md">
          {site.headerCta.label}
        </ButtonLink>
      </div>
    </div>
  );
}
