// The blog's feeds as a feed reader gets them, and the Content-Security-Policy every page carries in
// a meta tag for hosts that send no headers (GitHub Pages, a bucket): both checked in Chromium.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { launchChromium } from '../support/browser.ts';
import { TEST_SITE_URL } from '../support/global-setup.ts';
import { baseUrl } from '../support/pages.ts';
import { projectRoot } from '../support/project-copy.ts';
import { hostFolder, type StaticHost } from '../support/static-host.ts';

let browser: Browser;
let content: Content;
beforeAll(async () => {
  content = loadContent(contentOnDisk(projectRoot));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The XML of a feed as Chromium parses it: the error's text if it is not well-formed. */
async function parseFeed(file: string) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl()}/404-for-a-blank-page`);
  const text = await (await fetch(`${baseUrl()}/${file}`)).text();
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent;
    const all = (selector: string) =>
      Array.from(doc.querySelectorAll(selector), (element) => element.textContent?.trim() ?? '');
    return {
      error,
      root: doc.documentElement.nodeName,
      all: {
        titles: all('item > title, entry > title'),
        links: all('item > link'),
        categories: all('item > category'),
      },
      doc: xml,
    };
  }, text);
}

const newestFirst = () => [...content.posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

describe('the blog feeds', () => {
  it('RSS 2.0: well-formed, with every post: title, link, summary, date, author, category', async () => {
    const response = await fetch(`${baseUrl()}/blog/rss.xml`);
    expect(response.status).toBe(200);
    const { error, root, all, doc } = await parseFeed('blog/rss.xml');
    expect(error).toBeUndefined();
    expect(root).toBe('rss');
    expect(doc).toContain('<rss version="2.0"');
    expect(all.titles).toEqual(newestFirst().map((post) => post.title));
    expect(all.links).toEqual(newestFirst().map((post) => `${TEST_SITE_URL}/blog/${post.id}`));
    expect(all.categories).toEqual(newestFirst().map((post) => post.category));
    for (const post of content.posts) expect(doc).toContain(post.description.replaceAll('&', '&amp;').slice(0, 40));
    expect(doc.match(/<pubDate>/g)).toHaveLength(content.posts.length);
    expect(doc.match(/<dc:creator>|<author>/g)?.length).toBeGreaterThanOrEqual(content.posts.length);
  });

  it('Atom: well-formed, with an entry per post, each with its author, date and summary', async () => {
    const { error, root, all, doc } = await parseFeed('blog/atom.xml');
    expect(error).toBeUndefined();
    expect(root).toBe('feed');
    expect(doc).toContain('xmlns="http://www.w3.org/2005/Atom"');
    expect(all.titles).toEqual(newestFirst().map((post) => post.title));
    for (const required of ['<id>', '<updated>', '<summary', '<author>', '<category']) {
      expect(doc.split(required).length - 1, required).toBeGreaterThanOrEqual(content.posts.length);
    }
  });

  it('JSON Feed 1.1: every post with the fields the version requires', async () => {
    const feed = (await (await fetch(`${baseUrl()}/blog/feed.json`)).json()) as {
      version: string;
      title: string;
      items: Record<string, unknown>[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBeTruthy();
    expect(feed.items.map((item) => item.url)).toEqual(newestFirst().map((post) => `${TEST_SITE_URL}/blog/${post.id}`));
    for (const [index, post] of newestFirst().entries()) {
      expect(feed.items[index]).toMatchObject({
        id: `${TEST_SITE_URL}/blog/${post.id}`,
        title: post.title,
        summary: post.description,
        date_published: new Date(post.date).toISOString(),
        authors: [{ name: post.author.name }],
        tags: [post.category],
      });
    }
  });

  it("is linked from every page's head", async () => {
    for (const file of ['index.html', 'about.html', 'blog.html', '404.html']) {
      const html = await readFile(path.join(inject('distDir'), file), 'utf8');
      expect(
        html.match(/<link rel="alternate"[^>]*href="\/blog\/(rss\.xml|atom\.xml|feed\.json)"/g),
        file,
      ).toHaveLength(3);
    }
  });
});

describe('the Content-Security-Policy meta tag', () => {
  let bare: StaticHost;
  beforeAll(async () => {
    bare = await hostFolder(inject('distDir')); // no header rules: a host that sends none
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('refuses an inline script on a host that sends no headers, and the page still works', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    // The home page as built, with an inline script added: what an injected <script> would be.
    await page.route(`${bare.origin}/`, async (route) => {
      const response = await route.fetch();
      expect(response.headers()['content-security-policy']).toBeUndefined();
      const html = (await response.text()).replace('</main>', '<script>window.inlineRan = true</script></main>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${bare.origin}/`);
    expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    expect(violations.join('\n')).toMatch(/inline script/i);
    // The site's own scripts are files of its own origin: the menu island still hydrates.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.locator('[data-island="SiteMenu"] button[aria-expanded]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('carries the policy of the headers, without frame-ancestors, which a meta tag cannot carry', async () => {
    const html = await readFile(path.join(inject('distDir'), 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&#x27;', "'");
    expect(meta).toContain("script-src 'self'");
    expect(meta).toContain("object-src 'none'");
    expect(meta).not.toContain('frame-ancestors');
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<style>'));
  });
});
