// The not-found page, written once as 404.html. Its script logs the attempted path to the console.
import type { NotFoundPage as NotFoundContent } from '../../cli/content/schemas.ts';
import { ButtonLink } from '../parts/links.tsx';

export function NotFoundPage({ page }: { page: NotFoundContent }) {
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code">{page.code}</p>
        <h1>{page.heading}</h1>
        <p className="not-found__message">{page.message}</p>
        <ButtonLink href={page.homeLink.href} size="lg">
          {page.homeLink.label}
        </ButtonLink>
        {page.suggestions.length > 0 && (
          <nav className="not-found__suggestions" aria-label={page.suggestionsTitle}>
            <h2>{page.suggestionsTitle}</h2>
            <ul>
              {page.suggestions.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
