// Keeps the data folder its owner's alone: the database in it holds every lead (names, e-mails,
// messages), in its tables and in its write-ahead log, and no other user of the machine may read it.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;
/** The group's and everyone else's permission bits. */
export const OTHERS = 0o077;

/**
 * Creates `folder` (and any missing parent) as its owner's alone, or makes an existing one so when
 * `isOurs` says it is this tool's to change: a folder of the user's own given with --data (the
 * project itself, say) keeps its mode; what the tool puts in it is private anyway.
 */
export async function ownerOnlyFolder(
  folder: string,
  isOurs: (entries: string[]) => boolean = () => true,
): Promise<void> {
  // mkdir's mode is narrowed by the umask, never widened: 0700 whatever the umask.
  const made = await mkdir(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const { mode } = await lstat(folder);
  if (mode & OTHERS && (made !== undefined || isOurs(await readdir(folder)))) await chmod(folder, OWNER_ONLY_FOLDER);
}

/**
 * Takes every other user's access away from what is inside `folder`: folders 0700, files 0600. A
 * database created by PGlite has its files 0666 whatever the umask (see OwnerOnlyNodeFS). Only what needs it is changed, so on a
 * folder already private this reads the modes and writes nothing (links are left alone: chmod would
 * follow them out of the folder).
 */
export async function takeOthersAccessAway(folder: string): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) return;
      const { mode } = await lstat(file);
      if (entry.isDirectory()) {
        if (mode & OTHERS) await chmod(file, OWNER_ONLY_FOLDER);
        await takeOthersAccessAway(file);
      } else if (mode & OTHERS) {
        await chmod(file, OWNER_ONLY_FILE);
      }
    }),
  );
}
