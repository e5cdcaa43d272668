// A legal document: heading, summary and 'Last updated' (the build date), then its numbered sections
// in a readable column beside a table of them that stays in view while the text scrolls (wide
// screens); on phones and tablets the table is folded up above the text.
import type { LegalPage as LegalContent } from '../../cli/model/collections.ts';
import { formatDate } from '../parts/PostMeta.tsx';
import { Prose } from '../parts/sections.tsx';

interface Section {
  id: string;
  title: string;
}

/** The document's own section headings (markdown gives each h2 an id), for its table of contents. */
function sectionsOf(html: string): Section[] {
  return Array.from(html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g), (match) => ({
    id: match[1]!,
    title: match[2]!.replace(/<[^>]+>/g, ''),
  }));
}

/** One link a section. Drawn twice (legal.css shows one of the two for the screen's width): a
 *  folded list could not also be the open column beside the text without a script. */
function Contents({ title, sections }: { title: string; sections: Section[] }) {
  return (
    <nav aria-label={title}>
      <ol className="legal__toc-list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

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
        <details className="legal__fold">
          <summary className="label legal__fold-summary">{page.contentsTitle}</summary>
          <Contents title={page.contentsTitle} sections={sections} />
        </details>
        <div className="legal__toc">
          <p className="label legal__toc-title" aria-hidden="true">
            {page.contentsTitle}
          </p>
          <Contents title={page.contentsTitle} sections={sections} />
        </div>
        <Prose html={html} className="legal__body" />
      </div>
    </article>
  );
}
