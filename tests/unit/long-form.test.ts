// The long-form content as rendered: articles, rich and minimal vendor pages, and the legal texts,
// with the spec's figures and constants.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { projectRoot } from '../support/project-copy.ts';
import { SPEC_VENDOR_SLUGS } from '../support/spec.ts';
import { renderedPage } from '../support/rendered-pages.ts';

const page = (route: string) => renderedPage(`/${route}`);
const content = loadContent(contentOnDisk(projectRoot));
/** The visible text of some HTML, with entities decoded and white space folded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<wbr\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** A legal document's own text, without the table of its sections above it. */
const legalBodyOf = (html: string) => html.slice(html.indexOf('class="prose legal__body"'), html.indexOf('</main>'));
const headings = (html: string, level: 2 | 3, part = mainOf) =>
  Array.from(part(html).matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g')), (m) =>
    textOf(m[1]!).trim(),
  );

describe('blog articles', () => {
  const SPEC = [
    [1, 'Security', 8],
    [2, 'Productivity', 12],
    [3, 'IT Management', 10],
    [4, 'Cloud Services', 15],
    [5, 'Email Security', 7],
    [6, 'Compliance', 20],
  ] as const;
  // Those the content still has: an editor may take one down, never change what the spec says of it.
  const published = new Set(content.posts.map((post) => post.id));

  it.each(SPEC.filter(([id]) => published.has(id)))(
    '/blog/%i is about %s and reads in %i minutes, computed from its body',
    async (id, category, minutes) => {
      const html = await page(`blog/${id}`);
      const text = textOf(mainOf(html));
      expect(text).toContain(`${minutes} min read`);
      expect(text).toContain(category);
      expect(headings(html, 2).length, 'section headings').toBeGreaterThanOrEqual(5);
      expect(html).toMatch(/<ul>|<ol>/);
      expect(html).toMatch(/class="article-cta[^"]*"[\s\S]*href="\/contact"/);
      expect(text).toContain('About the Author');
    },
  );

  it.runIf(published.has(2))('puts the productivity suite prices the spec quotes in article 2, dated', async () => {
    const text = textOf(await page('blog/2'));
    expect(text).toMatch(/\$6 to \$25 per user per month/);
    expect(text).toMatch(/2024/);
  });
});

const RICH = ['stronglink', 'okta', 'duo', 'crowdstrike', 'barracuda', 'google-workspace', 'm365', 'slack', 'zoom'];

describe('rich vendor pages', () => {
  it.each(RICH.filter((slug) => content.vendors.some((vendor) => vendor.slug === slug)))(
    '/services/%s has a feature grid, advantages, industries and calls to action',
    async (slug) => {
      const html = await page(`services/${slug}`);
      expect((mainOf(html).match(/class="card icon-card"/g) ?? []).length, 'feature cards').toBeGreaterThanOrEqual(3);
      const sections = headings(html, 2);
      expect(
        sections.some((heading) => /industr/i.test(heading)),
        'industries',
      ).toBe(true);
      expect(html).toMatch(/class="tag-list"/);
      expect((mainOf(html).match(/class="check-list[^"]*"/g) ?? []).length, 'advantages').toBeGreaterThanOrEqual(1);
      const cta = html.slice(html.indexOf('class="cta-band'));
      expect(cta).toContain('href="/contact"');
      expect(cta).toContain('href="/services/security-solutions"');
    },
  );

  it('gives the flagship six features, the three-step process and "Get protected today"', async () => {
    const html = await page('services/stronglink');
    expect((mainOf(html).match(/class="card icon-card"/g) ?? []).length).toBe(6);
    expect(
      headings(html, 3).filter((h) =>
        ['Security Assessment', 'Custom Configuration', 'Training & Support'].includes(h),
      ),
    ).toEqual(['Security Assessment', 'Custom Configuration', 'Training & Support']);
    const text = textOf(mainOf(html));
    expect(text).toMatch(/Get protected today/i);
    expect(text).toContain('hundreds of Texas businesses');
  });

  it("uses the spec's figures for Google Workspace, Zoom and Slack", async () => {
    const workspace = textOf(await page('services/google-workspace'));
    expect(workspace).toContain('500 participants');
    expect(workspace).toMatch(/30 ?GB per user/);
    const zoom = textOf(await page('services/zoom'));
    expect(zoom).toMatch(/1,?000 participants/);
    expect(zoom).toContain('50,000 attendees');
    expect(zoom).toContain('99.99%');
    expect(textOf(await page('services/slack'))).toContain('2,000+ integrations');
  });
});

describe('minimal vendor pages', () => {
  it('are a composed hero: a short lead, the features as a checklist, the two buttons and a drawing, and nothing else', async () => {
    // The spec's, those the content has: a vendor an editor adds is theirs to write.
    const minimal = SPEC_VENDOR_SLUGS.filter(
      (slug) => !RICH.includes(slug) && content.vendors.some((vendor) => vendor.slug === slug),
    );
    for (const slug of minimal) {
      const html = mainOf(await page(`services/${slug}`));
      const lead = /<p class="hero__lead">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
      expect(textOf(lead).length, slug).toBeGreaterThan(100);
      expect(textOf(lead).length, slug).toBeLessThanOrEqual(170);
      expect(html, slug).toMatch(/class="check-list[^"]*hero__features"/);
      expect(html, slug).toContain('class="hero__visual"');
      expect(html, slug).not.toMatch(/class="(icon-card|cta-band|tag-list)"/);
      expect(html, slug).toContain('>Learn More<');
      expect(html, slug).toContain('>Visit Vendor<');
    }
  });
});

describe('legal pages', () => {
  it("privacy: the ten sections in order, with the spec's facts and the contact details from site.yaml", async () => {
    const html = await page('privacy');
    expect(headings(html, 2, legalBodyOf)).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Information Sharing',
      '4. Data Security',
      '5. Your Rights',
      '6. Data Retention',
      '7. Children’s Privacy', // markdown-it's typographer curls the apostrophe
      '8. International Data Transfers',
      '9. Changes to This Policy',
      '10. Contact Us',
    ]);
    const text = textOf(mainOf(html));
    for (const fact of [
      'SOC 2 Type II',
      'under 13',
      'United States',
      'Bluebonnet Cyber',
      'privacy@bluebonnetcyber.example',
      '(214) 555-0142',
      'Dallas, Austin, Houston - Serving All of Texas',
    ]) {
      expect(text, fact).toContain(fact);
    }
    const body = legalBodyOf(html);
    const collected = textOf(body.slice(body.indexOf('1. Information We Collect'), body.indexOf('2. How We Use')));
    for (const item of ['name', 'email', 'phone', 'company', 'business requirements'])
      expect(collected.toLowerCase(), item).toContain(item);
  });

  it('terms: the title, thirteen sections and every constant of spec section 9', async () => {
    const html = await page('terms');
    expect(textOf(/<title>(.*?)<\/title>/.exec(html)![1]!)).toBe(
      'Terms of Service | Bluebonnet Cyber - Cybersecurity & IT Services',
    );
    expect(headings(html, 2, legalBodyOf)).toEqual([
      '1. Acceptance of Terms',
      '2. Description of Services',
      '3. Client Responsibilities',
      '4. Payment Terms',
      '5. Confidentiality',
      '6. Service Levels',
      '7. Limitation of Liability',
      '8. Intellectual Property',
      '9. Termination',
      '10. Dispute Resolution',
      '11. Governing Law',
      '12. Changes to Terms',
      '13. Contact Information',
    ]);
    const text = textOf(mainOf(html));
    for (const constant of [
      /within 30 days of (the )?invoice date/,
      /1\.5% per month/,
      /non-refundable/,
      /automatically renew[^.]*unless[^.]*cancel[^.]*in writing|unless cancelled in writing/,
      /30 days'? written notice[^.]*price|price[^.]*30 days'? written notice/i,
      /terminate[^.]*30 days'? written notice/,
      /24 hours of discovery/,
      /Monday-Friday, 8 AM - 6 PM CST/,
      /Critical security issues?[^|]*\|?\s*2 hours|critical[^.]*2 hours/i,
      /High priority[^|]*\|?\s*4 hours|high[^.]*4 hours/i,
      /Standard[^|]*\|?\s*24 hours|standard[^.]*24 hours/i,
      /99\.9%[^.]*excluding[^.]*maintenance/,
      /fees[^.]*paid[^.]*12 months/,
      /negotiation[\s\S]*mediation[\s\S]*binding arbitration/,
      /Texas law|laws of the State of Texas/,
      /legal@bluebonnetcyber\.example/,
    ]) {
      expect(text, String(constant)).toMatch(constant);
    }
  });

  it('cookies: nine sections, the four types, the lifespans, the third parties by kind and the inquiry subject', async () => {
    const html = await page('cookies');
    expect(headings(html, 2, legalBodyOf)).toHaveLength(9);
    expect(headings(html, 2, legalBodyOf)[0]).toBe('1. What Are Cookies');
    const text = textOf(mainOf(html));
    for (const type of ['Essential', 'Performance', 'Functional', 'Marketing']) expect(text, type).toContain(type);
    for (const lifespan of [
      /analytics[^.]*2 years/i,
      /functional[^.]*1 year/i,
      /marketing[^.]*1 year/i,
      /security[^.]*30 days/i,
    ]) {
      expect(text, String(lifespan)).toMatch(lifespan);
    }
    for (const kind of [/web analytics/i, /hosting/i, /CRM/, /chat/i, /social network/i, /video/i])
      expect(text, String(kind)).toMatch(kind);
    expect(text).toContain('Cookie Policy Inquiry');
    expect(text).toContain('privacy@bluebonnetcyber.example');
  });

  it('never retype the brand, e-mail addresses or phone: they come from content/site.yaml', async () => {
    for (const folder of ['content/legal', 'content/blog']) {
      for (const file of await readdir(path.join(projectRoot, folder))) {
        const source = await readFile(path.join(projectRoot, folder, file), 'utf8');
        expect(source, `${folder}/${file}`).not.toMatch(/Bluebonnet|@bluebonnetcyber|555-01/);
      }
    }
  });
});
