// An island is known by its file's name (client/islands/index.ts), takes only what JSON carries, and
// is recorded by the page that renders it; anything else is a type error or stops the build.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listedIslands } from '../../cli/build/assets.ts';
import { ISLANDS } from '../../client/islands/index.ts';
import { ContentsNav } from '../../client/islands/ContentsNav.tsx';
import { Toaster } from '../../client/islands/Toaster.tsx';
import type { JsonValue } from '../../client/json-value.ts';
import { Island, IslandsOnPage, type IslandProps, type IslandRecording } from '../../templates/Island.tsx';
import { IslandError } from '../../templates/island-error.ts';
import { projectRoot } from '../support/project-copy.ts';

// Checked by tsc (npm run typecheck), never run: what the types refuse.
function Countdown(_props: { until: Date }) {
  return null;
}
type ConfirmButton = (props: { onConfirm: () => void }) => null;
export const typeChecks = () => {
  // @ts-expect-error a Date reaches the browser as a string
  const date: IslandProps<typeof Countdown> = { until: new Date() };
  // @ts-expect-error a function does not reach it at all
  const callback: IslandProps<ConfirmButton> = { onConfirm: () => undefined };
  // @ts-expect-error nor does a Map
  const map: JsonValue = new Map([['a', 1]]);
  // Props declared as interfaces are fine when everything in them is JSON.
  const contents: IslandProps<typeof ContentsNav> = {
    label: 'On this page',
    sections: [{ id: 'scope', title: 'Scope' }],
  };
  // @ts-expect-error only the listed islands can be placed
  const unlisted = createElement(Island, { component: Countdown, props: { until: '2026-01-01' } });
  return [date, callback, map, contents, unlisted];
};

/** Renders `children` as the build renders a part of a page, with the islands it records. */
function renderOnPage(children: ReactNode, recording: IslandRecording | null) {
  return renderToStaticMarkup(
    recording ? createElement(IslandsOnPage.Provider, { value: recording }, children) : children,
  );
}

const placed = <C extends keyof typeof ISLANDS>(component: (typeof ISLANDS)[C], props: unknown) =>
  createElement(Island, { component, props } as never);

describe('an island', () => {
  it('is recorded under the name of its file, with its props beside it', () => {
    const islands = new Set<string>();
    const html = renderOnPage(placed(Toaster, {}), { page: '/contact', islands });
    expect([...islands]).toEqual(['Toaster']);
    expect(html).toContain('<div class="island" data-island="Toaster">');
    expect(html).toContain('<script type="application/json" data-island-props="Toaster">{}</script>');
  });

  it('stops the build, naming the page and the island, where the page cannot record it', () => {
    expect(() => renderOnPage(placed(Toaster, {}), { page: '/about', islands: null })).toThrow(IslandError);
    expect(() => renderOnPage(placed(Toaster, {}), { page: '/about', islands: null })).toThrow(
      /^The page \/about renders the island Toaster where the build cannot record it/,
    );
    expect(() => renderOnPage(placed(Toaster, {}), null)).toThrow(
      /^A part rendered outside any page renders the island Toaster where the build cannot record it/,
    );
  });

  it('stops the build when its component is not one of client/islands/index.ts', () => {
    const Unlisted = () => null;
    expect(() =>
      renderOnPage(createElement(Island, { component: Unlisted, props: {} } as never), {
        page: '/',
        islands: new Set(),
      }),
    ).toThrow('The page / renders Unlisted as an island, but client/islands/index.ts does not list it');
  });

  it('stops the build when its props would not reach the browser as they are (props that escaped the types)', () => {
    const render = (props: unknown) => () =>
      renderOnPage(placed(Toaster, props), { page: '/blog', islands: new Set() });
    const menu = {
      links: [],
      path: '/blog',
      cta: { label: 'Quote', href: '/contact' },
      call: { phone: '(214) 555-0142', hours: 'Mon–Fri' },
    };
    expect(render({ ...menu, since: new Date(0) })).toThrow(
      'The page /blog gives the island Toaster props that JSON cannot carry to the browser as they are: props.since: a Date',
    );
    expect(render({ ...menu, cta: { ...menu.cta, onClick: () => undefined } })).toThrow(
      'props.cta.onClick: a function',
    );
    expect(render({ ...menu, links: [undefined] })).toThrow('props.links[0]: undefined, which JSON writes as null');
    expect(render({ ...menu, ratio: Number.NaN })).toThrow('props.ratio: NaN, which JSON writes as null');
    expect(render({ ...menu, note: undefined })).not.toThrow();
  });
});

describe('client/islands/index.ts', () => {
  it('lists every component file of client/islands/ under its name, as the export of that name of that file', async () => {
    const files = readdirSync(path.join(projectRoot, 'client/islands')).filter((file) => file.endsWith('.tsx'));
    expect(Object.keys(ISLANDS).sort()).toEqual(files.map((file) => path.basename(file, '.tsx')).sort());
    for (const file of files) {
      const name = path.basename(file, '.tsx');
      const module = (await import(`../../client/islands/${name}.tsx`)) as Record<string, unknown>;
      expect(ISLANDS[name as keyof typeof ISLANDS], name).toBe(module[name]);
    }
  });
});

describe('the build', () => {
  it('stops when a component file of client/islands/ is not listed, since it would never hydrate', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'islands-'));
    try {
      mkdirSync(path.join(root, 'client/islands'), { recursive: true });
      for (const name of [...Object.keys(ISLANDS), 'PriceCalculator'])
        writeFileSync(path.join(root, `client/islands/${name}.tsx`), '');
      expect(() => listedIslands(root)).toThrow(
        'client/islands/PriceCalculator.tsx is not listed in client/islands/index.ts: add PriceCalculator to ISLANDS there, or move what is not an island out of client/islands/',
      );
      rmSync(path.join(root, 'client/islands/PriceCalculator.tsx'));
      expect(listedIslands(root)).toEqual(Object.keys(ISLANDS));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the components that run in the browser', () => {
  it("are typed as Preact, which runs them there: every component file of client/ takes its JSX from '#island-runtime'", () => {
    const files = readdirSync(path.join(projectRoot, 'client'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.tsx'),
    );
    expect(files).toContain(path.join('islands', 'SiteMenu.tsx'));
    const typedAsReact = files.filter(
      (file) =>
        !readFileSync(path.join(projectRoot, 'client', file), 'utf8').includes(
          '/** @jsxImportSource #island-runtime */',
        ),
    );
    expect(typedAsReact).toEqual([]);
  });
});
