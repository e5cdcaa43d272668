// The blog as a visitor sees it: the newest article featured in the listing's hero and nowhere else on
// the page, every cover its own drawing and its own composition, cards whose facts read on one line
// and line up with their neighbours', and on a phone a hero that stays on the screen, a full-width
// Subscribe and an author card whose bio reads at the width of the card.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CoverSpec } from '../../cli/model/cover-spec.ts';
import { FLORET_BANDS } from '../../templates/art/bluebonnet-field.ts';
import { PostCover } from '../../templates/parts/PostCover.tsx';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { listedPosts, postsOnFirstPage } from '../support/site-content.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The six posts of the spec, as their covers are drawn (cli/model/cover-spec.ts): the sample the
 *  drawing's variety is judged on, whatever posts the content holds now. */
const SAMPLE_COVERS: CoverSpec[] = [
  {
    seed: '1:10 Essential Security Measures Every Texas Small Business Needs',
    parts: [117, 147, 163, 142, 154, 132, 111, 137, 154, 132, 240, 145],
    tone: 'Security',
  },
  {
    seed: '2:Microsoft 365 vs. Google Workspace: Choosing the Right Productivity Suite for Your Business',
    parts: [144, 105, 327, 311, 255, 398, 197, 190, 315, 208, 109, 110],
    tone: 'Productivity',
  },
  {
    seed: '3:The Real Cost of IT Management for Texas SMBs',
    parts: [116, 106, 112, 327, 356, 153, 392, 170, 268, 132, 95],
    tone: 'IT Management',
  },
  {
    seed: '4:Cloud Migration for SMBs: A Step-by-Step Guide',
    parts: [118, 165, 165, 272, 270, 218, 285, 223, 261, 163, 367, 174, 153, 119, 98, 91, 180],
    tone: 'Cloud Services',
  },
  {
    seed: '5:Email Threats Every Texas Business Should Know in 2024',
    parts: [105, 449, 756, 81, 81],
    tone: 'Email Security',
  },
  {
    seed: '6:HIPAA Compliance for Texas Healthcare Practices: A Practical Guide for 2024',
    parts: [242, 253, 578, 1277, 1537, 250, 123, 276],
    tone: 'Compliance',
  },
];

describe('the blog listing', () => {
  it('features the newest article in its hero, with all a card shows, and lists it nowhere else on the page', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/blog`);
    const featured = page.locator('.hero .featured-post');
    expect(await featured.count()).toBe(1);
    const [newest] = listedPosts();
    expect(await featured.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')).toBe(newest);
    expect(await featured.locator('.post-media__cover').isVisible()).toBe(true);
    expect(await featured.locator('img.post-media__image').getAttribute('src')).toBe('/api/placeholder/400/250');
    expect(await featured.locator('.badge').count()).toBe(1);
    expect(await featured.locator('.featured-post__description').textContent()).toMatch(/\w{3,}/);
    expect(await featured.locator('.post-facts li').count()).toBe(3);
    expect(await featured.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe(newest);

    const links = (selector: string) =>
      page.locator(selector).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const grid = await links('.post-grid .post-card a.card-link');
    expect(grid).not.toContain(newest);
    // Every post the page has room for, each once, newest first, each with its Read More.
    expect(await links('.post-card a.card-link')).toEqual(postsOnFirstPage());
    expect(await links('.post-card a.post-card__more')).toEqual(postsOnFirstPage());
    // The old hero drew copies of the first card; nothing of it is left.
    expect(await page.locator('.post-stack').count()).toBe(0);
  });

  it("draws every post a cover of its own, over the spec's placeholder image", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/blog`);
    const sources = await page
      .locator('.post-card img.post-media__cover')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    const covers = await Promise.all(sources.map(async (src) => (await fetch(src)).text()));
    const shown = postsOnFirstPage().length;
    expect(covers).toHaveLength(shown);
    expect(new Set(covers).size).toBe(shown);
    expect(
      await page
        .locator('.post-card img.post-media__image')
        .evaluateAll((images) => images.map((img) => img.getAttribute('src'))),
    ).toEqual(Array(shown).fill('/api/placeholder/400/250'));
  });

  it('composes the covers differently, not only in colour: the light, the horizon, the flowers spread or clustered, near or far', async () => {
    const { page } = await openPage(browser);
    // The spec's six posts' covers, measured where the browser lays SVG out.
    await page.setContent(
      SAMPLE_COVERS.map((spec, index) => renderToStaticMarkup(PostCover({ spec, id: `sample-${index}` }))).join(''),
    );
    const scenes = await page.locator('svg').evaluateAll(
      (svgs, floretColours) =>
        svgs.map((svg) => {
          const florets = new Set<string>(floretColours);
          // The flowers, in the drawing's own units (a row drawn smaller or bigger is a scaled group).
          const scaleOf = (element: Element) =>
            Number(
              /scale\(([\d.]+)\)/.exec(element.closest('g[transform]')?.getAttribute('transform') ?? '')?.[1] ?? 1,
            );
          const flowers = [...svg.querySelectorAll('path')].filter((path) =>
            florets.has(path.getAttribute('fill') ?? ''),
          );
          const boxes = flowers.map((path) => ({ box: path.getBBox(), scale: scaleOf(path) }));
          const left = Math.min(...boxes.map(({ box, scale }) => box.x * scale));
          const right = Math.max(...boxes.map(({ box, scale }) => (box.x + box.width) * scale));
          const farHill = svg.querySelector('path[d^="M0 400L0 "]') as SVGPathElement;
          return {
            glow: Number(svg.querySelector('circle[fill$="-light)"]')?.getAttribute('r')),
            sunset: svg.innerHTML.includes('#ff8a5b'),
            spread: (right - left) / 800,
            horizon: farHill.getBBox().y,
            flowerSize: Math.max(...boxes.map(({ scale }) => scale)),
          };
        }),
      FLORET_BANDS.slice(0, -1),
    );
    const range = (values: number[]) => [Math.min(...values), Math.max(...values)] as const;
    const [smallestGlow, largestGlow] = range(scenes.map((scene) => scene.glow));
    expect(largestGlow / smallestGlow, 'the light, small and large').toBeGreaterThan(1.5);
    expect(new Set(scenes.map((scene) => scene.sunset)), 'at sunset and by moonlight').toEqual(new Set([true, false]));
    const [narrowest, widest] = range(scenes.map((scene) => scene.spread));
    expect(widest - narrowest, 'flowers clustered and spread').toBeGreaterThan(0.2);
    const [highest, lowest] = range(scenes.map((scene) => scene.horizon));
    expect(lowest - highest, 'a high horizon and a low one').toBeGreaterThan(50);
    const [far, near] = range(scenes.map((scene) => scene.flowerSize));
    expect(near / far, 'a close-up and a wide field').toBeGreaterThan(1.4);
  });

  it.each([375, 768, 1280, 1600])(
    "sets each card's author, date and read time on one line, Read More right under them, at %i px",
    async (width) => {
      const { page } = await openPage(browser, { width, height: 900 });
      await page.goto(`${baseUrl()}/blog`);
      const cards = await page.locator('.post-card').evaluateAll((all) =>
        all.map((card) => {
          const facts = [...card.querySelectorAll('.post-facts li')].map((li) => li.getBoundingClientRect());
          const more = card.querySelector('.post-card__more')!.getBoundingClientRect();
          const list = card.querySelector('.post-facts')!.getBoundingClientRect();
          return {
            title: card.querySelector('h2')!.textContent,
            tops: facts.map((box) => Math.round(box.top)),
            gap: more.top - list.bottom,
            date: card.querySelector('.post-facts time')!.textContent,
          };
        }),
      );
      expect(cards).toHaveLength(postsOnFirstPage().length);
      for (const card of cards) {
        expect(new Set(card.tops).size, `${card.title}: facts on ${new Set(card.tops).size} lines`).toBe(1);
        // Read More's 44 px target starts within a few pixels of the facts (its words a step lower).
        expect(card.gap, `${card.title}: space above Read More`).toBeLessThanOrEqual(8);
        expect(card.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      }
    },
  );

  it.each([768, 1280, 1600])(
    'lines up the facts and Read More of cards side by side, each description right under its own title, at %i px',
    async (width) => {
      const { page } = await openPage(browser, { width, height: 900 });
      await page.goto(`${baseUrl()}/blog`);
      const cards = await page.locator('.post-grid .post-card').evaluateAll((all) =>
        all.map((card) => {
          const box = (selector: string) => card.querySelector(selector)!.getBoundingClientRect();
          return {
            top: Math.round(card.getBoundingClientRect().top),
            title: box('h2').height,
            // Room between a title and its description: no line kept for a neighbour's longer title.
            underTitle: Math.round(box('.post-card__description').top - box('h2').bottom),
            facts: Math.round(box('.post-facts').top),
            more: Math.round(box('.post-card__more').top),
          };
        }),
      );
      const rows = new Map<number, typeof cards>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      const sideBySide = [...rows.values()].filter((row) => row.length > 1);
      expect(sideBySide.length, 'rows of more than one card').toBeGreaterThan(0);
      // Titles of one, two and more lines stand in these rows, so the lining up is what is tested.
      expect(new Set(sideBySide.flat().map((card) => Math.round(card.title))).size).toBeGreaterThan(1);
      for (const row of sideBySide) {
        for (const part of ['facts', 'more'] as const)
          expect(new Set(row.map((card) => card[part])).size, part).toBe(1);
      }
      expect(new Set(cards.map((card) => card.underTitle)), 'room under each title').toEqual(
        new Set([cards[0]!.underTitle]),
      );
      expect(cards[0]!.underTitle).toBeLessThanOrEqual(16);
    },
  );
});

describe('an article', () => {
  it("keeps the spec's order: Back to Blog, badge, title, summary, facts, body, call to action, and last the About the Author card", async () => {
    const { page } = await openPage(browser);
    const [article] = listedPosts();
    await page.goto(`${baseUrl()}${article}`);
    const order = await page.locator('article.article').evaluate((article) => {
      const parts = [
        ['back', '.back-link'],
        ['badge', '.badge'],
        ['title', 'h1'],
        ['summary', '.article__summary'],
        ['facts', '.post-facts'],
        ['body', '.article__body'],
        ['call to action', '.article-cta'],
        ['author', '.author-note'],
      ] as const;
      const found = parts.map(([name, selector]) => [name, article.querySelector(selector)] as const);
      found.sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const layout = article.querySelector('.article__layout')!;
      return {
        order: found.map(([name]) => name),
        last: layout.lastElementChild?.className,
        cta: article.querySelector('.article-cta a')?.getAttribute('href'),
      };
    });
    expect(order.order).toEqual(['back', 'badge', 'title', 'summary', 'facts', 'body', 'call to action', 'author']);
    // Anything the article adds later (related posts, say) comes after the author, not between.
    expect(order.last).toBe('author-note');
    expect(order.cta).toBe('/contact');
    // After the article, three others to read, none of them this one.
    const next = await page
      .locator('article.article + .related-posts a.card-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(next).toHaveLength(3);
    expect(next).not.toContain(article);
    // Each shown as the listing shows it: its cover first, to the card's edges, then its words.
    const cards = await page.locator('.related-post').evaluateAll((items) =>
      items.map((item) => {
        const cover = item.querySelector('.post-media img.post-media__cover');
        const [card, media] = [
          item.getBoundingClientRect(),
          item.querySelector('.post-media')?.getBoundingClientRect(),
        ];
        return {
          cover: Boolean(cover),
          first: item.firstElementChild?.classList.contains('post-media'),
          edgeToEdge: media ? Math.abs(media.width - card.width) <= 2 : false,
        };
      }),
    );
    expect(cards).toEqual(next.map(() => ({ cover: true, first: true, edgeToEdge: true })));
    await page.close();
  });
});

describe('the blog on a 375 px phone', () => {
  it('keeps the hero and its featured article inside the screen', async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(`${baseUrl()}/blog`);
    for (const selector of ['.hero', '.hero .featured-post', '.hero .featured-post__title']) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.x, selector).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, selector).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  it('makes Subscribe full-width, like every other phone button', async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(`${baseUrl()}/blog`);
    const form = (await page.locator('.newsletter__form').boundingBox())!;
    const field = (await page.locator('#newsletter-email').boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Subscribe' }).boundingBox())!;
    expect(button.width).toBeCloseTo(form.width, 0);
    expect(field.width).toBeCloseTo(form.width, 0);
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.y).toBeGreaterThan(field.y + field.height - 1);
  });

  it("gives the author's bio the card's whole width under the avatar and name", async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(`${baseUrl()}${listedPosts()[0]}`);
    const card = (await page.locator('.author-note').boundingBox())!;
    const avatar = (await page.locator('.author-note__avatar').boundingBox())!;
    const bio = (await page.locator('.author-note__bio').boundingBox())!;
    expect(bio.y).toBeGreaterThanOrEqual(avatar.y + avatar.height);
    expect(bio.width).toBeGreaterThan(card.width * 0.8);
  });
});
