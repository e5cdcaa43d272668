// A legal document: heading, summary, 'Last updated' (the build date) and its numbered sections.
import type { LegalPage as LegalContent } from '../../cli/content/load.ts';
import { formatDate } from '../parts/PostMeta.tsx';
import { Prose } from '../parts/sections.tsx';

export function LegalPage({ page, buildDate }: { page: LegalContent; buildDate: string }) {
  return (
    <article className="legal">
      <header className="article__header">
        <div className="container container--narrow">
          <h1 className="article__title">{page.heading}</h1>
          <p className="article__summary">{page.summary}</p>
          <p className="legal__updated">
            Last updated: <time dateTime={buildDate}>{formatDate(buildDate)}</time>
          </p>
        </div>
      </header>
      <div className="container container--narrow">
        <Prose html={page.html} className="legal__body" />
      </div>
    </article>
  );
}
