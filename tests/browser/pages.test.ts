// What each page type shows, with the spec's exact texts and links.
import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { listedPosts, postsOnFirstPage, siteContent } from '../support/site-content.ts';
import { SPEC_CATEGORY_ROUTES } from '../support/spec.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = (await openPage(browser)).page;
});
afterAll(async () => {
  await browser?.close();
});
// Between tests the shared page waits on a blank one, not on a page whose animations keep Chromium
// drawing beside the next tests (docs/testing.md, "Waiting").
afterEach(async () => {
  await page.goto('about:blank');
});

const go = (path: string) => page.goto(baseUrl() + path);
const hrefOf = (name: string | RegExp, scope = page.locator('main')) =>
  scope
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first()
    .getAttribute('href');

describe('home', () => {
  it('has the three slides with their buttons', async () => {
    await go('/');
    const slides = page.locator('.slide');
    expect(await slides.count()).toBe(3);
    const secondaries = await slides.evaluateAll((all) =>
      all.map((slide) => slide.querySelectorAll('.button')[1]?.getAttribute('href')),
    );
    expect(secondaries).toEqual(['/services/stronglink', '/services/hubspot-crm', '/services/aws']);
    const primaries = await slides.evaluateAll((all) =>
      all.map((slide) => slide.querySelector('.button')?.getAttribute('href')),
    );
    expect(primaries).toEqual(['/contact', '/contact', '/contact']);
    for (const slide of await slides.all()) {
      expect(await slide.locator('.check-list li').count()).toBeGreaterThan(0);
      expect(await slide.locator('.slide__logo svg').count()).toBe(1);
      expect(await slide.locator('.slide__float').count()).toBeGreaterThan(0);
    }
  });

  it('has the service catalog with security marked Our Specialty, and the two closing buttons', async () => {
    await go('/');
    const cards = page.locator('.catalog-card');
    expect(await cards.locator('a.card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      SPEC_CATEGORY_ROUTES,
    );
    expect(await cards.first().textContent()).toContain('Our Specialty');
    // The specialty names its five platforms, each a link to its page.
    expect(
      await cards
        .first()
        .locator('.catalog-card__platforms a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '/services/stronglink',
      '/services/okta',
      '/services/duo',
      '/services/crowdstrike',
      '/services/barracuda',
    ]);
    expect(await hrefOf('Get Free Consultation')).toBe('/contact');
    expect(await hrefOf('Learn About Our Process')).toBe('/about');
  });

  it('tells our own product once more after the catalogue: the catch in a drawing of its own, three points and its two asks (the audit is the first screen’s)', async () => {
    await go('/');
    const spotlight = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'The fake invoice never reaches your team' }),
    });
    expect(await spotlight.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Reads the sender',
      'Explains every verdict',
      'People behind it',
    ]);
    expect(await hrefOf('Get Free Consultation', spotlight)).toBe('/contact');
    expect(await hrefOf('Explore Stronglink', spotlight)).toBe('/services/stronglink');
    expect(await spotlight.getByText('SOC 2 Type II').count()).toBe(0);
    // Its drawing is a picture of its own (one message caught minute by minute), not the flagship
    // page's verdict or the first slide's inbox again.
    const drawing = spotlight.getByRole('img', { name: /minute by minute/ });
    expect(await drawing.locator('.art-timeline__moment').count()).toBe(5);
    expect(await drawing.locator('.is-turn').innerText()).toContain('Held before delivery');
    expect(await spotlight.locator('.art-verdict, .art-inbox').count()).toBe(0);
    const order = await page.evaluate(() =>
      ['#catalog-title', '#spotlight-title', '#platforms-title'].map(
        (id) => document.querySelector(id)!.getBoundingClientRect().top,
      ),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each([1024, 1280, 1600])(
    'at %i px, sets the catch in the middle of the words beside it, nearly as tall, the same room under each moment',
    async (width) => {
      const { page: wide } = await openPage(browser, { width, height: 900 });
      await wide.goto(baseUrl() + '/');
      const { words, drawing, moments, gaps } = await wide.evaluate(() => {
        const box = (element: Element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return { top: Math.round(top), bottom: Math.round(bottom) };
        };
        return {
          words: box(document.querySelector('.spotlight__copy')!),
          drawing: box(document.querySelector('.spotlight .art-timeline')!),
          moments: [...document.querySelectorAll('.spotlight .art-timeline__moment')].map((moment) => box(moment)),
          gaps: [...document.querySelectorAll('.spotlight .art-timeline__moment')]
            .slice(0, -1)
            .map((moment) =>
              Math.round(
                moment.nextElementSibling!.getBoundingClientRect().top -
                  moment.querySelector('.art-timeline__words')!.getBoundingClientRect().bottom,
              ),
            ),
        };
      });
      expect(Math.abs(drawing.top - words.top - (words.bottom - drawing.bottom)), 'centred').toBeLessThanOrEqual(2);
      // No moment spread 100 px from the next to fill the height; no drawing floating in a sea either.
      expect(drawing.bottom - drawing.top, 'nearly as tall as the words').toBeGreaterThan(
        0.75 * (words.bottom - words.top),
      );
      for (let i = 1; i < moments.length; i++)
        expect(moments[i]!.top, `moment ${i + 1}`).toBeGreaterThanOrEqual(moments[i - 1]!.bottom);
      // The same room under each moment's words, whatever each has to say.
      expect(
        Math.max(...gaps) - Math.min(...gaps),
        `the room under each moment: ${gaps.join(', ')}`,
      ).toBeLessThanOrEqual(2);
      await wide.context().close();
    },
  );

  it("keeps three of the catch's five moments on a phone (arrived, held, told why), inside the screen", async () => {
    const { page: phone } = await openPage(browser, { width: 320, height: 667 });
    await phone.goto(baseUrl() + '/');
    const moments = phone.locator('.spotlight .art-timeline__moment');
    const shown = await moments.evaluateAll((items) =>
      items
        .filter((item) => item.getBoundingClientRect().height > 0)
        .map((item) => item.querySelector('.art-timeline__title')!.textContent),
    );
    expect(shown).toEqual([
      'An invoice arrives for the office manager',
      'Held before delivery',
      'The office manager asks why',
    ]);
    const overflow = await phone
      .locator('.spotlight .art-timeline')
      .evaluate((drawing) => drawing.scrollWidth - drawing.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.context().close();
  });

  // A category page tells the steps of its own consultation (its ask's `steps`), so the closing panels
  // are not one panel repeated; home's ask has none: its 'Learn About Our Process' leads to About's.
  it("says what happens after a category's closing ask, in three numbered steps before its buttons", async () => {
    await go('/services/hr-people');
    const band = page.locator('.cta-band');
    const steps = band.getByRole('list').first().getByRole('listitem');
    expect(await steps.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'We walk through your people work',
      'We recommend one system',
      'We set it up and guard it',
    ]);
    const stepsBottom = await band.locator('ol').evaluate((list) => list.getBoundingClientRect().bottom);
    const buttonTop = await band
      .getByRole('link', { name: 'Get HR Consultation' })
      .evaluate((link) => link.getBoundingClientRect().top);
    expect(stepsBottom).toBeLessThan(buttonTop);
    await go('/');
    expect(await page.locator('.cta-band ol').count()).toBe(0);
  });
});

describe('about', () => {
  it('shows the four figures, mission, vision, values and the two calls to action', async () => {
    await go('/about');
    const stats = await page.locator('.stats__item').evaluateAll((items) => items.map((item) => item.textContent));
    expect(stats).toEqual([
      'Texas SMBs Protected500+',
      'Phishing Detection Rate99.9%',
      'Local Support24/7',
      'Founded in Texas2020',
    ]);
    for (const heading of [
      'Our Mission',
      'Our Vision',
      "Why We're Different",
      'Security First',
      'Local Expertise',
      'SMB Focused',
      'Trusted Partner',
    ]) {
      expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(1);
    }
    expect(await hrefOf('Schedule Consultation')).toBe('/contact');
    expect(await hrefOf('Explore Security Solutions')).toBe('/security');
    // The values have no order: a list with an icon beside each, not steps numbered 01 to 04.
    const values = page.locator('.values__list');
    expect(await values.evaluate((list) => list.tagName)).toBe('UL');
    expect(await values.locator('li > svg').count()).toBe(4);
    expect(await values.locator('.numbered__number').count()).toBe(0);
  });

  it("shows the process home's 'Learn About Our Process' promises: its three steps, in order, before the closing ask", async () => {
    await go('/about');
    const process = page.getByRole('region', { name: 'Our process' });
    expect(await process.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Talk to a local engineer',
      'Get a plain plan',
      'We set it up and stay',
    ]);
    const [steps, ask] = [(await process.boundingBox())!, (await page.locator('.cta-band').boundingBox())!];
    expect(steps.y + steps.height).toBeLessThanOrEqual(ask.y);
  });

  it.each([375, 1280])('keeps "enterprise-grade" whole on one line of its headline at %i px', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await go('/about');
    const lines = await page
      .locator('h1')
      .getByText('enterprise-grade')
      .evaluate((word) => new Set([...word.getClientRects()].map((rect) => Math.round(rect.top))).size);
    expect(lines).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sets the bluebonnet night close up beside the values on wide screens, as tall as they are, and leaves it out on phones', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await go('/about');
    const portrait = page.locator('.values__portrait');
    expect(await portrait.getAttribute('alt')).toBe(''); // a picture that says nothing the words do not
    const picture = (await portrait.boundingBox())!;
    const values = (await page.locator('.values__main').boundingBox())!;
    expect(picture.x + picture.width).toBeLessThan(values.x);
    expect(Math.abs(picture.y - values.y)).toBeLessThan(2);
    expect(Math.abs(picture.height - values.height)).toBeLessThan(2);
    // Flowers drawn, not an empty frame: the three close-ups' florets at least, in a file of its own.
    const file = await page.request.get(new URL((await portrait.getAttribute('src'))!, page.url()).href);
    expect((await file.text()).match(/<path/g)!.length).toBeGreaterThan(10);
    // Lazy: fetched as it comes into view.
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await go('/about');
    expect(await portrait.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('contact', () => {
  it('has every field with its label, input type and placeholder, and an error slot under each', async () => {
    await go('/contact');
    const fields = [
      ['First Name', 'text', 'John'],
      ['Last Name', 'text', 'Smith'],
      ['Business Email', 'email', 'john@company.com'],
      ['Company Name', 'text', 'Your Company Inc.'],
      ['Phone Number', 'tel', '(555) 123-4567'],
      ['Number of Employees', 'text', '1–50'],
    ];
    for (const [label, type, placeholder] of fields) {
      const input = page.getByLabel(label!);
      expect(await input.getAttribute('type'), label).toBe(type);
      expect(await input.getAttribute('placeholder'), label).toBe(placeholder);
      const errorId = await input.getAttribute('aria-describedby');
      expect(await page.locator(`#${errorId}`).count(), label).toBe(1);
    }
    expect(await page.getByLabel('How Can We Help?').evaluate((element) => element.tagName)).toBe('TEXTAREA');
  });

  it('shows Quick Contact and the three Texas offices', async () => {
    await go('/contact');
    const quickContact = page.getByRole('complementary', { name: 'Quick Contact' });
    expect(await quickContact.textContent()).toContain('hello@bluebonnetcyber.example');
    expect(await quickContact.getByRole('link', { name: 'hello@bluebonnetcyber.example' }).getAttribute('href')).toBe(
      'mailto:hello@bluebonnetcyber.example',
    );
    expect(await quickContact.getByRole('link', { name: '(214) 555-0142' }).getAttribute('href')).toBe(
      'tel:+12145550142',
    );
    const aside = page.locator('main');
    expect(await aside.textContent()).toContain('Mon–Fri 8 AM – 6 PM CT');
    expect(await aside.locator('.office-list h3').allTextContents()).toEqual(['Dallas', 'Austin', 'Houston']);
    expect(await aside.locator('address').count()).toBe(3);
  });
});

describe('services catalogue', () => {
  it('has seven anchored sections linking to their category pages, with View All', async () => {
    await go('/services');
    const sections = page.locator('section.catalogue-section');
    expect(await sections.evaluateAll((all) => all.map((section) => section.id))).toEqual([
      'security',
      'productivity',
      'finance',
      'hr',
      'ecommerce',
      'crm',
      'cloud',
    ]);
    expect(await sections.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      SPEC_CATEGORY_ROUTES,
    );
    expect(await page.getByRole('link', { name: /^View All/ }).count()).toBe(7);
  });

  it('lists every solution with Learn More, and Visit Vendor in a new tab for all but the flagship', async () => {
    await go('/services');
    const { vendors } = siteContent();
    expect(await page.locator('.catalogue-section .catalogue-row').count()).toBe(vendors.length);
    expect(await page.getByRole('link', { name: /^Learn More about/ }).count()).toBe(vendors.length);
    const visit = page.getByRole('link', { name: /^Visit Vendor/ });
    expect(await visit.count()).toBe(vendors.filter((vendor) => !vendor.flagship).length);
    expect(
      await visit.evaluateAll((links) =>
        links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener noreferrer'),
      ),
    ).toBe(true);
    const security = page.locator('#security');
    expect(await security.textContent()).toContain('Our Specialty');
    expect(await security.locator('.catalogue-row').first().textContent()).toContain('Our Direct Sales Specialty');
    expect(await hrefOf('Get Free Consultation')).toBe('/contact');
    expect(await hrefOf('Start with Email Security')).toBe('/services/stronglink');
  });
});

describe('category pages', () => {
  const closing = [
    ['/services/security-solutions', 'Get Security Assessment'],
    ['/services/it-productivity', 'Get IT Consultation'],
    ['/services/finance-accounting', 'Get Accounting Consultation'],
    ['/services/hr-people', 'Get HR Consultation'],
    ['/services/ecommerce-marketing', 'Get Marketing Consultation'],
    ['/services/crm-sales', 'Get CRM Consultation'],
    ['/services/cloud-infrastructure', 'Get Cloud Consultation'],
  ];
  it.each(closing)('%s has a card for each of its vendors and its closing call to action', async (path, label) => {
    await go(path);
    const cards = page.locator('.vendor-grid .vendor-card');
    const category = siteContent().categories.find((each) => path.endsWith(`/${each.slug}`))!;
    expect(await cards.locator('.vendor-card__name').allTextContents()).toEqual(
      category.vendors.map((vendor) => vendor.name),
    );
    for (const card of await cards.all()) {
      expect(await card.locator('.check-list li').count()).toBeGreaterThanOrEqual(3);
      expect(await card.getByRole('link', { name: /^Learn More/ }).getAttribute('href')).toMatch(
        /^\/services\/[a-z0-9-]+$/,
      );
    }
    expect(await hrefOf(label)).toBe('/contact');
  });

  it('gives the flagship card Get Quote instead of Visit Vendor, and security a second button', async () => {
    await go('/services/security-solutions');
    const flagship = page.locator('.vendor-card--flagship');
    expect(await flagship.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/contact');
    expect(await flagship.getByRole('link', { name: /Visit Vendor/ }).count()).toBe(0);
    expect(await hrefOf('Start with Stronglink')).toBe('/contact');
  });
});

describe('vendor pages', () => {
  it('have Learn More to /contact and Visit Vendor to the vendor site in a new tab', async () => {
    await go('/services/okta');
    const hero = page.locator('.hero');
    expect(await hrefOf('Learn More about Okta', hero)).toBe('/contact');
    const visit = hero.getByRole('link', { name: /^Visit Vendor/ });
    expect(await visit.getAttribute('href')).toBe('https://www.okta.com');
    expect(await visit.getAttribute('target')).toBe('_blank');
  });

  it("send the flagship's Visit Vendor to the contact page", async () => {
    await go('/services/stronglink');
    expect(
      await page
        .locator('.hero')
        .getByRole('link', { name: /^Visit Vendor/ })
        .getAttribute('href'),
    ).toBe('/contact');
  });

  it("closes with our own ask and 'Explore Security Solutions', back to the category", async () => {
    await go('/services/okta');
    const band = page.locator('.cta-band');
    expect(await hrefOf('Explore Security Solutions', band)).toBe('/services/security-solutions');
    expect(await hrefOf('Get Free Consultation', band)).toBe('/contact');
  });
});

describe('blog', () => {
  it('lists its posts as cards with image, badge, title, description, author, date, read time and Read More', async () => {
    await go('/blog');
    const cards = page.locator('.post-card');
    const links = await cards.locator('a.card-link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toEqual(postsOnFirstPage());
    for (const card of await cards.all()) {
      expect(await card.locator('.badge').count()).toBe(1);
      expect(await card.locator('.post-facts li').count()).toBe(3);
      expect(await card.textContent()).toMatch(/\d+ min read.*Read More/);
    }
    const badgeColours = await cards
      .locator('.badge')
      .evaluateAll((badges) => badges.map((b) => getComputedStyle(b).backgroundColor));
    // A colour of its own for each category (the spec's six categories, one post each at launch).
    const categories = new Set(
      postsOnFirstPage().map((path) => siteContent().posts.find((post) => `/blog/${post.id}` === path)!.category),
    );
    expect(new Set(badgeColours).size).toBe(categories.size);
    expect(await page.getByRole('heading', { name: 'Stay Updated' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
  });

  it('shows an article with its back link, facts, body, call to action and author note', async () => {
    const post = siteContent().posts.find((each) => `/blog/${each.id}` === listedPosts()[0])!;
    await go(`/blog/${post.id}`);
    expect(await hrefOf('Back to Blog')).toBe('/blog');
    const article = page.locator('article');
    expect(await article.locator('.badge').first().textContent()).toBe(post.category);
    expect(await article.locator('time').getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await article.locator('.article__body h2').count()).toBeGreaterThan(2);
    expect(await article.locator('.article-cta a').getAttribute('href')).toBe('/contact');
    expect(await article.getByRole('heading', { name: 'About the Author' }).count()).toBe(1);
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy', 10, '1. Information We Collect'],
    ['/terms', 13, '1. Acceptance of Terms'],
    ['/cookies', 9, '1. What Are Cookies'],
  ])('%s has %i numbered sections starting with "%s" and a Last updated date', async (path, count, first) => {
    await go(path);
    const headings = await page.locator('.legal__body h2').allTextContents();
    expect(headings).toHaveLength(count);
    expect(headings[0]).toBe(first);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(await page.locator('.legal__updated').textContent()).toMatch(/^Last updated: \w+ \d{1,2}, \d{4}$/);
  });

  it('titles the terms "Terms of Service | Bluebonnet Cyber - Cybersecurity & IT Services"', async () => {
    await go('/terms');
    expect(await page.title()).toBe('Terms of Service | Bluebonnet Cyber - Cybersecurity & IT Services');
  });
});

describe('addresses in running text', () => {
  it('keep an e-mail address whole on one line wherever the column has room (1280 px)', async () => {
    await go('/services/stronglink');
    const lines = await page
      .locator('.prose a[href^="mailto:"]')
      .evaluateAll((links) =>
        links.map((link) => new Set([...link.getClientRects()].map((rect) => Math.round(rect.top))).size),
      );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((count) => count === 1)).toBe(true);
  });
});

describe('blog', () => {
  it('says under its hero who writes it: each author once, with their role', async () => {
    await go('/blog');
    const authors = await page.locator('.hero .blog-authors li').allInnerTexts();
    // Those of the posts it lists: their initials, name and role.
    const listed = new Set(listedPosts());
    const writers = new Map(
      siteContent()
        .posts.filter((post) => listed.has(`/blog/${post.id}`))
        .map((post) => [post.author.name, post.author]),
    );
    expect(authors.map((text) => text.replace(/\s+/g, ' ').trim()).sort()).toEqual(
      [...writers.values()]
        .map(
          ({ name, role }) =>
            `${name
              .split(' ')
              .map((word) => word[0])
              .join('')} ${name} ${role}`,
        )
        .sort(),
    );
  });
});
