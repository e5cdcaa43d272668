// What each page read of the content while it rendered, recorded through proxies rather than listed by
// hand, so that `site serve` re-renders a page only when something it read changed. A read is an entry's
// field ("content/blog/7.md#7.title"), a page file's ("content/pages/blog.yaml#.description"), or a
// collection's list ("collection:posts"). `site build` renders every page once and reads plain objects.
import { createHash } from 'node:crypto';
import type { Content } from './collections.ts';
import { COLLECTIONS, PAGES, pageFile, type CollectionDeclaration, type CollectionName } from './collections.ts';

export type Reads = ReadonlySet<string>;

let recording: Set<string> | undefined;

/** Runs `make`, returning what it read (and adding that to any recording around it). */
export function recordReads<T>(make: () => T): { value: T; reads: Set<string> } {
  const outer = recording;
  const reads = new Set<string>();
  recording = reads;
  try {
    return { value: make(), reads };
  } finally {
    recording = outer;
    if (outer) for (const read of reads) outer.add(read);
  }
}

/**
 * A value made once and shared (the footer, the posts' order): every use records one read standing for
 * all that making it read (sharedRead), or every article would record every post it looked through.
 */
export function sharedWithReads<K extends object, T>(
  cache: WeakMap<K, { value: T; reads: Reads }>,
  key: K,
  make: () => T,
): T {
  let made = cache.get(key);
  if (!made) {
    const outer = recording;
    recording = undefined;
    try {
      const { value, reads } = recordReads(make);
      made = { value, reads: new Set([sharedRead(reads)]) };
    } finally {
      recording = outer;
    }
    cache.set(key, made);
  }
  if (recording) for (const read of made.reads) recording.add(read);
  return made.value;
}

/** The reads each shared read stands for, by shared read. */
const sharedReads = new Map<string, Reads>();

/** The read that stands for `reads`, named after their hash, so that the same reads made again are the
 *  same shared read. */
function sharedRead(reads: Reads): string {
  const hash = createHash('sha256');
  for (const read of [...reads].sort()) hash.update(read).update('\0');
  const name = `${SHARED}${hash.digest('base64url').slice(0, 22)}`;
  sharedReads.set(name, reads);
  return name;
}

const SHARED = 'shared:';

/** What a shared read stands for (undefined for any other read, or one this process did not make). */
export const membersOf = (read: string): Reads | undefined =>
  read.startsWith(SHARED) ? sharedReads.get(read) : undefined;

/** Whether `read` changed, given the reads that did: a shared read when one of its members did.
 *  Memoized: a thousand pages name the same shared read. */
export function changedWith(changed: ReadonlySet<string>): (read: string) => boolean {
  const shared = new Map<string, boolean>();
  const isChanged = (read: string): boolean => {
    if (changed.has(read)) return true;
    const members = membersOf(read);
    if (!members) return false;
    if (!shared.has(read)) shared.set(read, [...members].some(isChanged));
    return shared.get(read)!;
  };
  return isChanged;
}

/** The read of each field of one entry, each string made once (a page reads thousands). */
function fieldReads(id: string): (field: string) => string {
  const made = new Map<string, string>();
  return (field) => {
    let read = made.get(field);
    if (read === undefined) made.set(field, (read = fieldRead(id, field)));
    return read;
  };
}

/** An entry's identity: its file, and its name inside a one-file collection (authors.yaml). */
type EntryRef = { file: string; slug: string };
const entryId = (entry: EntryRef) => `${entry.file}#${entry.slug}`;
const fieldRead = (id: string, field: string | symbol) => `${id}.${String(field)}`;
export const collectionRead = (name: CollectionName) => `collection:${name}`;

const isEntry = (value: unknown): value is EntryRef =>
  typeof (value as Partial<EntryRef> | null)?.file === 'string' &&
  typeof (value as Partial<EntryRef> | null)?.slug === 'string';

const watched = new WeakMap<object, object>();

/** A view of a value that records reads: an entry's fields by entry, nested values as they are. */
function watch<T>(value: T, owner?: string): T {
  if (typeof value !== 'object' || value === null) return value;
  const id = isEntry(value) ? entryId(value) : owner;
  // Only an entry's own fields are its reads; what lies inside them is read with the field.
  return viewOf(value, id !== owner ? id : undefined, id);
}

/** The one view of `value`: recording its fields as reads of `readsId` (if any), its values watched as `owner`'s. */
function viewOf<T extends object>(value: T, readsId: string | undefined, owner: string | undefined): T {
  const known = watched.get(value);
  if (known) return known as T;
  // The reads' names are made when the first read is recorded: most views are only looked through.
  let readsOf: ((field: string) => string) | undefined;
  const view = new Proxy(value, {
    get(target, field, receiver) {
      if (readsId !== undefined && recording && typeof field === 'string')
        recording.add((readsOf ??= fieldReads(readsId))(field));
      return watch(Reflect.get(target, field, receiver), owner);
    },
  });
  watched.set(value, view);
  return view;
}

/** The content as the pages of `site serve` read it, every field read recorded; not site.yaml, which
 *  every page shows, so that an edit to it renders every page anyway. */
export function watchedContent(content: Content): Content {
  const pageFiles = new Map(Object.entries(PAGES).map(([name, { key }]) => [key as string, pageFile(name)]));
  const pages = new Proxy(content.pages, {
    get(target, key, receiver) {
      const page = Reflect.get(target, key, receiver) as object;
      const file = typeof key === 'string' ? pageFiles.get(key) : undefined;
      // A page file's fields are read like an entry's.
      return file && page ? viewOf(page, `${file}#`, `${file}#`) : page;
    },
  });
  const collections = new Map<string, unknown>();
  return new Proxy(content, {
    get(target, key, receiver) {
      if (key === 'pages') return pages;
      const value = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !(key in COLLECTIONS)) return value;
      if (!collections.has(key)) collections.set(key, watchCollection(value as object[], key as CollectionName));
      return collections.get(key);
    },
  });
}

/** A collection's list: any use of it (its length, an entry, a copy, a loop) reads the list. */
function watchCollection(entries: object[], name: CollectionName): object[] {
  const read = collectionRead(name);
  return new Proxy(entries, {
    get(target, key, receiver) {
      recording?.add(read);
      return watch(Reflect.get(target, key, receiver));
    },
  });
}

/** The reads whose value differs between two loads of the content (a reference compared by the entry it
 *  names); 'all' when content/site.yaml changed (it is not watched). */
export function changedReads(before: Content, after: Content, siteFile: string): Set<string> | 'all' {
  if (before.files.get(siteFile) !== after.files.get(siteFile)) return 'all';
  const files = [...before.files.keys(), ...after.files.keys()];
  const changedFiles = new Set(files.filter((file) => before.files.get(file) !== after.files.get(file)));

  const changed = new Set<string>();
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    const earlier = new Map(before[name].map((entry) => [entryId(entry), entry as object]));
    if (!sameEntries(before[name], after[name])) changed.add(collectionRead(name));
    for (const entry of after[name]) {
      const id = entryId(entry);
      const old = earlier.get(id);
      // A new entry was read by nobody yet; a list that shows it was read as its collection.
      if (!old) continue;
      // An unchanged file has the same fields, but the entries it names or lists may have moved.
      const fields = changedFiles.has(entry.file) ? fieldsOf(old, entry) : ENTRY_FIELDS.get(name)!;
      for (const field of fields)
        if (!sameValue(Reflect.get(old, field), Reflect.get(entry, field))) changed.add(fieldRead(id, field));
    }
  }
  for (const [name, { key }] of Object.entries(PAGES)) {
    const file = pageFile(name);
    if (!changedFiles.has(file)) continue;
    const [old, page] = [before.pages[key], after.pages[key]] as [object, object];
    for (const field of fieldsOf(old, page))
      if (!sameValue(Reflect.get(old, field), Reflect.get(page, field))) changed.add(fieldRead(`${file}#`, field));
  }
  return changed;
}

const fieldsOf = (a: object | undefined, b: object | undefined) =>
  new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);

/** Each collection's fields that hold entries: its references, and the referrers others list on it. */
const ENTRY_FIELDS = entryValuedFields();

function entryValuedFields(): Map<CollectionName, string[]> {
  const fields = new Map((Object.keys(COLLECTIONS) as CollectionName[]).map((name) => [name, [] as string[]]));
  for (const [name, declaration] of Object.entries(COLLECTIONS) as [CollectionName, CollectionDeclaration][]) {
    for (const [field, reference] of Object.entries(declaration.references ?? {})) {
      if (!reference) continue;
      fields.get(name)!.push(field);
      if (reference.listedAs) fields.get(reference.to as CollectionName)!.push(reference.listedAs);
    }
  }
  return fields;
}

function sameEntries(a: readonly EntryRef[], b: readonly EntryRef[]): boolean {
  return a.length === b.length && a.every((entry, index) => entryId(entry) === entryId(b[index]!));
}

/** Equal as the pages would show them: an entry (a post's author) is the same whatever became of its fields. */
const sameValue = (a: unknown, b: unknown) => a === b || asShown(a) === asShown(b);

/** A value as text, every entry in it named, not expanded (a category lists vendors that name it). */
function asShown(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) => (isEntry(inner) ? `entry:${entryId(inner)}` : inner)) ?? 'undefined'
  );
}
