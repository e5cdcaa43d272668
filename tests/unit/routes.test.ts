import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import type { ClientAssets } from '../../cli/build/assets.ts';
import { renderRoute } from '../../cli/build/render.tsx';
import { renderContextFor } from '../../cli/build/site-files.ts';
import { notFoundRoute, PATHS, routeTable, type Route } from '../../cli/site/routes.tsx';
import { describeBuildFailure } from '../../cli/build/summary.ts';
import { ContentError } from '../../cli/model/errors.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';
import { projectRoot } from '../support/project-copy.ts';
import { SPEC_CATEGORY_ROUTES, SPEC_VENDOR_SLUGS, specRoutesIn } from '../support/spec.ts';

let content: Content;
beforeAll(async () => {
  content = loadContent(contentOnDisk(projectRoot));
});

describe('the route table', () => {
  // The content an editor adds (a post, a vendor, a category) gets its page: the spec's routes are
  // some of the table's, never all of it.
  it('routes every page of the spec and every post, vendor and category of the content, each once', () => {
    const paths = routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } }).map(
      (route) => route.path,
    );
    expect(paths).toEqual(expect.arrayContaining(specRoutesIn(content)));
    expect(paths).toEqual(expect.arrayContaining(content.posts.map((post) => `/blog/${post.id}`)));
    expect(paths).toEqual(expect.arrayContaining(content.vendors.map((vendor) => `/services/${vendor.slug}`)));
    expect(paths).toEqual(expect.arrayContaining(content.categories.map((category) => PATHS.category(category))));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists each vendor by the category it names', () => {
    const listed = content.categories.flatMap((category) => category.vendors.map((vendor) => vendor.slug));
    expect([...listed].sort()).toEqual(content.vendors.map((vendor) => vendor.slug).sort());
  });

  it('does not route /security and /careers: they fall to the not-found page, as the spec says', () => {
    const paths = routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } }).map(
      (route) => route.path,
    );
    expect(paths).not.toContain('/security');
    expect(paths).not.toContain('/careers');
    expect(content.site.knownMissingLinks).toEqual(['/security', '/careers']);
  });

  it('gives every page its own title', () => {
    const titles = routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } }).map(
      (route) => route.page().meta.title,
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('records the islands each page renders, so that it loads their code and no other', () => {
    const context = { content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } };
    const islandsOf = (route: Route) => {
      let recorded: string[] = [];
      const assets = {
        stylesheet: '/main.css',
        files: new Map(),
        fonts: [],
        scriptsFor: (names: Set<string>) => void (recorded = [...names].sort()),
      } as unknown as ClientAssets;
      renderRoute(route, renderContextFor(content, { siteUrl: 'https://example.com' }, assets));
      return recorded;
    };
    const routes = new Map(routeTable(context).map((route) => [route.path, route]));
    expect(islandsOf(routes.get('/')!)).toEqual(['CarouselControls', 'SiteMenu']);
    expect(islandsOf(routes.get('/contact')!)).toEqual(['ContactForm', 'SiteMenu', 'Toaster']);
    expect(islandsOf(routes.get('/blog')!)).toEqual(['NewsletterForm', 'SiteMenu', 'Toaster']);
    expect(islandsOf(routes.get('/about')!)).toEqual(['SiteMenu']);
    expect(islandsOf(routes.get('/blog/1')!)).toEqual(['ContentsNav', 'SiteMenu']);
    expect(islandsOf(routes.get('/privacy')!)).toEqual(['ContentsNav', 'SiteMenu']);
    expect(islandsOf(notFoundRoute(context))).toEqual(['NotFoundReport', 'SiteMenu']);
  });
});

const PLAIN_PAGE = `---
title: Careers
description: "Open roles in Dallas, Austin and Houston."
---

We hire engineers.
`;

describe('a plain page (content/pages/<slug>.md)', () => {
  const routeOf = (file: string, text: string) => {
    const edited = ContentInMemory.ofFixture();
    edited.write(file, text);
    const context = { content: loadContent(edited), buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } };
    return routeTable(context).find((route) => route.file === file);
  };

  it('is routed at its name, titled with the brand, its card drawn from its title like the other pages', () => {
    const route = routeOf('content/pages/careers.md', PLAIN_PAGE)!;
    expect(route.path).toBe('/careers');
    const page = route.page();
    expect(page.meta).toEqual({
      title: 'Careers | Bluebonnet Cyber',
      description: 'Open roles in Dallas, Austin and Houston.',
    });
    expect(page.card).toEqual({ kind: content.site.tagline, title: 'Careers' });
    expect(page.jsonLd).toBeNull();
  });

  it('shows its eyebrow, when it has one, on its card too', () => {
    const route = routeOf('content/pages/careers.md', PLAIN_PAGE.replace('---\n\n', 'eyebrow: Join us\n---\n\n'))!;
    expect(route.page().card).toEqual({ kind: 'Join us', title: 'Careers' });
  });
});

describe('the catalogue data', () => {
  it("orders the spec's seven categories with their anchors as the spec lists them", () => {
    const ofTheSpec = content.categories.filter((category) => SPEC_CATEGORY_ROUTES.includes(PATHS.category(category)));
    expect(ofTheSpec.map((category) => [category.anchor, PATHS.category(category)])).toEqual([
      ['security', '/services/security-solutions'],
      ['productivity', '/services/it-productivity'],
      ['finance', '/services/finance-accounting'],
      ['hr', '/services/hr-people'],
      ['ecommerce', '/services/ecommerce-marketing'],
      ['crm', '/services/crm-sales'],
      ['cloud', '/services/cloud-infrastructure'],
    ]);
  });

  it("lists each category's solutions in the spec's order, a vendor added since wherever its order puts it", () => {
    const listed = content.categories.flatMap((category) => category.vendors.map((vendor) => vendor.slug));
    expect(listed.filter((slug) => SPEC_VENDOR_SLUGS.includes(slug))).toEqual(
      SPEC_VENDOR_SLUGS.filter((slug) => listed.includes(slug)),
    );
  });

  it('marks only security as the specialty and only Stronglink as the flagship, without a vendor site', () => {
    expect(content.categories.filter((category) => category.featured).map((category) => category.slug)).toEqual([
      'security-solutions',
    ]);
    const flagships = content.vendors.filter((vendor) => vendor.flagship);
    expect(flagships.map((vendor) => vendor.slug)).toEqual(['stronglink']);
    expect(flagships[0]!.website).toBeUndefined();
    for (const vendor of content.vendors.filter((v) => !v.flagship)) expect(vendor.website).toMatch(/^https:\/\//);
  });
});

describe('two pages at one address', () => {
  /** The project's content with each file renamed as `names` says (old name: new name). */
  const renamed = (names: Record<string, string>) => {
    const edited = ContentInMemory.ofFixture();
    for (const [from, to] of Object.entries(names)) {
      edited.write(to, edited.text(from));
      edited.remove(from);
    }
    return edited;
  };

  /** What making the route table of `edited` throws. */
  async function routeTableError(edited: ContentInMemory): Promise<unknown> {
    const loaded = loadContent(edited);
    try {
      routeTable({ content: loaded, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } });
    } catch (error) {
      return error;
    }
    return undefined;
  }

  /** The problems it reports, one line each, as the build prints them. */
  async function problemsOf(edited: ContentInMemory): Promise<string[]> {
    const error = await routeTableError(edited);
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message.split('\n');
  }

  it('stops a vendor named like a category, naming both files and their address', async () => {
    const edited = renamed({ 'content/vendors/okta.md': 'content/vendors/crm-sales.md' });
    expect(await problemsOf(edited)).toEqual([
      'content/vendors/crm-sales.md: Duplicate page address /services/crm-sales, also made by content/categories/crm-sales.yaml: rename this file, since its name makes the address',
    ]);
  });

  it('stops a legal page named like a page of the menu', async () => {
    const edited = renamed({ 'content/legal/privacy.md': 'content/legal/blog.md' });
    expect(await problemsOf(edited)).toEqual([
      'content/legal/blog.md: Duplicate page address /blog, also made by content/pages/blog.yaml: rename this file, since its name makes the address',
    ]);
  });

  it('stops a legal page named 404, which would replace the not-found page', async () => {
    const edited = renamed({ 'content/legal/terms.md': 'content/legal/404.md' });
    expect(await problemsOf(edited)).toEqual([
      'content/legal/404.md: Duplicate page address /404, also made by content/pages/not-found.yaml: rename this file, since its name makes the address',
    ]);
  });

  it('stops a legal page named index, whose page would be written over the home page', async () => {
    const edited = renamed({ 'content/legal/terms.md': 'content/legal/index.md' });
    expect(await problemsOf(edited)).toEqual([
      'content/legal/index.md: Duplicate page address /index, also made by content/pages/home.yaml: rename this file, since its name makes the address',
    ]);
  });

  it('stops a plain page named like a fixed page beside it, naming the plain page, whose name makes its address', async () => {
    const edited = ContentInMemory.ofFixture();
    edited.write('content/pages/about.md', PLAIN_PAGE);
    expect(await problemsOf(edited)).toEqual([
      'content/pages/about.md: Duplicate page address /about, also made by content/pages/about.yaml: rename this file, since its name makes the address',
    ]);
  });

  it('stops a plain page named like a legal page, or index, whose page would be written over the home page', async () => {
    const edited = ContentInMemory.ofFixture();
    edited.write('content/pages/privacy.md', PLAIN_PAGE);
    edited.write('content/pages/index.md', PLAIN_PAGE);
    expect(await problemsOf(edited)).toEqual([
      'content/pages/index.md: Duplicate page address /index, also made by content/pages/home.yaml: rename this file, since its name makes the address',
      'content/pages/privacy.md: Duplicate page address /privacy, also made by content/legal/privacy.md: rename this file, since its name makes the address',
    ]);
  });

  it('reports every shared address in one run, as the problems of content/ that `site serve` shows', async () => {
    const edited = renamed({
      'content/legal/privacy.md': 'content/legal/about.md',
      'content/legal/terms.md': 'content/legal/contact.md',
    });
    expect(describeBuildFailure(await routeTableError(edited))).toBe(
      [
        'Build failed: 2 problem(s) in content/',
        'content/legal/about.md: Duplicate page address /about, also made by content/pages/about.yaml: rename this file, since its name makes the address',
        'content/legal/contact.md: Duplicate page address /contact, also made by content/pages/contact.yaml: rename this file, since its name makes the address',
        'The previous output was left untouched.',
      ].join('\n'),
    );
  });
});
