// A legal document: heading, summary and 'Last updated' (the build date), then its numbered sections
// in a readable column beside a table of them that stays in view while the text scrolls and marks the
// section being read (wide screens); on phones and tablets the table is folded up above the text.
import type { LegalPage as LegalContent } from '../../cli/model/collections.ts';
import { formatDate } from '../parts/PostMeta.tsx';
import { ContentsColumn, ContentsFold, sectionsOf } from '../parts/Contents.tsx';
import { Prose } from '../parts/sections.tsx';

export function LegalPage({ page, buildDate }: { page: LegalContent; buildDate: string }) {
  const html = page.html;
  const sections = sectionsOf(html);
  return (
    <article className="legal">
      <header className="hero legal__header">
        <div className="container">
          <div className="legal__intro">
            <p className="eyebrow">{page.eyebrow}</p>
            <h1 className="hero__title">{page.heading}</h1>
            <p className="hero__lead">{page.summary}</p>
            <p className="legal__updated">
              Last updated: <time dateTime={buildDate}>{formatDate(buildDate)}</time>
            </p>
          </div>
        </div>
      </header>
      <div className="container legal__layout">
        <ContentsFold title={page.contentsTitle} sections={sections} className="legal__fold" />
        <ContentsColumn title={page.contentsTitle} sections={sections} className="legal__toc" />
        <Prose html={html} className="legal__body" />
      </div>
    </article>
  );
}
