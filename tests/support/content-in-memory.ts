// The engine's fixture content (tests/support/project-copy.ts FIXTURE_CONTENT) held in memory, as
// content/, for tests that edit a content file and load the result: the loader reads it through the
// same seam as the disk (cli/model/content-files.ts), so a case costs a map copy instead of a copy of
// the whole project, and what editors do in content/ changes none of these tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentFiles } from '../../cli/model/content-files.ts';
import { FIXTURE_CONTENT, projectRoot } from './project-copy.ts';

/** The fixture as content/, read once per process: every ContentInMemory starts from a copy of it. */
let fixtureContent: ReadonlyMap<string, Uint8Array> | undefined;

export class ContentInMemory implements ContentFiles {
  private constructor(private readonly files: Map<string, Uint8Array>) {}

  /** The fixture content, as content/, to edit without touching the disk. */
  static ofFixture(): ContentInMemory {
    fixtureContent ??= new Map(
      [...readFolder(FIXTURE_CONTENT)].map(([file, bytes]) => [`content${file.slice(FIXTURE_CONTENT.length)}`, bytes]),
    );
    return new ContentInMemory(new Map(fixtureContent));
  }

  list(folder: string): string[] | undefined {
    const prefix = `${folder}/`;
    const names = new Set<string>();
    for (const file of this.files.keys())
      if (file.startsWith(prefix)) names.add(file.slice(prefix.length).split('/')[0]!);
    return names.size > 0 ? [...names] : undefined;
  }

  read(file: string): Uint8Array | undefined {
    return this.files.get(file);
  }

  /** A file's text; fails loudly when there is no such file. */
  text(file: string): string {
    const bytes = this.files.get(file);
    if (!bytes) throw new Error(`ContentInMemory: no file ${file}`);
    return Buffer.from(bytes).toString('utf8');
  }

  /** Writes a file, as text or as bytes (for content that is not UTF-8). */
  write(file: string, content: string | Uint8Array): void {
    this.files.set(file, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  }

  /** Deletes a file; fails loudly when there is no such file. A folder is gone with its last file. */
  remove(file: string): void {
    if (!this.files.delete(file)) throw new Error(`ContentInMemory: no file ${file}`);
  }

  /** Replaces text in a file; fails loudly if the text is not there. */
  edit(file: string, from: string | RegExp, to: string): void {
    const text = this.text(file);
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`ContentInMemory.edit: ${String(from)} not found in ${file}`);
    this.write(file, edited);
  }

  /** Edits a file for the length of `run` and puts it back afterwards, whatever happens. */
  async withEdit<T>(file: string, from: string | RegExp, to: string, run: () => Promise<T>): Promise<T> {
    const original = this.files.get(file)!;
    this.edit(file, from, to);
    try {
      return await run();
    } finally {
      this.files.set(file, original);
    }
  }
}

/** Every file under `folder` of the project, by its path from the project root. */
function readFolder(folder: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const entry of readdirSync(path.join(projectRoot, folder), { withFileTypes: true })) {
    const name = `${folder}/${entry.name}`;
    if (entry.isDirectory()) for (const [file, bytes] of readFolder(name)) files.set(file, bytes);
    else files.set(name, readFileSync(path.join(projectRoot, name)));
  }
  return files;
}
