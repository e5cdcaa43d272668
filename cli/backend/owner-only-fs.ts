// PGlite's file system for Node, making everything the database writes its owner's alone (the other
// half of owner-only.ts, apart so that only what opens a database loads PGlite).
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { OTHERS } from './owner-only.ts';

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
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), (module) => withoutOthersAccess(module.NODEFS)],
      },
    };
  }
}

/** The part of Emscripten's NODEFS that creates files and sets their modes. */
interface NodeFileSystem {
  node_ops?: {
    mknod?: (parent: unknown, name: string, mode: number, dev: number) => unknown;
    setattr?: (node: unknown, attr: { mode?: number }) => void;
  };
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

const withoutOthers = <A extends { mode?: number }>(attr: A): A =>
  attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~OTHERS };
