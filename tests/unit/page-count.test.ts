// How many pages a site has is said once, by what makes its files (SiteFiles.pageCount), and counts
// every page a visitor can be shown: each route's and the not-found page. `site build`, `site check`
// and `site serve`'s rebuilds all report that number.
import { describe, expect, it } from 'vitest';
import { renderedSite } from '../support/rendered-pages.ts';

describe("a site's page count", () => {
  it('is the number of HTML pages it writes, the not-found page included', async () => {
    const site = await renderedSite({ keepContents: false });
    const pages = [...site.names].filter((file) => file.endsWith('.html'));
    expect(pages).toContain('404.html');
    expect(site.pageCount).toBe(pages.length);
  });
});
