// The not-found page, written once as 404.html. Its one island logs the attempted path to the console.
import type { NotFoundPage as NotFoundContent } from '../../cli/model/schemas.ts';
import { NotFoundReport } from '../../client/islands/NotFoundReport.tsx';
import { nightHorizonBackground } from '../art/NightHorizon.tsx';
import { NotFoundArt } from '../art/NotFoundArt.tsx';
import { Island } from '../Island.tsx';
import { Icon } from '../marks/Icon.tsx';
import { ButtonLink } from '../parts/links.tsx';
import { usePath } from '../site-context.ts';

export function NotFoundPage({ page }: { page: NotFoundContent }) {
  const path = usePath();
  return (
    <>
      <section className={`hero hero--night tone-dark not-found ${nightHorizonBackground(path)}`}>
        <div className="container split not-found__grid">
          <div className="not-found__copy">
            <p className="not-found__code">{page.code}</p>
            <h1 className="hero__title">{page.heading}</h1>
            <p className="hero__lead">{page.message}</p>
            <div className="button-row">
              <ButtonLink href={page.homeLink.href} size="lg">
                {page.homeLink.label}
              </ButtonLink>
            </div>
            {page.suggestions.length > 0 && (
              <nav className="not-found__suggestions" aria-labelledby="suggestions-title">
                <h2 id="suggestions-title" className="label">
                  {page.suggestionsTitle}
                </h2>
                <ul>
                  {page.suggestions.map((link) => (
                    <li key={link.href}>
                      <a className="text-link" href={link.href}>
                        {link.label} <Icon name="arrow-right" />
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
          <div className="hero__visual">
            <NotFoundArt />
          </div>
        </div>
      </section>
      <Island component={NotFoundReport} props={{}} />
    </>
  );
}
