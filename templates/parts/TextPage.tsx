// A page that is read (a legal page, a plain page of content/pages/*.md): a light header with its
// heading and lead, then its text in a readable column; where the page lists its sections, beside a
// table of them that stays in view while the text scrolls and marks the section being read (wide
// screens), folded up above the text on phones and tablets; and what the page sets beside the text, in a
// column on its other side on wide screens, after the text on phones. Styled by pages/legal.css.
import type { ReactNode } from 'react';
import type { Section } from '../../client/islands/ContentsNav.tsx';
import { ContentsColumn, ContentsFold } from './Contents.tsx';
import { Prose } from './sections.tsx';

export function TextPage({
  eyebrow,
  heading,
  lead,
  note,
  html,
  contents,
  aside,
}: {
  eyebrow?: string;
  heading: string;
  lead: string;
  /** What the page adds under its lead (a legal page's 'Last updated'). */
  note?: ReactNode;
  html: string;
  /** The table of the text's sections, under its title; none for a text that reads straight through. */
  contents?: { title: string; sections: Section[] };
  /** Beside the text, right of it on wide screens (a legal page's offices): so the page fills its width. */
  aside?: ReactNode;
}) {
  const layout = ['container', 'legal__layout'];
  if (!contents) layout.push('legal__layout--text-only');
  if (aside) layout.push('legal__layout--aside');
  return (
    <article className="legal">
      <header className="hero legal__header">
        <div className="container">
          <div className="legal__intro">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h1 className="hero__title">{heading}</h1>
            <p className="hero__lead">{lead}</p>
            {note}
          </div>
        </div>
      </header>
      <div className={layout.join(' ')}>
        {contents && <ContentsFold title={contents.title} sections={contents.sections} className="legal__fold" />}
        {contents && <ContentsColumn title={contents.title} sections={contents.sections} className="legal__toc" />}
        <Prose html={html} className="legal__body" />
        {aside}
      </div>
    </article>
  );
}
