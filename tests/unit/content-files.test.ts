// The loader's files on disk: what a folder holds and a file's bytes, and nothing (not an error) for
// a file or folder that is not there, which the loader reports as missing with the name to create.
// The tests' content in memory reads as the disk does, so what they check holds for the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';
import { FIXTURE_CONTENT, projectRoot } from '../support/project-copy.ts';

describe('content on disk', () => {
  const files = contentOnDisk(projectRoot);

  it("lists a folder's files and reads a file's bytes, by their path from the project root", () => {
    expect(files.list('content/legal')?.sort()).toEqual(['cookies.md', 'privacy.md', 'terms.md']);
    expect(files.read('content/site.yaml')).toEqual(readFileSync(path.join(projectRoot, 'content/site.yaml')));
  });

  it('answers undefined for a file or a folder that is not there', () => {
    expect(files.read('content/pages/careers.yaml')).toBeUndefined();
    expect(files.list('content/case-studies')).toBeUndefined();
  });
});

describe('content in memory', () => {
  it('loads the same files, with the same text, as the fixture on disk', async () => {
    // The fixture's folder holds it as content/, as a project does.
    const fixtureRoot = path.join(projectRoot, path.dirname(FIXTURE_CONTENT));
    const [inMemory, onDisk] = [loadContent(ContentInMemory.ofFixture()), loadContent(contentOnDisk(fixtureRoot))];
    expect([...inMemory.files.keys()]).toEqual([...onDisk.files.keys()]);
    expect(inMemory.files).toEqual(onDisk.files);
  });
});
