// How the loader reaches the content: the build reads the project on disk, a test content held in memory
// (tests/support/content-in-memory.ts) without copying the project.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The project's files, each named as an editor would name it: content/blog/01-security-measures.md. */
export interface ContentFiles {
  /** The names of what is directly inside `folder` (files and folders), or undefined when there is no such folder. */
  list(folder: string): string[] | undefined;
  /** A file's bytes, or undefined when there is no such file. */
  read(file: string): Uint8Array | undefined;
}

/** The files of the project at `projectRoot`, read synchronously: faster for many small files. */
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
