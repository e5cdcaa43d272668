// The list of a long text's sections beside it (an article's, a legal page's): it marks the section
// being read (aria-current="location") as the text scrolls, and keeps that link in sight when the list
// is taller than its column and scrolls inside itself. Without JavaScript it is the same list of links,
// none marked.
import { useEffect, useRef, useState } from 'react';
import { useScrollFrame } from '../scroll-frame.ts';

export interface Section {
  id: string;
  title: string;
}

export interface ContentsNavProps {
  label: string;
  sections: Section[];
}

/** The list as links, the one marked `current` (the folded copy above the text on phones marks none). */
export function ContentsList({ sections, current }: { sections: Section[]; current?: string }) {
  return (
    <ol className="contents__list">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} aria-current={current === section.id ? 'location' : undefined}>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The section being read: the last whose heading has passed a line a third down the screen, under
 *  the sticky header. At the very end of the page, where the last sections cannot scroll that far up,
 *  the last whose heading is on screen. */
function sectionInView(headings: HTMLElement[]): string | undefined {
  const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const line = top + (window.innerHeight - top) / 3;
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  let current: string | undefined;
  for (const heading of headings) {
    const at = heading.getBoundingClientRect().top;
    if (at <= line || (atEnd && at < window.innerHeight)) current = heading.id;
  }
  return current;
}

/** The nearest ancestor that may scroll up and down: the column the list stands in. */
function scrollingAncestor(element: HTMLElement): HTMLElement | undefined {
  for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(e).overflowY)) return e;
  }
  return undefined;
}

/**
 * A column too short for its list ends after its last whole link, never through one: its height is
 * cut back to there (and scrolling it comes to rest with a whole link at its foot, components.css), so
 * a cut link does not read as a broken line. The column's own height comes from the page's layout;
 * this only shortens it.
 */
function fitToWholeLinks(column: HTMLElement): void {
  column.style.maxHeight = '';
  if (column.scrollHeight <= column.clientHeight) return;
  const box = column.getBoundingClientRect();
  const end = box.bottom - parseFloat(getComputedStyle(column).paddingBottom);
  let last: number | undefined;
  for (const link of column.querySelectorAll('a')) {
    const bottom = link.getBoundingClientRect().bottom;
    if (bottom <= end) last = bottom;
  }
  if (last !== undefined) column.style.maxHeight = `${last - box.top + column.clientTop + parseFloat(getComputedStyle(column).paddingBottom)}px`;
}

export function ContentsNav({ label, sections }: ContentsNavProps) {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const nav = useRef<HTMLElement>(null);

  useScrollFrame(
    () => setCurrent(sectionInView(sections.map(({ id }) => document.getElementById(id)).filter((heading) => heading !== null))),
    [sections],
    () => {
      const column = nav.current && scrollingAncestor(nav.current);
      if (column) fitToWholeLinks(column);
    },
  );

  // The column scrolls, never the page: a link below the column's foot is brought up to end level
  // with it (whole), one above its top brought down to just under the column's title, which stays.
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current]');
    const column = link && scrollingAncestor(link);
    if (!link || !column || column.scrollHeight <= column.clientHeight) return;
    const { top, bottom } = link.getBoundingClientRect();
    const box = column.getBoundingClientRect();
    const foot = box.bottom - parseFloat(getComputedStyle(column).paddingBottom);
    const title = column.firstElementChild;
    const head = title && !title.contains(link) ? title.getBoundingClientRect().bottom : box.top + parseFloat(getComputedStyle(column).paddingTop);
    if (bottom > foot) column.scrollTop += bottom - foot;
    else if (top < head) column.scrollTop -= head - top;
  }, [current]);

  return (
    <nav aria-label={label} ref={nav}>
      <ContentsList sections={sections} current={current} />
    </nav>
  );
}
