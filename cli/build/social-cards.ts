// Every page's social card (its og:image and twitter:image): what each card shows, where it is
// published, and drawing them with a cache. A card is drawn once for what it shows: its PNG is kept
// in node_modules/.cache/site/social-cards under a key made of the card's content and of everything
// that draws it (every file the drawing code imports, as esbuild finds them, the packages it uses and
// the font it reads: cli/build/code-fingerprint.ts), so a rebuild of unchanged pages links the kept
// files into its output instead of drawing, and a new post's card is drawn by the build that first
// sees it, with no extra step. Each build lists the cards it used (lastBuildCards), which the
// deploy workflow keys its copy of the cache on.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../model/collections.ts';
import { BUNDLE_CACHE } from '../node-bundle.js';
import { PATHS } from '../routes.tsx';
import type { PageMeta } from '../../templates/Document.tsx';
import { CARD_RUNTIME_FILES, CARD_SIZE, drawSocialCard, type CardContent } from '../artwork/social-card.tsx';
import { codeFingerprint } from './code-fingerprint.ts';
import { postCoverSpec } from '../../templates/parts/PostCover.tsx';
import { socialCardPath } from './social-card-path.ts';

export { CARD_SIZE };

/** A page's card as its head names it. */
export interface SocialImage {
  /** Site-relative: /social/blog/1.png */
  path: string;
  alt: string;
  width: number;
  height: number;
}

export { socialCardPath };

type CardSources = Pick<Content, 'site' | 'posts' | 'categories' | 'vendors' | 'legal'>;

/** The cards of a site's pages: what each shows, and how its page's head names it. */
export function socialCardsFor(content: CardSources) {
  const { site } = content;
  const base = { brand: site.brand, footnote: site.offices.map((office) => office.city).join(' · ') };
  // By address, once: a blog of 1,000 posts asks 1,000 times.
  const posts = new Map(content.posts.map((post) => [PATHS.post(post), post]));
  // Each kind is read when a card is asked for, so that a page's render records what its card shows.
  const kinds = new Map<string, () => string>([
    ['/', () => site.tagline],
    ['/about', () => 'Company'],
    ['/contact', () => 'Contact'],
    ['/services', () => 'Services'],
    ['/404', () => 'Page not found'],
    ...content.categories.map((category) => [PATHS.category(category), () => 'Services'] as const),
    ...content.vendors.map((vendor) => [PATHS.vendor(vendor), () => vendor.category.title] as const),
    ...content.legal.map((page) => [`/${page.slug}`, () => 'Legal'] as const),
  ]);
  const kindOf = (routePath: string) =>
    kinds.get(routePath)?.() ?? (routePath.startsWith('/blog') ? 'Blog' : site.tagline);

  /** What the card says: its kind and title. */
  const wordsOf = (route: CardRoute) => {
    const post = posts.get(route.path);
    if (post) return { post, kind: `Article · ${post.category}`, title: post.title };
    return { post, kind: kindOf(route.path), title: pageName(route.meta.title, site.brand) };
  };
  const cardOf = (route: CardRoute): CardContent => {
    const { post, kind, title } = wordsOf(route);
    if (post) return { ...base, kind, title, cover: postCoverSpec(post) };
    // Pages that are not articles get a field of their own: one spike per word of their title.
    return {
      ...base,
      kind,
      title,
      cover: { seed: route.path, parts: title.split(/\s+/).map((word) => word.length), tone: 'brand' as const },
    };
  };
  const imageOf = (route: CardRoute): SocialImage => {
    const { kind, title } = wordsOf(route);
    return { path: socialCardPath(route.path), alt: `${site.brand}: ${title} (${kind})`, ...CARD_SIZE };
  };
  return { cardOf, imageOf };
}

export type SocialCards = ReturnType<typeof socialCardsFor>;
type CardRoute = { path: string; meta: PageMeta };

/** "Atlassian Jira and Confluence | Bluebonnet Cyber" -> "Atlassian Jira and Confluence"; the home
 *  page's "Bluebonnet Cyber | AI-Powered ..." -> "AI-Powered ...". */
function pageName(title: string, brand: string): string {
  const parts = title.split(' | ').filter((part) => !part.startsWith(brand));
  return parts[0] ?? title;
}

/** How a build's cards were made: drawn now, or read from the cache. */
export interface CardCount {
  drawn: number;
  reused: number;
}

const cacheFolder = (projectRoot: string) => path.join(projectRoot, BUNDLE_CACHE, 'social-cards');
/** The cards the last build published, one key a line (sorted): what the deploy workflow keys on. */
export const lastBuildCards = (projectRoot: string) => path.join(cacheFolder(projectRoot), 'last-build.txt');

/** Where a build's files go: written from memory, or the same bytes as a kept file. */
export interface CardOutput {
  write(file: string, data: Uint8Array): void;
  copyOf(file: string, source: string, size: number): void;
}

/** Draws the cards not kept yet, and hands every route's card to `output`. */
export async function writeSocialCards(
  projectRoot: string,
  routes: CardRoute[],
  cards: SocialCards,
  output: CardOutput,
): Promise<CardCount> {
  const count = { drawn: 0, reused: 0 };
  const drawing = await drawingFingerprint(projectRoot);
  const used: string[] = [];
  for (const route of routes) {
    const file = socialCardPath(route.path).slice(1);
    const card = cards.cardOf(route);
    const cached = cachedCardFile(projectRoot, drawing, card);
    used.push(path.basename(cached));
    // A kept card is handed on by its file, not read: a thousand posts' cards are 170 MB.
    const kept = statSync(cached, { throwIfNoEntry: false });
    if (kept) {
      count.reused++;
      output.copyOf(file, cached, kept.size);
    } else {
      count.drawn++;
      output.write(file, await drawAndKeep(card, cached));
    }
  }
  await keep(lastBuildCards(projectRoot), `${used.sort().join('\n')}\n`);
  return count;
}

/** One card's PNG: read from the cache, or drawn and kept there. */
export async function socialCardPng(
  projectRoot: string,
  card: CardContent,
): Promise<{ png: Uint8Array; drawn: boolean }> {
  const cached = cachedCardFile(projectRoot, await drawingFingerprint(projectRoot), card);
  const kept = await readFile(cached).catch(() => undefined);
  if (kept) return { png: kept, drawn: false };
  return { png: await drawAndKeep(card, cached), drawn: true };
}

/** Where a card is kept: named by what it shows and by the code that draws it. */
const cachedCardFile = (projectRoot: string, drawing: string, card: CardContent) =>
  path.join(
    cacheFolder(projectRoot),
    `${createHash('sha256').update(drawing).update(JSON.stringify(card)).digest('hex').slice(0, 32)}.png`,
  );

async function drawAndKeep(card: CardContent, cached: string): Promise<Buffer> {
  const png = Buffer.from(await drawSocialCard(card));
  await keep(cached, png);
  return png;
}

/** Written aside and renamed: a build running at the same time never reads half a file. */
async function keep(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  await writeFile(staging, data);
  await rename(staging, file);
}

const drawings = new Map<string, Promise<string>>();

/** Everything that draws a card (its code, the packages it uses, the font), once per process and project. */
function drawingFingerprint(projectRoot: string): Promise<string> {
  let drawing = drawings.get(projectRoot);
  if (!drawing) {
    drawing = codeFingerprint({
      projectRoot,
      entry: 'cli/artwork/social-card.tsx',
      runtimeFiles: CARD_RUNTIME_FILES,
      keptList: path.join(cacheFolder(projectRoot), 'drawing-code.json'),
    });
    drawings.set(projectRoot, drawing);
  }
  return drawing;
}
