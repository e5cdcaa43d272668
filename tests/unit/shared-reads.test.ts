// A value made once and shared by many pages (the posts' order every article suggests from, the
// header, the footer) is recorded as one read standing for everything making it read: a thousand
// articles record one read each for the order, not a thousand posts' dates each (which made the
// reads of a 10,000-post site a hundred million). It changed when one of its members did.
import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../../cli/model/collections.ts';
import { loadContent } from '../../cli/model/load.ts';
import {
  changedWith,
  collectionRead,
  membersOf,
  recordReads,
  sharedWithReads,
  watchedContent,
} from '../../cli/model/reads.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';

const content = watchedContent(loadContent(ContentInMemory.ofFixture()));
const posts = content.posts;

describe('a shared value', () => {
  it('is one read for each page that uses it, the first one included', () => {
    const orders = new WeakMap<object, { value: string[]; reads: ReadonlySet<string> }>();
    const order = () => sharedWithReads(orders, posts, () => posts.map((post) => post.date).sort());
    const pages = [0, 1, 2].map(() => recordReads(() => order()).reads);
    for (const reads of pages) expect([...reads]).toEqual([...pages[0]!]);
    expect(pages[0]!.size).toBe(1);
    const [shared] = pages[0]!;
    const members = membersOf(shared!)!;
    expect(members).toContain(collectionRead('posts' satisfies CollectionName));
    expect([...members].filter((read) => read.endsWith('.date'))).toHaveLength(posts.length);
  });

  it('changed when one of its members changed, and only then', () => {
    const orders = new WeakMap<object, { value: number; reads: ReadonlySet<string> }>();
    const [shared] = recordReads(() =>
      sharedWithReads(orders, posts, () => posts.map((post) => post.date).length),
    ).reads;
    const aDate = [...membersOf(shared!)!].find((read) => read.endsWith('.date'))!;
    expect(changedWith(new Set([aDate]))(shared!)).toBe(true);
    expect(changedWith(new Set([`${posts[0]!.file}#${posts[0]!.slug}.title`]))(shared!)).toBe(false);
  });

  it('is named by what it read, the same in every process (the build cache compares them across builds)', () => {
    const make = () => {
      const orders = new WeakMap<object, { value: number; reads: ReadonlySet<string> }>();
      return [...recordReads(() => sharedWithReads(orders, posts, () => posts.map((post) => post.date).length)).reads];
    };
    expect(make()).toEqual(make());
  });
});
