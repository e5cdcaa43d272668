// The folders' layering, as README's "How it is built" states it: the command (cli/) renders with the
// templates, the templates and the build read the content model (cli/model/), and the browser code
// (client/) and the functions (supabase/) know nothing of the command or the templates. Checked on
// every import of every source file, so that a new import across the layers fails here by name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

/** Every import of a project file: the importing file and the imported one, project-relative. */
function importsUnder(folder: string): { from: string; to: string }[] {
  const files = readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(tsx?|jsx?|mjs)$/.test(file),
  );
  return files.flatMap((file) => {
    const from = path.posix.join(folder, file.split(path.sep).join('/'));
    const text = readFileSync(path.join(projectRoot, from), 'utf8');
    return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)].map((match) => ({
      from,
      to: path.posix.join(path.posix.dirname(from), match[1]!),
    }));
  });
}

const outside = (imports: { from: string; to: string }[], allowed: (to: string) => boolean) =>
  imports.filter(({ to }) => !allowed(to)).map(({ from, to }) => `${from} -> ${to}`);

describe('the layers', () => {
  it('the content model imports nothing of the build, the server, the routes or the templates', () => {
    // The one arrow out: the e-mail and phone patterns the browser's contact text uses, so that a
    // body's addresses become links by the same rule as the forms' text.
    const allowed = (to: string) => to.startsWith('cli/model/') || to === 'client/contact-text.ts';
    expect(outside(importsUnder('cli/model'), allowed)).toEqual([]);
  });

  it('templates import, of the command, only the content model', () => {
    const allowed = (to: string) => !to.startsWith('cli/') || to.startsWith('cli/model/');
    const imports = importsUnder('templates');
    expect(imports.some(({ to }) => to.startsWith('cli/model/'))).toBe(true); // the scan sees them
    expect(outside(imports, allowed)).toEqual([]);
  });

  it('browser code and the functions import nothing of the command or the templates', () => {
    const allowed = (to: string) => !to.startsWith('cli/') && !to.startsWith('templates/');
    expect(outside([...importsUnder('client'), ...importsUnder('supabase')], allowed)).toEqual([]);
  });
});
