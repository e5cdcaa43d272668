// Every page's social card (its og:image): what it shows, where it is published, and drawing it once:
// its PNG is kept in the cache (cli/runtime/cache.js) under a key of its content and of the code that
// draws it, and later builds link the kept file into their output.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Content } from '../model/collections.ts';
import type { PageCard } from '../site/routes.tsx';
import { CARD_RUNTIME_FILES, CARD_SIZE, drawSocialCard, type CardContent } from '../artwork/social-card.tsx';
import { entryOf, put, runningCodeKey, take, type CodeEntry } from '../runtime/cache.js';
import type { StagedOutput } from './output.ts';
import { socialCardPath } from './social-card-path.ts';

export { socialCardPath };

/** The cards of a site's pages: what each shows (as its route declared), and how its page's head names it. */
export function socialCardsFor({ site }: Pick<Content, 'site'>) {
  const base = { brand: site.brand, footnote: site.offices.map((office) => office.city).join(' · ') };
  const cardOf = ({ path, card }: CardRoute): CardContent => ({
    ...base,
    kind: card.kind,
    title: card.title,
    // Pages that are not articles get a field of their own: one spike per word of their title.
    cover: card.cover ?? { seed: path, parts: card.title.split(/\s+/).map((word) => word.length), tone: 'brand' },
  });
  const imageOf = ({ path, card }: CardRoute) => ({
    path: socialCardPath(path),
    alt: `${site.brand}: ${card.title} (${card.kind})`,
    ...CARD_SIZE,
  });
  return { cardOf, imageOf };
}

export type SocialCards = ReturnType<typeof socialCardsFor>;
/** A page's address and the card its route declared. */
export type CardRoute = { path: string; card: PageCard };

/** The cards' kind of entry in the cache. */
const KIND = 'cards';
const LAST_BUILD = 'last-build.txt';
/** The cards the last build published, one name a line (sorted): what the deploy workflow keys on. */
export const lastBuildCards = (projectRoot: string) => entryOf(projectRoot, KIND, LAST_BUILD);

/** Draws the cards not kept yet (every card with `cache: false`), and hands every route's card to `output`. */
export async function writeSocialCards(
  projectRoot: string,
  routes: CardRoute[],
  cards: SocialCards,
  output: Pick<StagedOutput, 'write' | 'copyOf'>,
  { cache = true } = {},
): Promise<{ drawn: number; reused: number }> {
  const count = { drawn: 0, reused: 0 };
  const drawing = cache ? await runningCodeKey(projectRoot, CARD_DRAWING) : '';
  const wanted = routes.map((route) => {
    const card = cards.cardOf(route);
    return { file: socialCardPath(route.path).slice(1), card, name: cardName(drawing, card) };
  });
  // A few at a time: each paints and compresses on Node's worker threads while this one lays out the next.
  const inFlight = new Set<Promise<void>>();
  let failed: { error: unknown } | undefined;
  for (const { file, card, name } of wanted) {
    // A kept card is handed on by its file, not read into memory.
    const kept = cache ? take(projectRoot, KIND, name) : undefined;
    if (kept && output.copyOf(file, kept)) {
      count.reused++;
      continue;
    }
    count.drawn++;
    const one: Promise<void> = drawCard(projectRoot, card, cache ? name : undefined)
      .then((png) => output.write(file, png))
      .catch((error: unknown) => {
        failed ??= { error };
      })
      .finally(() => inFlight.delete(one));
    inFlight.add(one);
    if (inFlight.size >= CARDS_AT_ONCE) await Promise.race(inFlight);
    if (failed) break;
  }
  await Promise.all(inFlight);
  if (failed) throw failed.error;
  if (cache) {
    const names = wanted.map(({ name }) => `${name}\n`).sort();
    await put(projectRoot, KIND, LAST_BUILD, (staging) => writeFile(staging, names.join('')));
  }
  return count;
}

/** How many cards a build draws at once: one for each core to paint, and one being laid out. */
const CARDS_AT_ONCE = availableParallelism() + 1;

/** One card's PNG: read from the cache, or drawn and kept there. */
export async function socialCardPng(
  projectRoot: string,
  card: CardContent,
): Promise<{ png: Uint8Array; drawn: boolean }> {
  const name = cardName(await runningCodeKey(projectRoot, CARD_DRAWING), card);
  const kept = take(projectRoot, KIND, name);
  const png = kept && (await readFile(kept).catch(() => undefined));
  if (png) return { png, drawn: false };
  return { png: await drawCard(projectRoot, card, name), drawn: true };
}

/** A kept card's name: its key, made of what it shows and of the code that draws it. */
const cardName = (drawing: string, card: CardContent) =>
  `${createHash('sha256').update(drawing).update(JSON.stringify(card)).digest('hex').slice(0, 32)}.png`;

/** Draws a card, kept under `name` when given. */
async function drawCard(projectRoot: string, card: CardContent, name: string | undefined): Promise<Buffer> {
  const png = Buffer.from(await drawSocialCard(card));
  if (name) await put(projectRoot, KIND, name, (staging) => writeFile(staging, png, { mode: READ_ONLY }));
  return png;
}

/** A kept card's mode: every build's dist/ links to it, so writing to a card there must fail. The
 *  cache only ever replaces it (renaming over a file needs no write permission on it). */
const READ_ONLY = 0o444;

/** Everything that draws a card: its code, the packages it uses (resvg's native module by its version) and the font. */
export const CARD_DRAWING: CodeEntry = { entry: 'cli/artwork/social-card.tsx', runtimeFiles: CARD_RUNTIME_FILES };

/** Keys the drawing's code now, in a process that draws cards later (`site serve`): its cards are filed
 *  under the code it runs, not under files edited since, which a build of the new code would take. */
export function keyCardDrawingNow(projectRoot: string): void {
  void runningCodeKey(projectRoot, CARD_DRAWING).catch(() => undefined); // a failure is reported when a card is drawn
}
