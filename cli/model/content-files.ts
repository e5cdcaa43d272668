// How the loader reaches the content: it lists folders and reads files through this seam, never the
// disk itself, so that the build reads the project on disk and a test reads content held in memory
// (tests/support/content-in-memory.ts) without copying the project for each case.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's files as the loader asks for them, each named by its path from the project root with
 * "/" between folders, as an editor would name it: content/blog/01-security-measures.md.
 */
export interface ContentFiles {
  /** The names of what is directly inside `folder` (files and folders), or undefined when there is no such folder. */
  list(folder: string): string[] | undefined;
  /** A file's bytes, or undefined when there is no such file. */
  read(file: string): Uint8Array | undefined;
}

/**
 * The files of the project at `projectRoot`, read from the disk each time they are asked for.
 * Reading is synchronous: for hundreds of small files it is faster than a thread-pool trip each.
 */
export function contentOnDisk(projectRoot: string): ContentFiles {
  return {
    list: (folder) => unlessMissing(() => readdirSync(path.join(projectRoot, folder))),
    read: (file) => unlessMissing(() => readFileSync(path.join(projectRoot, file))),
  };
}

/** What `read` returns, or undefined when the file or folder does not exist; any other failure is thrown. */
function unlessMissing<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
