// The content's parses kept by `site serve` between its loads (cli/model/load.ts ParseCache): a file
// whose text is the same is not parsed again, and one whose text changed is, so that the content loaded
// with the cache is the content loaded from nothing.
import { describe, expect, it } from 'vitest';
import { loadContent, ParseCache } from '../../cli/model/load.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';

const postsOf = (content: ReturnType<typeof loadContent>) =>
  content.posts.map((post) => [post.title, post.words, post.html]);

describe('parses kept between loads', () => {
  it('are used for files whose text is the same, and the content is the same', () => {
    const files = ContentInMemory.ofFixture();
    const cache = new ParseCache();
    const fresh = loadContent(files, cache);
    const again = loadContent(files, cache);
    expect(postsOf(again)).toEqual(postsOf(fresh));
  });

  it('are not used for a file whose text changed', () => {
    const files = ContentInMemory.ofFixture();
    const cache = new ParseCache();
    loadContent(files, cache);
    files.edit('content/blog/02-productivity-suites.md', /^title: .+$/m, 'title: "Suites, compared again"');
    const edited = loadContent(files, cache);
    expect(edited.posts.map((post) => post.title)).toContain('Suites, compared again');
    expect(postsOf(edited)).toEqual(postsOf(loadContent(files)));
  });
});
