// One action, one name: every main button to /contact says either a label the spec fixes or our own
// one label (content/site.yaml `ask`), and a second button says where it leads ("Explore X").
import { describe, expect, it } from 'vitest';
import { renderedPage, siteRoutes } from '../support/rendered-pages.ts';

/** The spec's own button labels (header, home, About, the categories, the flagship, the vendor pages). */
const SPEC_LABELS = [
  'Get a Quote',
  'Get Free Consultation',
  'Schedule Consultation',
  'Get Security Assessment',
  'Get Quote',
  'Learn More',
  'Visit Vendor',
  'Start with Stronglink',
  'Get Protected Today',
  'Learn About Our Process',
  ...['IT', 'Accounting', 'HR', 'Marketing', 'CRM', 'Cloud'].map((area) => `Get ${area} Consultation`),
];

const text = (html: string) =>
  html
    .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

/** Each button of a page: its variant, where it goes and what it says. */
const buttonsOf = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*class="button button--([\w-]+)[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, href, variant, inner]) => ({ href: href!, variant: variant!, label: text(inner!) }),
  );

describe('the labels of the calls to action', () => {
  const { content, routes } = siteRoutes();
  const ours = content.site.ask;

  it('keeps our own primary call in one place, content/site.yaml', () => {
    expect(ours).toEqual({ label: 'Get Free Consultation', href: '/contact' });
  });

  it("gives every main button to /contact the spec's label or our own one", async () => {
    const found = new Set<string>();
    for (const route of routes) {
      for (const button of buttonsOf(await renderedPage(route.path).catch(() => ''))) {
        if (button.href === '/contact' && !button.variant.startsWith('outline')) found.add(button.label);
      }
    }
    const allowed = new Set([...SPEC_LABELS, ours.label]);
    expect([...found].filter((label) => !allowed.has(label))).toEqual([]);
    expect(found).toContain(ours.label);
  });

  it('names every second button on home and the vendor pages for where it leads', async () => {
    const seconds = new Set<string>();
    for (const route of routes.filter(
      (candidate) => candidate.path === '/' || candidate.path.startsWith('/services/'),
    )) {
      for (const button of buttonsOf(await renderedPage(route.path))) {
        if (button.variant.startsWith('outline') && button.href !== '/contact') seconds.add(button.label);
      }
    }
    expect(seconds.size).toBeGreaterThan(3);
    // The spec's ('Visit Vendor', 'Learn About Our Process', ...) aside, each says "Explore" and a name.
    const ownWords = [...seconds].filter((label) => !SPEC_LABELS.includes(label));
    expect(ownWords.filter((label) => !/^Explore \S/.test(label))).toEqual([]);
  });
});
