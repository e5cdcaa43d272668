// Keeps the data folder its owner's alone: the database in it holds every lead (names, e-mails,
// messages), in its tables and in its write-ahead log, and no other user of the machine may read it.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;
/** The group's and everyone else's permission bits. */
const OTHERS = 0o077;

/**
 * Creates `folder` (and any missing parent) as its owner's alone, or makes an existing one so when
 * `isOurs` says it is this tool's to change: a folder of the user's own given with --data (the
 * project itself, say) keeps its mode; what the tool puts in it is private anyway.
 */
export async function ownerOnlyFolder(folder: string, isOurs: (entries: string[]) => boolean = () => true): Promise<void> {
  // mkdir's mode is narrowed by the umask, never widened: 0700 whatever the umask.
  const made = await mkdir(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const { mode } = await lstat(folder);
  if (mode & OTHERS && (made !== undefined || isOurs(await readdir(folder)))) await chmod(folder, OWNER_ONLY_FOLDER);
}

/**
 * Takes every other user's access away from what is inside `folder`: folders 0700, files 0600. A
 * database created by PGlite has its files 0666 whatever the umask (see OwnerOnlyNodeFS), and one
 * made by an earlier version of this tool has them so too. Only what needs it is changed, so on a
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

/**
 * PGlite's file system for Node (Emscripten's NODEFS), except that nothing it creates is readable by
 * anyone but its owner. Emscripten creates a file with the mode it is asked for and then sets that
 * mode again with chmod, which no umask narrows; to what Postgres asks for it applies its own fixed
 * umask (022), never the process's. So PGlite's unpacking of a new database (made in memory by
 * initdb, written out with the default mode) left every file 0666, its write-ahead log included
 * (takeOthersAccessAway repairs those), and a file Postgres opens with fopen later is 0644. Here the
 * group's and others' bits are taken off every mode NODEFS creates a folder or a file with, or sets
 * one to, the one place all of them go through: what Postgres creates while it runs (new WAL
 * segments, a table's new file) is private from its first byte.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), (module) => withoutOthersAccess(module.NODEFS as unknown as NodeFileSystem)] } };
  }
}

/** The part of Emscripten's NODEFS that creates files and sets their modes. */
interface NodeFileSystem {
  node_ops?: { mknod?: (parent: unknown, name: string, mode: number, dev: number) => unknown; setattr?: (node: unknown, attr: { mode?: number }) => void };
  stream_ops?: { setattr?: (stream: unknown, attr: { mode?: number }) => void };
}

function withoutOthersAccess(nodefs: NodeFileSystem): void {
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  // Every node of the mount shares these objects, so replacing their methods covers them all. Should
  // a later PGlite name them otherwise, nothing is replaced: the folder itself stays 0700 (above),
  // and the test of the folder's modes says what changed.
  const mknod = nodeOps?.mknod;
  if (nodeOps && mknod) nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~OTHERS, dev);
  const setattr = nodeOps?.setattr;
  if (nodeOps && setattr) nodeOps.setattr = (node, attr) => setattr(node, withoutOthers(attr));
  const setStreamAttr = streamOps?.setattr;
  if (streamOps && setStreamAttr) streamOps.setattr = (stream, attr) => setStreamAttr(stream, withoutOthers(attr));
}

const withoutOthers = <A extends { mode?: number }>(attr: A): A => (attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~OTHERS });
