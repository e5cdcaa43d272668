// The built site in real Chromium, served the way the static host serves it.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { routeTable } from '../../cli/site/routes.tsx';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { articlesWithSections, listedPosts, postsOnFirstPage } from '../support/site-content.ts';
import { projectRoot } from '../support/project-copy.ts';

let browser: Browser;
let content: Content;
beforeAll(async () => {
  content = loadContent(contentOnDisk(projectRoot));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const MAIN_NAV = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/services'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
];

describe('every route', () => {
  // Its scripts' errors, and the console's (a CSP violation among them), are hydration-parity.test.ts's:
  // it opens every built page with them on. Here the server's page is enough, so no visit waits for them.
  it('answers 200 with its own title and one h1', async () => {
    const { page } = await openPage(browser, { javaScript: false });
    for (const route of routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } })) {
      const response = await page.goto(baseUrl() + route.path);
      expect(response?.status(), route.path).toBe(200);
      expect(await page.title(), route.path).toBe(route.page().meta.title);
      expect(await page.locator('h1').count(), `${route.path} has one h1`).toBe(1);
    }
  }, 90_000); // every route, one after another
});

describe('the shared layout', () => {
  it.each(MAIN_NAV)(
    'on %s: header with tagline, five links, the current one marked, and Get a Quote',
    async (_label, path) => {
      const { page } = await openPage(browser);
      await page.goto(baseUrl() + path);
      const header = page.locator('header.site-header');
      await expect.poll(() => header.getByText('Cybersecurity & IT Services').isVisible()).toBe(true);
      const nav = header.getByRole('navigation', { name: 'Main' });
      expect(
        await nav.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
      ).toEqual(MAIN_NAV);
      expect(
        await nav.locator('[aria-current="page"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual([path]);
      expect(await header.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe('/contact');
      expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    },
  );

  it('highlights the section of a nested page without calling it the current page', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}${listedPosts()[0]}`);
    const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    expect(await blogLink.getAttribute('class')).toContain('is-active');
    expect(await blogLink.getAttribute('aria-current')).toBeNull();
  });

  it('has a footer with the ten site links, three social links in new tabs and © 2024', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/about`);
    const footer = page.locator('footer');
    const hrefs = await footer.locator('nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(
      [
        '/',
        '/about',
        '/services',
        '/security',
        '/blog',
        '/careers',
        '/contact',
        '/privacy',
        '/terms',
        '/cookies',
      ].sort(),
    );
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    expect(await social.count()).toBe(3);
    for (const link of await social.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await social.evaluateAll((links) => links.map((a) => a.textContent))).toEqual([
      'LinkedIn (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
    expect(await footer.textContent()).toContain('© 2024 Bluebonnet Cyber');
  });
});

describe('the host analytics scripts', () => {
  it('are requested deferred on every page, and their 404 outside the host breaks nothing', async () => {
    const { page, pageErrors } = await openPage(browser);
    const analytics: [string, number][] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_vercel/')) analytics.push([new URL(response.url()).pathname, response.status()]);
    });
    await page.goto(`${baseUrl()}/services`, { waitUntil: 'networkidle' });
    expect(analytics.sort()).toEqual([
      ['/_vercel/insights/script.js', 404],
      ['/_vercel/speed-insights/script.js', 404],
    ]);
    expect(pageErrors).toEqual([]);
    expect(await page.locator('h1').isVisible()).toBe(true);
  });
});

describe('unknown paths', () => {
  it.each(['/security', '/careers', '/no/such/page', '/404', '/404.html'])(
    '%s shows the not-found page with status 404 and logs the path',
    async (path) => {
      const { page, pageErrors, consoleWarnings } = await openPage(browser);
      const response = await page.goto(baseUrl() + path);
      expect(response?.status()).toBe(404);
      expect(await page.locator('main').textContent()).toContain('404');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
      expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
      await expect.poll(() => consoleWarnings).toContainEqual(expect.stringContaining(path));
      expect(pageErrors).toEqual([]);
    },
  );
});

describe('blog images', () => {
  it("are the spec's placeholders in the HTML (400 by 250 on the listing, 800 by 400 in an article), each under its cover, which a visitor's browser shows and fetches instead", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/blog`);
    const cards = page.locator('.post-card img.post-media__image');
    expect(await cards.count()).toBe(postsOnFirstPage().length);
    expect(await cards.evaluateAll((images) => images.map((img) => img.getAttribute('src')))).toEqual(
      Array(postsOnFirstPage().length).fill('/api/placeholder/400/250'),
    );
    // Each post's cover is a file of its own (an SVG drawn 800 by 400), lazy below the first screen.
    const covers = page.locator('.post-card img.post-media__cover');
    await covers.evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode())));
    const drawn = await covers.evaluateAll((images) =>
      images.map((img) => [img.getAttribute('src'), (img as HTMLImageElement).naturalWidth]),
    );
    expect(drawn).toHaveLength(postsOnFirstPage().length);
    for (const [src, width] of drawn) {
      expect(src).toMatch(/^\/art\/covers\/[^/]+\.svg$/);
      expect(width).toBe(800);
    }
    // The placeholders a cover hides are not drawn, and not fetched.
    expect(await cards.evaluateAll((images) => images.map((img) => getComputedStyle(img).display))).toEqual(
      Array(postsOnFirstPage().length).fill('none'),
    );
    await page.goto(`${baseUrl()}${listedPosts()[0]}`, { waitUntil: 'load' });
    expect(await page.locator('img.article__image').getAttribute('src')).toBe('/api/placeholder/800/400');
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((address) => address.includes('/api/placeholder/'))).toEqual([]);
    expect(fetched.filter((address) => address.includes('/art/covers/'))).not.toEqual([]);
    // They are images all the same, of the spec's sizes, for readers, crawlers and a page without CSS.
    const sizes = await page.evaluate(() =>
      Promise.all(
        ['/api/placeholder/400/250', '/api/placeholder/800/400'].map(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return [image.naturalWidth, image.naturalHeight];
        }),
      ),
    );
    expect(sizes).toEqual([
      [400, 250],
      [800, 400],
    ]);
  });

  it('still display when a host serves them as application/octet-stream with nosniff', async () => {
    const { page } = await openPage(browser);
    await page.route('**/api/placeholder/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-type': 'application/octet-stream',
          'x-content-type-options': 'nosniff',
        },
      });
    });
    await page.goto(`${baseUrl()}${listedPosts()[0]}`);
    const width = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/api/placeholder/800/400';
      await image.decode();
      return image.naturalWidth;
    });
    expect(width).toBe(800);
  });
});

describe('without JavaScript', () => {
  it('every main page is complete: links, slides, catalog, form and articles are in the HTML', async () => {
    const { page } = await openPage(browser, { javaScript: false, width: 375 });
    await page.goto(baseUrl());
    expect(await page.locator('.slide').count()).toBe(3);
    for (const slide of await page.locator('.slide').all()) expect(await slide.isVisible()).toBe(true);
    for (const [label] of MAIN_NAV) {
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).isVisible()).toBe(
        true,
      );
    }
    await page.goto(`${baseUrl()}/contact`);
    for (const label of [
      'First Name',
      'Last Name',
      'Business Email',
      'Company Name',
      'Phone Number',
      'Number of Employees',
      'How Can We Help?',
    ]) {
      expect(await page.getByLabel(label).isVisible(), label).toBe(true);
    }
  });
});

describe('small screens', () => {
  it.each([360, 375])('nothing is wider than a %i px screen', async (width) => {
    const { page } = await openPage(browser, { width });
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/services',
      '/services/security-solutions',
      '/services/stronglink',
      '/services/box',
      '/blog',
      ...articlesWithSections(1),
      '/terms',
      '/nope',
    ]) {
      await page.goto(baseUrl() + path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
    }
  });

  it('lays vendor cards out in 1, 2 and 3 columns on mobile, medium and large screens, never leaving one card alone on a row', async () => {
    for (const path of ['/services/it-productivity', '/services/security-solutions']) {
      for (const [width, columns] of [
        [375, 1],
        [800, 2],
        [1280, 3],
      ] as const) {
        const { page } = await openPage(browser, { width });
        await page.goto(baseUrl() + path);
        const tops = await page
          .locator('.vendor-card')
          .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
        const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
        expect(Math.max(...rows), `${path} at ${width}px: cards in the fullest row`).toBe(columns);
        if (columns > 1)
          expect(
            rows.slice(1).every((count) => count > 1),
            `${path} at ${width}px: rows ${rows.join(', ')}`,
          ).toBe(true);
      }
    }
  }, 90_000); // six page loads in real Chromium
});
