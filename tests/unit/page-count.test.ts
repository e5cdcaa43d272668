// How many pages a site has is said once, by what makes its files (SiteFiles.pageCount), and counts
// every page a visitor can be shown: each route's and the not-found page. `site build`, `site check`
// and `site serve`'s rebuilds all report that number.
import { describe, expect, it } from 'vitest';
import type { ClientAssets } from '../../cli/build/assets.ts';
import { readPublicFiles } from '../../cli/build/public-files.ts';
import { renderSite } from '../../cli/build/site-files.ts';
import { configFromEnv } from '../../cli/config.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { projectRoot } from '../support/project-copy.ts';

const NO_ASSETS = {
  stylesheet: '/assets/main.css',
  fonts: [],
  scriptsFor: () => undefined,
  files: new Map([['assets/main.css', '']]),
} as unknown as ClientAssets;

describe("a site's page count", () => {
  it('is the number of HTML pages it writes, the not-found page included', async () => {
    const site = renderSite(
      {
        content: loadContent(contentOnDisk(projectRoot)),
        assets: NO_ASSETS,
        publicFiles: await readPublicFiles(projectRoot),
        config: configFromEnv({ SITE_URL: 'https://www.bluebonnetcyber.example' }),
        buildDate: '2026-06-01',
      },
      { keepContents: false },
    );
    const pages = [...site.names].filter((file) => file.endsWith('.html'));
    expect(pages).toContain('404.html');
    expect(site.pageCount).toBe(pages.length);
  });
});
