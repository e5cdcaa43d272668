// Keeps the data folder its owner's alone: the database in it holds every lead, and no other user of
// the machine may read it. The folders' modes are enough: a user who cannot enter a folder opens
// nothing under it, whatever the files' own modes (PGlite makes its files readable by all).
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';

const OWNER_ONLY = 0o700;
/** What the tool keeps in a data folder: the database, the lock (data-lock.ts), the pages site serve builds. */
const TOOL_ENTRY = /^(pglite|lock(\.\w+)?|site|\.site\.(building|old)-.+)$/;

/**
 * Creates `folder` (and any missing parent) as its owner's alone, before anything is written in it, or
 * makes an existing one so when `isOurs` says it is this tool's to change: a folder of the user's own
 * given with --data (the project itself, say) keeps its mode, and what the tool puts in it is private.
 */
export async function ownerOnlyFolder(folder: string, isOurs: (entries: string[]) => boolean = () => true) {
  // mkdir's mode is narrowed by the umask, never widened: 0700 whatever the umask.
  const made = await mkdir(folder, { recursive: true, mode: OWNER_ONLY });
  const { mode } = await lstat(folder);
  if (mode & 0o077 && (made !== undefined || isOurs(await readdir(folder)))) await chmod(folder, OWNER_ONLY);
}

/** The data folder: its owner's alone when new, or when it holds nothing but what the tool keeps there. */
export const ownerOnlyDataFolder = (dataDir: string) =>
  ownerOnlyFolder(dataDir, (entries) => entries.every((entry) => TOOL_ENTRY.test(entry)));
