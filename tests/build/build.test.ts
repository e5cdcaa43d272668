// `site build`: what it writes, that a failure leaves the previous output alone, and how it reports.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, BrokenLinksError } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { ContentError } from '../../cli/model/errors.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { AFTER_FIRST_PAINT_SCRIPT, afterFirstPaintOf } from '../../templates/after-first-paint.ts';

const run = promisify(execFile);
const config = configFromEnv({ SITE_URL: 'https://www.bluebonnetcyber.example' });
const HOME = 'content/pages/home.yaml';

let project: ProjectCopy;
let outDir: string;
beforeAll(async () => {
  project = await copyProject();
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-out-')), 'dist');
});
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

describe('a failed build', () => {
  it('leaves the previous output exactly as it was, and no half-written folder beside it', async () => {
    await buildSite({ projectRoot: project.root, outDir, config });
    await writeFile(path.join(outDir, 'marker.txt'), 'from the previous build');
    const homeBefore = await readFile(path.join(outDir, 'index.html'), 'utf8');

    await project.withEdit('content/blog/03-it-management-costs.md', /^author: .*\n/m, '', async () => {
      await expect(buildSite({ projectRoot: project.root, outDir, config })).rejects.toBeInstanceOf(ContentError);
    });
    expect(await readFile(path.join(outDir, 'marker.txt'), 'utf8')).toBe('from the previous build');
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(homeBefore);
    expect((await readdir(path.dirname(outDir))).sort()).toEqual(['dist']);
  });

  it('stops on a YAML alias bomb at once, naming the file, and leaves the previous output alone', async () => {
    await buildSite({ projectRoot: project.root, outDir, config });
    const homeBefore = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const bomb = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']
      .map(
        (name, level, names) =>
          `${name}: &${name} [${Array(9)
            .fill(level === 0 ? 'lol' : `*${names[level - 1]}`)
            .join(', ')}]`,
      )
      .join('\n');
    const failure = await project.withEdit('content/pages/home.yaml', /$/, `\n${bomb}\n`, () =>
      buildSite({ projectRoot: project.root, outDir, config }).catch((error: unknown) => error),
    );
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).message).toMatch(
      /^content\/pages\/home\.yaml:\d+:1: [a-i]: YAML aliases here would expand to more than 10,000 values/m,
    );
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(homeBefore);
  });

  /** The build's failure with home.yaml's link to /services/aws made `link`, and where `link` is written. */
  const failureWithHomeLink = (link: string, written = link) =>
    project.withEdit(HOME, 'href: /services/aws }', `href: ${written} }`, async () => {
      const lines = (await project.read(HOME)).split('\n');
      const line = lines.findIndex((text) => text.includes(`href: ${written} }`));
      const failure = await buildSite({ projectRoot: project.root, outDir, config }).catch((error: unknown) => error);
      return { failure, at: `${HOME}:${line + 1}:${lines[line]!.indexOf(link) + 1}` };
    });

  it('fails on a broken internal link, naming the file, line and column that write it', async () => {
    const { failure, at } = await failureWithHomeLink('/services/aws-typo');
    expect(failure).toBeInstanceOf(BrokenLinksError);
    expect((failure as BrokenLinksError).message).toBe(
      `Broken internal links:\n  ${at}: /services/aws-typo: no page or file at this path`,
    );
  });

  it('fails on a link to a missing #fragment', async () => {
    const { failure, at } = await failureWithHomeLink('/services#nowhere', '"/services#nowhere"');
    expect((failure as Error).message).toContain(`${at}: /services#nowhere: no element with id "nowhere" on /services`);
  });
});

describe('the site command', () => {
  const site = (...args: string[]) => siteWith({}, ...args);
  const siteWith = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, [path.join(project.root, 'cli/bin.js'), ...args], {
      cwd: project.root,
      env: { ...process.env, SITE_URL: '', PUBLIC_SUPABASE_URL: '', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('builds and prints pages, size and time, with the known missing links as warnings', async () => {
    const { code, stdout } = await site('build', '--out', outDir);
    expect(code).toBe(0);
    const summary =
      /^Built (\d+) pages \(\d+ files, [\d.]+ [KM]B\) into .* in [\d.]+ s \(content [\d.]+ s, render [\d.]+ s, write [\d.]+ s\); social cards: \d+ drawn, \d+ reused$/m;
    expect(stdout).toMatch(summary);
    // As many as it wrote, whatever pages the content has.
    const pages = (await readdir(outDir, { recursive: true })).filter((file) => String(file).endsWith('.html'));
    expect(Number(summary.exec(stdout)![1])).toBe(pages.length);
    expect(stdout).toMatch(/^warning: \/security is linked from \d+ page\(s\) but is not a page yet/m);
    expect(stdout).toMatch(/^warning: \/careers is linked from \d+ page\(s\)/m);
  });

  it('says loudly, after its summary, that pages built without SITE_URL name localhost and are not to be published', async () => {
    const { code, stderr } = await site('build', '--out', outDir);
    expect(code).toBe(0);
    expect(stderr).toContain(
      `WARNING: every page in ${path.relative(project.root, outDir)}/ names http://localhost:8080 as its address (canonical links, Open Graph, the sitemap, the feeds, the social cards) because SITE_URL is not set.`,
    );
    const local = await siteWith({ SITE_URL: 'http://127.0.0.1:4000' }, 'build', '--out', outDir);
    expect(local.stderr).toContain('because SITE_URL is http://127.0.0.1:4000, an address of this machine.');
    expect(
      (await siteWith({ SITE_URL: 'https://www.bluebonnetcyber.example' }, 'build', '--out', outDir)).stderr,
    ).not.toContain('WARNING');
  });

  it('refuses a PUBLIC_SUPABASE_URL that is not https (http only on this machine), naming the variable, and writes nothing', async () => {
    const nowhere = path.join(path.dirname(outDir), 'never-built-supabase');
    for (const address of ['javascript:alert(1)', 'http://abcdefgh.supabase.co', 'abcdefgh.supabase.co']) {
      const { code, stderr } = await siteWith({ PUBLIC_SUPABASE_URL: address }, 'build', '--out', nowhere);
      expect(code, address).toBe(1);
      expect(stderr, address).toMatch(
        /^Build failed: PUBLIC_SUPABASE_URL must be (an https:\/\/ address|an absolute URL)/,
      );
      expect(stderr).toContain(`got "${address}"`);
      expect(existsSync(nowhere)).toBe(false);
    }
    const local = await siteWith({ PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321' }, 'build', '--out', nowhere);
    expect(local.code).toBe(0);
    expect(await readFile(path.join(nowhere, '_headers'), 'utf8')).toContain(
      "form-action 'self' http://127.0.0.1:54321",
    );
  });

  it('refuses, with --require-site-url (the deploy workflow), to build pages that name this machine, and writes nothing', async () => {
    const nowhere = path.join(path.dirname(outDir), 'never-built');
    for (const env of [{}, { SITE_URL: 'http://localhost:8080' }] as Record<string, string>[]) {
      const { code, stderr } = await siteWith(env, 'build', '--require-site-url', '--out', nowhere);
      expect(code, JSON.stringify(env)).toBe(1);
      expect(stderr).toMatch(
        /^Not built: SITE_URL (is not set|is http:\/\/localhost:8080, an address of this machine), and the canonical links/,
      );
      expect(stderr).toContain(
        'as the repository variable SITE_URL (Settings > Secrets and variables > Actions > Variables)',
      );
      expect(existsSync(nowhere)).toBe(false);
    }
    const { code, stdout } = await siteWith(
      { SITE_URL: 'https://www.bluebonnetcyber.example', PUBLIC_SUPABASE_URL: 'https://abcdefgh.supabase.co' },
      'build',
      '--require-site-url',
      '--out',
      outDir,
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Built \d+ pages/m);
  });

  it('refuses, with --require-site-url, pages whose forms would post to the static host, unless built without forms on purpose', async () => {
    const nowhere = path.join(path.dirname(outDir), 'never-built-forms');
    const env = { SITE_URL: 'https://www.bluebonnetcyber.example' };
    const refused = await siteWith(env, 'build', '--require-site-url', '--out', nowhere);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'Not built: PUBLIC_SUPABASE_URL is not set, so the contact and newsletter forms would post to the static host, which ' +
        "cannot receive them, and every lead would be lost. Set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY to your Supabase project's " +
        'address and anon key (in the deploy workflow, as the repository variables of Settings > Secrets and variables > Actions > ' +
        'Variables; docs/publishing.md says how to make the project), or build with --no-forms to publish the site without its forms.',
    );
    expect(existsSync(nowhere)).toBe(false);

    const withoutForms = await siteWith(env, 'build', '--require-site-url', '--no-forms', '--out', nowhere);
    expect(withoutForms.code).toBe(0);
    expect(withoutForms.stdout).toContain(
      "Built without forms (--no-forms): the contact page gives the phone number and e-mail address in the form's place, and the blog has no newsletter form.",
    );
    const contact = await readFile(path.join(nowhere, 'contact.html'), 'utf8');
    expect(contact).not.toContain('<form');
    expect(contact).toMatch(
      /<h2 id="contact-form-title">[^<]+<\/h2><p>Call <a href="tel:[^"]+"[^>]*>[^<]+<\/a> or email <a href="mailto:/,
    );
    const blog = await readFile(path.join(nowhere, 'blog.html'), 'utf8');
    expect(blog).not.toContain('<form');
    expect(blog).not.toContain('newsletter-title');
  });

  it('exits with code 1 and the problem, file, line and field, on bad content', async () => {
    const { code, stderr } = await project.withEdit(
      'content/vendors/okta.md',
      /^category: .*$/m,
      'category: identity',
      () => site('build', '--out', outDir),
    );
    expect(code).toBe(1);
    expect(stderr).toContain('Build failed: 1 problem(s) in content/');
    expect(stderr).toContain('content/vendors/okta.md:3:1: category: Unknown category "identity"');
    expect(stderr).toContain('The previous output was left untouched.');
    expect(stderr).not.toMatch(/at .*\.ts:\d+/); // an editor gets no stack trace
  });

  it('is what `npm run build` runs', async () => {
    const { stdout } = await run('npm', ['run', 'build', '--', '--out', outDir], { cwd: project.root });
    expect(stdout).toMatch(/^Built \d+ pages/m);
  });

  it('answers --help and --version on every command', async () => {
    const { version } = JSON.parse(await project.read('package.json')) as { version: string };
    for (const command of [[], ['build'], ['serve'], ['submissions']]) {
      expect((await site(...command, '--version')).stdout.trim()).toBe(version);
      expect((await site(...command, '--help')).stdout).toMatch(/^Usage: site/m);
    }
  });
});

describe('the output', () => {
  let files: string[];
  beforeAll(async () => {
    await buildSite({ projectRoot: project.root, outDir, config, buildDate: '2026-03-04' });
    files = (await readdir(outDir, { recursive: true })).map(String);
  });
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  it('has a page per route named after its address (about.html), 404.html, hashed scripts and the host files', () => {
    for (const file of ['index.html', 'about.html', 'blog/3.html', 'services/stronglink.html', '404.html']) {
      expect(files).toContain(file);
    }
    expect(files).toEqual(
      expect.arrayContaining(['vercel.json', '_headers', 'sitemap.xml', 'robots.txt', 'favicon.svg']),
    );
    // No stylesheet: each page carries the rules it uses (cli/build/page-styles.ts).
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([]);
    expect(files.filter((file) => /^assets\/SiteMenu\.[A-Z0-9]{8}\.js$/.test(file))).toHaveLength(1);
  });

  it("loads each island's entry as a script of its own, and preloads the modules they import, after the first paint", async () => {
    const contact = await read('contact.html');
    const { modules, preload: preloads } = afterFirstPaintOf(contact);
    const scripts = modules.map((src) => /^\/assets\/(\w+)\.[A-Z0-9]{8}\.js$/.exec(src)?.[1]);
    expect(scripts.sort()).toEqual(['ContactForm', 'SiteMenu', 'Toaster']);
    // Nothing of theirs is fetched with the page: the loader adds them once the first screen is painted.
    expect(contact).not.toMatch(/<script type="module"|rel="modulepreload"|<script [^>]*src=/);
    expect(preloads.length).toBeGreaterThan(0);
    for (const chunk of preloads) expect(files).toContain(chunk.slice(1));
    expect(files.filter((file) => /^assets\/islands\./.test(file))).toEqual([]);
  });

  it('lets forms post only to the site itself, and to the Supabase project when one is configured', async () => {
    const { headerRules } = await import('../../cli/build/headers.ts');
    const policy = (connectOrigins: string[]) => headerRules({ connectOrigins })[0]!.headers['Content-Security-Policy'];
    expect(policy([])).toContain("form-action 'self';");
    expect(policy(['https://abc.supabase.co'])).toContain("form-action 'self' https://abc.supabase.co;");
  });

  it("writes the blog placeholders as PNG files at the spec's extensionless paths", async () => {
    for (const image of ['api/placeholder/400/250', 'api/placeholder/800/400']) {
      const bytes = await readFile(path.join(outDir, image));
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
  });

  it('configures Vercel for clean URLs, a real 404 status and security headers', async () => {
    const vercel = JSON.parse(await read('vercel.json'));
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.trailingSlash).toBe(false);
    expect(vercel.rewrites).toBeUndefined(); // a catch-all rewrite would answer 200: a soft 404
    expect(vercel.routes).toBeUndefined();
    const all = Object.fromEntries(
      vercel.headers[0].headers.map((h: { key: string; value: string }) => [h.key, h.value]),
    );
    expect(vercel.headers[0].source).toBe('/(.*)');
    // Scripts from the site itself, and the one inline script, the loader, by its hash: nothing else inline.
    expect(all['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    // Each page's head carries its first screen's rules; the page's own policy (its meta tag, which the
    // browser enforces beside this one) allows them by their hash and nothing else inline.
    expect(all['Content-Security-Policy']).toContain("style-src 'self' 'unsafe-inline';");
    expect(all['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(all['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
      ]),
    );
    const assets = vercel.headers.find((rule: { source: string }) => rule.source === '/assets/(.*)');
    expect(assets.headers).toContainEqual({ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' });
  });

  it('lists every route in the sitemap, but not the 404 page, and points robots.txt at it', async () => {
    const sitemap = await read('sitemap.xml');
    const pages = files.filter((file) => file.endsWith('.html') && file !== '404.html');
    expect(sitemap.match(/<loc>/g)).toHaveLength(pages.length);
    expect(sitemap).toContain('<loc>https://www.bluebonnetcyber.example/</loc>');
    expect(sitemap).toContain('<loc>https://www.bluebonnetcyber.example/services/gcp</loc>');
    expect(sitemap).not.toContain('404');
    expect(await read('robots.txt')).toContain('Sitemap: https://www.bluebonnetcyber.example/sitemap.xml');
  });

  it("has one inline script in a page, the loader, and three inline styles, its first screen's, the rest's and the font faces it applies after its first paint, which its policy allows by their hashes alone", async () => {
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const html = await read(file);
      expect(html, file).not.toMatch(/\sstyle="/);
      const styles = [
        ...html.matchAll(/<style(?: id="later-faces" media="\(scripting: none\)")?>([\s\S]*?)<\/style>/g),
      ].map((match) => match[1]!);
      expect(styles, file).toHaveLength(3);
      const hashes = styles.map((style) => `&#x27;sha256-${createHash('sha256').update(style).digest('base64')}&#x27;`);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
      expect(policy, file).toContain(`style-src &#x27;self&#x27; ${hashes.join(' ')};`);
      expect(policy, file).not.toContain('unsafe-inline');
      // The only executable inline script is the loader, the same on every page and allowed by its hash.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
      );
      expect(
        inline.map(([, , text]) => text),
        file,
      ).toEqual([AFTER_FIRST_PAINT_SCRIPT]);
      const loaderHash = createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64');
      expect(policy, file).toContain(`script-src &#x27;self&#x27; &#x27;sha256-${loaderHash}&#x27;;`);
    }
    expect(await read('_headers')).toContain(
      `script-src 'self' 'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}';`,
    );
  });

  it('gives each page a canonical URL from SITE_URL, a description and Open Graph tags', async () => {
    const html = await read('about.html');
    expect(html).toContain('<link rel="canonical" href="https://www.bluebonnetcyber.example/about"/>');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(html).toContain('<meta property="og:url" content="https://www.bluebonnetcyber.example/about"/>');
    expect(html).toContain(
      '<meta property="og:image" content="https://www.bluebonnetcyber.example/social/about.png"/>',
    );
    const notFound = await read('404.html');
    expect(notFound).toContain('<meta name="robots" content="noindex"/>');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('dates the legal pages with the build date', async () => {
    for (const page of ['privacy', 'terms', 'cookies']) {
      expect(await read(`${page}.html`)).toContain('Last updated: <time dateTime="2026-03-04">March 4, 2026</time>');
    }
  });

  it('loads the host analytics scripts after the first paint when site.yaml enables them, and not otherwise', async () => {
    expect(afterFirstPaintOf(await read('index.html')).scripts).toEqual([
      '/_vercel/insights/script.js',
      '/_vercel/speed-insights/script.js',
    ]);
    const quietDir = `${outDir}-quiet`;
    await project.withEdit('content/site.yaml', /^analytics: true$/m, 'analytics: false', () =>
      buildSite({ projectRoot: project.root, outDir: quietDir, config }),
    );
    expect(await readFile(path.join(quietDir, 'index.html'), 'utf8')).not.toContain('_vercel');
    await rm(quietDir, { recursive: true });
    expect(existsSync(quietDir)).toBe(false);
  });
});
