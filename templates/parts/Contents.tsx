// A long text's table of its sections (the legal pages, the articles), from the text's own h2s
// (markdown gives each an id). It is drawn twice, and the page's stylesheet shows one of the two for
// the screen's width: folded above the text on phones and tablets, a column beside the text on wide
// screens that marks the section being read. A folded list could not also be the open column without
// a script.
import { ContentsList as BrowserContentsList, ContentsNav, type Section } from '../../client/islands/ContentsNav.tsx';
import { serverComponent } from '../client-component.ts';
import { Island } from '../Island.tsx';

const ContentsList = serverComponent(BrowserContentsList);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text's section headings, in order, as they read: without the markup inside them, and with
 *  the characters markdown escaped given back (React escapes them again as it writes the link). */
export function sectionsOf(html: string): Section[] {
  return Array.from(html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g), (match) => ({
    id: match[1]!,
    title: match[2]!.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!),
  }));
}

/** Folded up above the text: its title is the summary; opened, the same links as the column's.
 *  `className` is the page's, which says up to what width it shows. */
export function ContentsFold({
  title,
  sections,
  className,
}: {
  title: string;
  sections: Section[];
  className: string;
}) {
  return (
    <details className={`contents-fold ${className}`}>
      <summary className="label contents-fold__summary">{title}</summary>
      <nav aria-label={title}>
        <ContentsList sections={sections} />
      </nav>
    </details>
  );
}

/** Beside the text: the title as a label (the nav is named by it already), then the marked list.
 *  `className` is the page's, which says where the column goes and from what width it shows. */
export function ContentsColumn({
  title,
  sections,
  className,
}: {
  title: string;
  sections: Section[];
  className: string;
}) {
  return (
    <div className={`contents-column ${className}`}>
      <p className="label contents__title" aria-hidden="true">
        {title}
      </p>
      <Island component={ContentsNav} props={{ label: title, sections }} />
    </div>
  );
}
