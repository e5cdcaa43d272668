// Which kept social cards (cli/build/social-cards.ts) a build may still ask for, and removing the rest.
// The cache is shared by every checkout whose node_modules it is in (worktrees, the tests' copies),
// and a card is kept under a key of what it shows and of the code that draws it: an edited title or
// new drawing code leaves cards that no build asks for again, 170 KB each. So each checkout names the
// cards of its latest build in a list of its own (named after its folder, as cli/kept-bundle.js names
// its lists of sources), written before that build links any. After a build succeeds, a card that no
// list of a checkout still on disk names is removed:
// - at once when this checkout's previous build used it: this build replaced it;
// - otherwise once nothing has drawn or linked it for a week (its ctime, which drawing sets and each
//   build linking it into an output moves, the link count changing), looked for at most once an hour
//   (a folder of 14,000 cards took 0.1 s of every build to look through). Those are the cards of
//   checkouts since deleted (the tests' and the benchmark's copies, whose next run makes the same
//   cards) and of `site serve` (drawn when a page asks, never listed): a weekly run, or a checkout
//   left over a weekend, still finds its cards (GitHub drops an unused cache after as long).
// Removing never breaks a build: one links a kept card into its output at once and draws it again if
// it is gone, and a published card is a link of its own, which removing the cache's name leaves
// whole. `site serve` never prunes: it builds without cards and draws one when a page asks for it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../whole-file.js';

/** The folder of the checkouts' lists, inside the cards' folder. */
const LISTS = 'checkouts';
/** A kept card's name: its key, as cachedCardFile makes it. */
const KEPT_CARD = /^[0-9a-f]{32}\.png$/;
/** How long a card no list names is kept after it was last drawn or linked. */
const UNLISTED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the cards no list names are looked through, and the file saying when they last were. */
const SWEPT_EVERY_MS = 60 * 60 * 1000;
const SWEPT_AT = 'swept-at.txt';

interface CardList {
  /** The checkout's folder: the list is dropped once it is gone (its cards then wait out the week). */
  root: string;
  /** The names of the cards its latest build uses. */
  cards: string[];
}

/**
 * Names `cards` (file names in `folder`) as the ones `projectRoot`'s build uses, before it uses them,
 * so that a build pruning meanwhile keeps them; returns those its previous build named.
 */
export async function claimCards(folder: string, projectRoot: string, cards: string[]): Promise<string[]> {
  const file = path.join(folder, LISTS, `${createHash('sha256').update(projectRoot).digest('hex').slice(0, 16)}.json`);
  const previous = readList(file);
  await mkdir(path.dirname(file), { recursive: true });
  // Whole: a build reading the lists meanwhile sees the old list or this one.
  await writeWhole(file, JSON.stringify({ root: projectRoot, cards } satisfies CardList));
  return previous?.root === projectRoot ? previous.cards : [];
}

/**
 * After a build succeeded: removes the kept cards in `folder` that no checkout's list names, those it
 * `replaced` (its previous build's) at once, any other once untouched for UNLISTED_KEPT_MS before
 * `now` (looked for once every SWEPT_EVERY_MS). Returns the names removed. Synchronous: a build's
 * thousands of cards are a few milliseconds of stat() this way, and most of a second through the
 * thread pool.
 */
export function pruneCards(folder: string, replaced: string[], now = Date.now()): string[] {
  const named = new Set<string>();
  const lists = path.join(folder, LISTS);
  for (const name of existsSync(lists) ? readdirSync(lists).filter((entry) => entry.endsWith('.json')) : []) {
    const list = readList(path.join(lists, name));
    if (list && existsSync(list.root)) for (const card of list.cards) named.add(card);
    else rmSync(path.join(lists, name), { force: true });
  }
  const sweep = now - sweptAt(folder) >= SWEPT_EVERY_MS;
  const letGo = new Set(replaced);
  const unlistedBefore = now - UNLISTED_KEPT_MS;
  const removed: string[] = [];
  for (const name of sweep ? readdirSync(folder) : letGo) {
    if (!KEPT_CARD.test(name) || named.has(name)) continue;
    const file = path.join(folder, name);
    if (!letGo.has(name) && !untouchedSince(file, unlistedBefore)) continue;
    if (!existsSync(file)) continue;
    rmSync(file, { force: true });
    removed.push(name);
  }
  if (sweep) writeFileSync(path.join(folder, SWEPT_AT), String(now));
  return removed;
}

/** When the cards were last looked through (0: never). */
function sweptAt(folder: string): number {
  try {
    return Number(readFileSync(path.join(folder, SWEPT_AT), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** Whether nothing has drawn or linked `file` since `time` (false when it is gone). */
function untouchedSince(file: string, time: number): boolean {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats !== undefined && stats.ctimeMs < time;
}

function readList(file: string): CardList | undefined {
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as Partial<CardList>;
    return typeof list.root === 'string' && Array.isArray(list.cards) ? (list as CardList) : undefined;
  } catch {
    return undefined;
  }
}
