// client/public/ is copied to the output as it is: images, the favicon, anything that needs no build.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function readPublicFiles(projectRoot: string): Promise<Map<string, Buffer>> {
  const publicDir = path.join(projectRoot, 'client/public');
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  const contents = await Promise.all(files.map((file) => readFile(path.join(publicDir, file))));
  return new Map(files.map((file, index) => [file.split(path.sep).join('/'), contents[index]!]));
}
