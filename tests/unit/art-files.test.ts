// The images the drawings publish as files of their own are what templates/art/art-files.ts declares:
// the build writes each of them, and every one the stylesheet names is among them, so a horizon added
// to the stylesheet without its drawing fails here rather than showing a hill-less hero.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderedSite } from '../support/rendered-pages.ts';
import { ART_FILES } from '../../templates/art/art-files.ts';
import { projectRoot } from '../support/project-copy.ts';

/** Every /art/ address the stylesheets name. */
function artNamedByStyles(): Set<string> {
  const folder = path.join(projectRoot, 'client/styles');
  const sheets = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  const named = sheets.flatMap((file) =>
    [...readFileSync(path.join(folder, file), 'utf8').matchAll(/url\('(\/art\/[^']+)'\)/g)].map((match) => match[1]!),
  );
  return new Set(named);
}

describe("the drawings' own files", () => {
  it('are written by the build, each as its drawing renders it, and nothing else under art/', async () => {
    const site = await renderedSite({ keepContents: true });
    const written = [...site.names].filter((file) => file.startsWith('art/'));
    expect(written.sort()).toEqual(ART_FILES.map((art) => art.path.slice(1)).sort());
    for (const art of ART_FILES) expect(site.contents!.get(art.path.slice(1)), art.path).toBe(art.render());
  });

  it('include every image under /art/ the stylesheet names', () => {
    const declared = new Set(ART_FILES.map((art) => art.path));
    const named = artNamedByStyles();
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((address) => !declared.has(address))).toEqual([]);
  });
});
