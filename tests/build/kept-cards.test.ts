// Which kept social cards a build removes from the shared cache once it succeeded
// (cli/build/kept-cards.ts): those its checkout's previous build used and this one replaced, at once;
// those no checkout names, once untouched for a week (looked for once an hour); never one a checkout
// still on disk names.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimCards, pruneCards } from '../../cli/build/kept-cards.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const card = (letter: string) => `${letter.repeat(32)}.png`;

let work: string;
let cache: string;
/** Two checkouts sharing the cache, both on disk. */
let here: string;
let other: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'site-kept-cards-'));
  cache = path.join(work, 'social-cards');
  [here, other] = [path.join(work, 'here'), path.join(work, 'other')];
  await Promise.all([cache, here, other].map((folder) => mkdir(folder, { recursive: true })));
});
afterEach(() => rm(work, { recursive: true, force: true }));

const keep = (...names: string[]) => Promise.all(names.map((name) => writeFile(path.join(cache, name), 'png')));
const kept = async () => (await readdir(cache)).filter((name) => name.endsWith('.png')).sort();

describe("the social cards' cache after a build", () => {
  it('keeps one whole list of a checkout that two builds of one process claim at once', async () => {
    await Promise.all([claimCards(cache, here, [card('a')]), claimCards(cache, here, [card('b')])]);
    expect([[card('a')], [card('b')]]).toContainEqual(await claimCards(cache, here, []));
    expect(await readdir(path.join(cache, 'checkouts'))).toHaveLength(1);
  });

  it("removes at once the cards the checkout's previous build used and this one does not", async () => {
    await keep(card('a'), card('b'));
    await claimCards(cache, here, [card('a')]);
    const replaced = await claimCards(cache, here, [card('b')]);
    expect(replaced).toEqual([card('a')]);
    expect(pruneCards(cache, replaced)).toEqual([card('a')]);
    expect(await kept()).toEqual([card('b')]);
  });

  it("keeps a card it replaced while another checkout's latest build uses it", async () => {
    await keep(card('a'), card('b'));
    await claimCards(cache, other, [card('a')]);
    await claimCards(cache, here, [card('a')]);
    pruneCards(cache, await claimCards(cache, here, [card('b')]));
    expect(await kept()).toEqual([card('a'), card('b')]);
  });

  it('keeps a card no checkout names (site serve drew it, or a checkout since deleted) for a week after its last use', async () => {
    await keep(card('a'), card('b'), card('c'));
    await claimCards(cache, other, [card('b')]);
    await claimCards(cache, here, [card('a')]);
    await rm(other, { recursive: true });
    expect(pruneCards(cache, [])).toEqual([]);
    expect(await kept()).toEqual([card('a'), card('b'), card('c')]);
    // The gone checkout's list is dropped: its card is one no checkout names.
    expect((await readdir(path.join(cache, 'checkouts'))).length).toBe(1);
    expect(pruneCards(cache, [], Date.now() + WEEK_MS + 60_000)).toEqual([card('b'), card('c')]);
    expect(await kept()).toEqual([card('a')]);
  });

  it('looks for cards untouched for a week at most once an hour (a folder of thousands took 0.1 s of each build)', async () => {
    await keep(card('a'));
    const weekOn = Date.now() + WEEK_MS + 60_000;
    expect(pruneCards(cache, [], weekOn)).toEqual([card('a')]);
    await keep(card('b'));
    expect(pruneCards(cache, [], weekOn + 60_000)).toEqual([]);
    expect(await kept()).toEqual([card('b')]);
    expect(pruneCards(cache, [], weekOn + 61 * 60_000)).toEqual([card('b')]);
  });

  it("leaves what is not a kept card: another build's card being written, the cache's other files", async () => {
    const others = [`${card('a')}.4242.tmp`, 'last-build.txt', 'drawing-code.json'];
    await keep(...others);
    pruneCards(cache, [], Date.now() + 2 * WEEK_MS);
    for (const name of others) expect(existsSync(path.join(cache, name)), name).toBe(true);
  });
});
