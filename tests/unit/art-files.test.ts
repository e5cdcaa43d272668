// The images the drawings publish as files of their own are what templates/art/art-files.ts declares
// and each post's cover: the build writes each of them, and every one the stylesheet names is among them, so a horizon added
// to the stylesheet without its drawing fails here rather than showing a hill-less hero.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderedSite } from '../support/rendered-pages.ts';
import { ART_FILES } from '../../templates/art/art-files.ts';
import { coverFile, coverSvg } from '../../templates/parts/PostCover.tsx';
import { postCoverSpec } from '../../cli/model/cover-spec.ts';
import { projectRoot } from '../support/project-copy.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';

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
    const covers = loadContent(contentOnDisk(projectRoot)).posts.filter((post) => !post.image);
    expect(covers.length).toBeGreaterThan(0);
    expect(written.sort()).toEqual(
      [...ART_FILES.map((art) => art.path), ...covers.map((post) => coverFile(post))]
        .map((file) => file.slice(1))
        .sort(),
    );
    for (const art of ART_FILES) expect(site.contents!.get(art.path.slice(1)), art.path).toBe(art.render());
    // Each post's cover, once for every page that shows it.
    for (const post of covers)
      expect(site.contents!.get(coverFile(post).slice(1)), `post ${post.id}`).toBe(coverSvg(postCoverSpec(post)));
  });

  it('include every image under /art/ the stylesheet names', () => {
    const declared = new Set(ART_FILES.map((art) => art.path));
    const named = artNamedByStyles();
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((address) => !declared.has(address))).toEqual([]);
  });
});
