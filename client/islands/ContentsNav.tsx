// The list of a long text's sections beside it (an article's, a legal page's): it marks the section
// being read (aria-current="location") as the text scrolls, and keeps that link in sight when the list
// is taller than its column and scrolls inside itself. Without JavaScript it is the same list of links,
// none marked.
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

/** The nearest ancestor that may scroll up and down: the column the list stands in. */
function scrollingAncestor(element: HTMLElement): HTMLElement | undefined {
  for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(e).overflowY)) return e;
  }
  return undefined;
}

/**
 * A column too short for its list shows a run of whole links, never a cut one (a link cut by the
 * column's foot or under its title read as a broken line): the run holds the section being read, the
 * column scrolls so that the run's first link starts at the title's foot, and the column is cut back
 * to end after the run's last. The column's height comes from the page's layout; this only shortens
 * it, and scrolls it, never the page.
 */
function showWholeLinks(column: HTMLElement, marked: HTMLElement | null): void {
  column.style.maxHeight = '';
  column.scrollTop = 0;
  if (column.scrollHeight <= column.clientHeight) return;
  const box = column.getBoundingClientRect();
  const padding = parseFloat(getComputedStyle(column).paddingBottom);
  const links = [...column.querySelectorAll<HTMLElement>('li')].map((item) => {
    const { top, bottom } = item.getBoundingClientRect();
    return { item, top: top - box.top, bottom: bottom - box.top };
  });
  // Where the first link starts (under the title) and how much room the column leaves below that.
  const head = links[0]!.top;
  const room = box.height - padding - head;
  const at = Math.max(
    0,
    links.findIndex(({ item }) => marked !== null && item.contains(marked)),
  );
  // The run: from the marked link back as far as the room allows, then on as far as it still does.
  let first = at;
  while (first > 0 && links[at]!.bottom - links[first - 1]!.top <= room) first--;
  let last = at;
  while (last + 1 < links.length && links[last + 1]!.bottom - links[first]!.top <= room) last++;
  column.style.maxHeight = `${head + links[last]!.bottom - links[first]!.top + padding}px`;
  column.scrollTop = links[first]!.top - head;
}

export function ContentsNav({ label, sections }: ContentsNavProps) {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const nav = useRef<HTMLElement>(null);

  const showMarked = () => {
    const column = nav.current && scrollingAncestor(nav.current);
    if (column) showWholeLinks(column, nav.current!.querySelector('[aria-current]'));
  };
  useScrollFrame(
    () =>
      setCurrent(
        sectionInView(sections.map(({ id }) => document.getElementById(id)).filter((heading) => heading !== null)),
      ),
    [sections],
    showMarked,
  );
  // Once the marked link has changed on the page (it is read from there).
  useEffect(showMarked, [current]);

  return (
    <nav aria-label={label} ref={nav}>
      <ContentsList sections={sections} current={current} />
    </nav>
  );
}
