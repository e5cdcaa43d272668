// A legal document: heading, summary and 'Last updated' (the build date) beside a table of its
// numbered sections, then the sections themselves in a readable column.
import type { LegalPage as LegalContent } from '../../cli/model/collections.ts';
import { formatDate } from '../parts/PostMeta.tsx';
import { Prose } from '../parts/sections.tsx';

/** The document's own section headings (markdown gives each h2 an id), for its table of contents. */
function sectionsOf(html: string): { id: string; title: string }[] {
  return Array.from(html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g), (match) => ({
    id: match[1]!,
    title: match[2]!.replace(/<[^>]+>/g, ''),
  }));
}

export function LegalPage({ page, buildDate }: { page: LegalContent; buildDate: string }) {
  const html = page.html;
  const sections = sectionsOf(html);
  return (
    <article className="legal">
      <header className="hero legal__header">
        <div className="container split legal__header-grid">
          <div>
            <p className="eyebrow">{page.eyebrow}</p>
            <h1 className="hero__title">{page.heading}</h1>
            <p className="hero__lead">{page.summary}</p>
            <p className="legal__updated">
              Last updated: <time dateTime={buildDate}>{formatDate(buildDate)}</time>
            </p>
          </div>
          <nav className="card legal__toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className="legal__toc-title">
              {page.contentsTitle}
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </header>
      <div className="container legal__layout">
        <Prose html={html} className="legal__body" />
      </div>
    </article>
  );
}
