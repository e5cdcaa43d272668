// The sticky site header: brand, tagline, the navigation (the menu island) and 'Get a Quote'.
import type { Site } from '../../cli/model/schemas.ts';
import { Island } from '../Island.tsx';
import { SiteMenu } from '../../client/islands/SiteMenu.tsx';
import { ButtonLink } from './links.tsx';
import { Brand } from '../marks/Brand.tsx';
import { usePaths } from '../site-context.ts';

export function Header({ site, path }: { site: Site; path: string }) {
  return (
    <header className="site-header tone-dark">
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
    </header>
  );
}
