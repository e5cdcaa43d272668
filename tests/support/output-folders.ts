// Two builds' output folders compared file by file: the tests that require one way of building to
// publish what another does (the build cache against --no-cache, several threads against one).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of a folder, by its path inside it. */
export function filesOf(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(folder, file), readFileSync(file));
    }
  return files;
}

/** The files that differ between two folders, or are in only one of them. */
export function differingFiles(a: string, b: string): string[] {
  const [left, right] = [filesOf(a), filesOf(b)];
  return [...new Set([...left.keys(), ...right.keys()])].filter(
    (file) => !left.get(file) || !right.get(file) || !left.get(file)!.equals(right.get(file)!),
  );
}
