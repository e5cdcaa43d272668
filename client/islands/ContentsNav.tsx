// The list of a long text's sections beside it (an article's, a legal page's): it marks the section
// being read (aria-current="location") as the text scrolls, and keeps the list whole in its column.
// Without JavaScript it is the same list of links, none marked, in a column that scrolls if it must.
/** @jsxImportSource #island-runtime */
import { useEffect, useRef, useState } from '#island-runtime';
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

/**
 * A list beside a long text is seen whole, never in a scroll box of its own (ten links of which six
 * showed, the rest behind a scroll of their own, read as a list of six). The column tries its states in
 * turn until the whole list fits: as the page lays it out; `more` and `most`, where the page gives it
 * more room (an article's ask sheds its lead, then its facts: article.css); `unpinned`, not held under
 * the header, so that it scrolls away with the text, whole, rather than stay in view cut. At 1280 x 800
 * a list of sixteen sections stays pinned and whole.
 */
const ROOMS = [undefined, 'more', 'most', 'unpinned'] as const;

function fitWhole(nav: HTMLElement | null): void {
  const column = nav?.closest<HTMLElement>('.contents-column');
  if (!column) return;
  for (const room of ROOMS) {
    if (room) column.dataset.room = room;
    else delete column.dataset.room;
    if (column.scrollHeight <= column.clientHeight + 1) return;
  }
}

export function ContentsNav({ label, sections }: ContentsNavProps) {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const nav = useRef<HTMLElement>(null);

  useScrollFrame(
    () =>
      setCurrent(
        sectionInView(sections.map(({ id }) => document.getElementById(id)).filter((heading) => heading !== null)),
      ),
    [sections],
    () => fitWhole(nav.current),
  );
  // Measured again once the typeface has loaded, which may wrap a title differently from its fallback.
  useEffect(() => void document.fonts.ready.then(() => fitWhole(nav.current)), []);

  return (
    <nav aria-label={label} ref={nav}>
      <ContentsList sections={sections} current={current} />
    </nav>
  );
}
