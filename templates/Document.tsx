// The HTML document around every page, in two parts: the body (the shared header and footer around the page)
// is rendered first, which tells which islands the page has; then the head (title, description, canonical,
// Open Graph, assets) with the scripts of exactly those islands and the rules of its first screen. One
// inline script, the same on every page, loads them after the first paint (after-first-paint.ts); the
// Content-Security-Policy allows it and the page's rules by their hashes, and data goes in
// non-executing JSON blocks.
import type { ReactNode } from 'react';
import type { Site } from '../cli/model/schemas.ts';
import { Header } from './parts/Header.tsx';
import { jsonForHtml } from './json.ts';
import { afterFirstPaintHtml } from './after-first-paint.ts';
import { SiteContext, type PagePaths } from './site-context.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type: "website" for pages, "article" for blog posts. */
  type?: 'website' | 'article';
  /** The neighbours of a page in a series (the blog listing's pages). */
  previous?: string;
  next?: string;
}

export interface DocumentAssets {
  /** The rules of the page's first screen (cli/build/page-styles.ts); the rest of the page's are at
   *  the first screen's end, in the body (cli/build/first-screen.ts). */
  inlineStyle: string;
  /** Font files to preload: the first screen's text is set in them. */
  fonts: string[];
  /** Whether the page has font faces to apply after its first paint (templates/after-first-paint.ts). */
  laterFaces: boolean;
  /** The page's islands' browser code, none on a page without islands: each island's entry module,
   *  and the modules they import, preloaded. */
  script?: { entries: string[]; preload: string[] };
  /** The images the page wants fetched first, as its body declared them (templates/Image.tsx). */
  imagePreloads: Iterable<string>;
  /** The page's own card for link previews (cli/build/social-cards.ts), at its whole address. */
  socialImage: { url: string; alt: string; width: number; height: number };
  /** For hosts that send no Content-Security-Policy header: the same policy, minus frame-ancestors. */
  contentSecurityPolicy: string;
  feeds: { href: string; type: string; title: string }[];
  /** The host's analytics scripts, when content/site.yaml turns `analytics` on (cli/build/hosts/). */
  analyticsScripts: readonly string[];
}

interface DocumentProps {
  site: Site;
  /** The page's whole address, under SITE_URL (cli/site/config.ts absoluteAddress). */
  canonical: string;
  meta: PageMeta;
  assets: DocumentAssets;
  /** Structured data for search engines, rendered as application/ld+json; null for none. */
  jsonLd: object | null;
  /** Not-found pages have no canonical address and ask not to be indexed. */
  indexable?: boolean;
  /** What PageBody rendered. */
  bodyHtml: string;
}

export function Document({ site, canonical, meta, assets, jsonLd, indexable = true, bodyHtml }: DocumentProps) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={assets.contentSecurityPolicy} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Nothing is painted before the page has arrived up to the end of its first screen (the mark
            cli/build/first-screen.ts writes there): on a slow network a browser painted a half-arrived
            page, whose header then gained its last button, moving what was on screen. */}
        <link rel="expect" href="#first-screen-end" blocking="render" />
        {/* The brand face first: every line of the first screen is set in it; then the page's largest
            picture. Asked for the other way round, the picture took the connection the page came
            on, and the face waited for a new one (the blog's largest paint in Lighthouse's runs,
            six each: 1.13-1.21 s against 1.20-1.29 s). */}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {[...assets.imagePreloads].map((href) => (
          <link key={href} rel="preload" as="image" href={href} />
        ))}
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#0a1631" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.feeds.map((feed) => (
          <link key={feed.href} rel="alternate" type={feed.type} title={feed.title} href={feed.href} />
        ))}
        {meta.previous && <link rel="prev" href={meta.previous} />}
        {meta.next && <link rel="next" href={meta.next} />}
        <style dangerouslySetInnerHTML={{ __html: assets.inlineStyle }} />
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:site_name" content={site.brand} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {indexable && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={assets.socialImage.url} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(assets.socialImage.width)} />
        <meta property="og:image:height" content={String(assets.socialImage.height)} />
        <meta property="og:image:alt" content={assets.socialImage.alt} />
        <meta property="og:locale" content="en_US" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image" content={assets.socialImage.url} />
        <meta name="twitter:image:alt" content={assets.socialImage.alt} />
        {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(jsonLd) }} />}
      </head>
      {/* The islands' code and the host's analytics are fetched once the first screen has painted, by
          the loader at the body's end. */}
      <body
        dangerouslySetInnerHTML={{
          __html:
            bodyHtml +
            afterFirstPaintHtml({
              modules: assets.script?.entries ?? [],
              preload: assets.script?.preload ?? [],
              scripts: assets.analyticsScripts,
              faces: assets.laterFaces,
            }),
        }}
      />
    </html>
  );
}

/** The page up to the footer, which is the same on every page: the build renders it once and adds
 *  it after this (cli/build/render.tsx), as it renders the header's contents once per menu state and
 *  gives them here as `headerHtml`. */
export function PageBody({
  site,
  paths,
  path,
  headerHtml,
  children,
}: {
  site: Site;
  paths: PagePaths;
  path: string;
  headerHtml?: string;
  children: ReactNode;
}) {
  return (
    <SiteContext.Provider value={{ site, paths, path }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header site={site} path={path} contentsHtml={headerHtml} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </SiteContext.Provider>
  );
}
