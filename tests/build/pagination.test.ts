// Beyond twelve posts the blog listing continues on numbered pages.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { setGeneratedPosts } from '../support/generated-posts.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

let project: ProjectCopy;
let outDir: string;
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
const links = (html: string, pattern: RegExp) => Array.from(html.matchAll(pattern), (match) => match[1]);

beforeAll(async () => {
  project = await copyProject();
  // 30 made-up posts in place of the real ones, however many the editors have written: pages of 12, 12 and 6.
  const blog = path.join(project.root, 'content/blog');
  for (const file of await readdir(blog)) await rm(path.join(blog, file));
  await setGeneratedPosts(project, 30);
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-pages-')), 'dist');
  await buildSite({
    projectRoot: project.root,
    outDir,
    config: configFromEnv({ SITE_URL: 'https://www.example.com' }),
  });
});
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

describe('the blog listing with 30 posts', () => {
  it('shows the newest twelve on /blog (one in the hero, eleven in the grid), the next on /blog/page/2 and /blog/page/3', async () => {
    // The grid's cards only: the newest post is featured in the hero above them and nowhere else.
    const cards = async (file: string) =>
      links((await read(file)).split('class="card-grid post-grid"')[1]!, /<a href="(\/blog\/\d+)" class="card-link">/g);
    const [first, second, third] = await Promise.all([
      cards('blog.html'),
      cards('blog/page/2.html'),
      cards('blog/page/3.html'),
    ]);
    expect([first.length, second.length, third.length]).toEqual([11, 12, 6]);
    const hero = links(
      (await read('blog.html')).split('class="card-grid post-grid"')[0]!,
      /<a href="(\/blog\/\d+)" class="card-link">/g,
    );
    expect(hero).toHaveLength(1);
    const everyPost = Array.from({ length: 30 }, (_, i) => `/blog/${100 + i}`);
    expect(new Set([...hero, ...first, ...second, ...third])).toEqual(new Set(everyPost));
  });

  it('links the pages with numbers, Previous and Next, rel="prev" and rel="next"', async () => {
    const second = await read('blog/page/2.html');
    expect(links(second, /<nav class="pagination"[\s\S]*?<\/nav>/g)).toHaveLength(1);
    expect(links(second, /<a href="([^"]+)" aria-current="page" aria-label="Page \d+">/g)).toEqual(['/blog/page/2']);
    expect(links(second, /<a (?:class="pagination__step" )?href="([^"]+)"[^>]*rel="prev"/g)).toEqual(['/blog']);
    expect(links(second, /<a (?:class="pagination__step" )?href="([^"]+)"[^>]*rel="next"/g)).toEqual(['/blog/page/3']);
    const has = (html: string, text: string) => html.includes(text);
    expect(
      has(second, '<link rel="prev" href="/blog"/>') && has(second, '<link rel="next" href="/blog/page/3"/>'),
      'head links',
    ).toBe(true);
    expect(links(second, /<title>([^<]*)<\/title>/g)).toEqual([
      'Blog | Bluebonnet Cyber - Security &amp; IT Insights for Texas Businesses (page 2 of 3)',
    ]);
    expect(has(await read('blog.html'), 'rel="prev"'), 'a previous page of the first').toBe(false);
  });

  it('lists every page of the listing in the sitemap', async () => {
    const sitemap = await read('sitemap.xml');
    for (const page of ['/blog', '/blog/page/2', '/blog/page/3'])
      expect(sitemap).toContain(`<loc>https://www.example.com${page}</loc>`);
  });

  it("dates each post in the sitemap by its own date, each page of the listing by the newest post's, and no other page", async () => {
    const sitemap = await read('sitemap.xml');
    const listed = new Map(
      Array.from(
        sitemap.matchAll(/<loc>https:\/\/www\.example\.com([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g),
        ([, page, lastmod]) => [page!, lastmod],
      ),
    );
    const blog = path.join(project.root, 'content/blog');
    const dates = new Map<string, string>();
    for (const file of await readdir(blog)) {
      const text = await readFile(path.join(blog, file), 'utf8');
      dates.set(`/blog/${/^id: (\d+)$/m.exec(text)![1]}`, /^date: (\S+)$/m.exec(text)![1]!);
    }
    const newest = [...dates.values()].sort().at(-1);
    for (const [page, lastmod] of listed) {
      const expected = dates.get(page) ?? (/^\/blog(\/page\/\d+)?$/.test(page) ? newest : undefined);
      expect(lastmod, page).toBe(expected);
    }
    expect(listed.size).toBeGreaterThan(dates.size + 3);
  });
});
