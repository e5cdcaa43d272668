// The sticky bar of /services' seven categories: it marks the category in view (aria-current), and on
// a phone, where the bar scrolls sideways, keeps that category's link in sight, so a visitor scrolling
// the long catalogue always knows where they are. Without JavaScript it is the same list of links,
// none marked.
/** @jsxImportSource #island-runtime */
import { useEffect, useRef, useState } from '#island-runtime';
import { useScrollFrame } from '../scroll-frame.ts';

export interface CategoryNavProps {
  categories: { anchor: string; title: string }[];
}

/** The element that sticks under the header: the page's nav around this island's list. */
function stickyAncestor(element: HTMLElement): HTMLElement | undefined {
  for (let e: HTMLElement | null = element; e; e = e.parentElement)
    if (getComputedStyle(e).position === 'sticky') return e;
  return undefined;
}

export function CategoryNav({ categories }: CategoryNavProps) {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);

  // Once the bar has stuck under the header (the visitor is in the catalogue, not still at the hero
  // above it), the category in view is the last one whose top has passed a line just under the bars.
  // Before that nothing is marked, as in the page's own HTML.
  useScrollFrame(() => {
    const bar = list.current && stickyAncestor(list.current);
    if (!bar) return;
    const stuck = bar.getBoundingClientRect().top <= parseFloat(getComputedStyle(bar).top) + 1;
    const line = bar.getBoundingClientRect().bottom + window.innerHeight * 0.2;
    let inView: string | undefined;
    if (stuck)
      for (const { anchor } of categories) {
        const section = document.getElementById(anchor);
        if (section && section.getBoundingClientRect().top <= line) inView = anchor;
      }
    setCurrent(inView);
  }, [categories]);

  // Sideways only: the page itself never moves because the bar did. With nothing marked (back up at
  // the hero) the bar returns to its start, its first category whole again.
  useEffect(() => {
    const bar = list.current;
    if (!bar || bar.scrollWidth <= bar.clientWidth) return;
    const link = bar.querySelector<HTMLElement>('[aria-current]');
    const left = link ? link.offsetLeft - (bar.clientWidth - link.offsetWidth) / 2 : 0;
    bar.scrollTo({ left, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [current]);

  return (
    <ul className="category-nav__list" ref={list}>
      {categories.map(({ anchor, title }) => (
        <li key={anchor}>
          <a href={`#${anchor}`} aria-current={current === anchor ? 'true' : undefined}>
            {title}
          </a>
        </li>
      ))}
    </ul>
  );
}
