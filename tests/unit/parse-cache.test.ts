// The content's parses kept between builds (cli/build/page-cache.ts keeps ParseCache.kept() on disk):
// a file whose text is the same is not parsed again, and one whose text changed is, so that the
// content loaded from kept parses is the content loaded from nothing.
import { serialize, deserialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { loadContent, ParseCache, type KeptParses } from '../../cli/model/load.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';

/** What a build keeps and the next one reads back: through v8's serializer, as on disk. */
const keptAndRead = (cache: ParseCache) => ParseCache.of(deserialize(serialize(cache.kept())) as KeptParses);

describe('parses kept by a build', () => {
  it('are used for files whose text is the same, and the content is the same', () => {
    const files = ContentInMemory.ofFixture();
    const first = new ParseCache();
    const fresh = loadContent(files, first);
    const kept = keptAndRead(first);
    const again = loadContent(files, kept);
    expect(kept.changed).toBe(false);
    expect(again.posts.map((post) => [post.title, post.words, post.html])).toEqual(
      fresh.posts.map((post) => [post.title, post.words, post.html]),
    );
  });

  it('are not used for a file whose text changed', () => {
    const files = ContentInMemory.ofFixture();
    const first = new ParseCache();
    loadContent(files, first);
    files.edit('content/blog/02-productivity-suites.md', /^title: .+$/m, 'title: "Suites, compared again"');
    const kept = keptAndRead(first);
    const edited = loadContent(files, kept);
    expect(kept.changed).toBe(true);
    expect(edited.posts.map((post) => post.title)).toContain('Suites, compared again');
  });
});
