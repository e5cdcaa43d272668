// The empty database `site serve` copies: made once per machine (by `site prepare`, which `npm
// install` runs, or by the first database made without it), and a database made from it is a whole
// one, private to its owner, that takes leads.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFolder, prepareDatabaseTemplate } from '../../cli/backend/database-folder.ts';
import { openLocalDatabase } from '../../cli/backend/local-database.ts';
import { projectRoot } from '../support/project-copy.ts';

let root: string;
beforeAll(async () => {
  // A project of its own, so that its kept files are its own: the migrations linked from this one, and
  // the code, whose files name the template (cli/runtime/cache.js).
  root = await mkdtemp(path.join(os.tmpdir(), 'site-template-'));
  await mkdir(path.join(root, 'supabase'));
  await symlink(path.join(projectRoot, 'supabase/migrations'), path.join(root, 'supabase/migrations'), 'dir');
  await symlink(path.join(projectRoot, 'cli'), path.join(root, 'cli'), 'dir');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the empty database site serve copies', () => {
  it('is made once, by site prepare, and a database made from it is whole, private, and takes leads', async () => {
    const made = await prepareDatabaseTemplate(root);
    expect(made !== undefined && existsSync(made)).toBe(true);
    expect(await prepareDatabaseTemplate(root)).toBeUndefined(); // kept: not made again

    const dataDir = path.join(root, 'data/pglite');
    await mkdir(path.dirname(dataDir), { mode: 0o700 });
    await createDatabaseFolder(root, dataDir);
    const db = await openLocalDatabase(root, dataDir);
    try {
      await db.query("insert into newsletter_subscribers (email, client_hash) values ('first@example.com', 'hash')");
      expect(await db.query('select email from newsletter_subscribers')).toEqual([{ email: 'first@example.com' }]);
    } finally {
      await db.close();
    }
    // Private by its folder, which no other user may enter (tests/cli/lead-data-on-disk.test.ts reads it as one).
    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
    expect(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
  }, 60_000);

  it('is made by npm install, which runs site prepare', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.postinstall).toBe('node cli/bin.js prepare');
    const { stdout } = await promisify(execFile)(process.execPath, ['cli/bin.js', 'prepare'], { cwd: projectRoot });
    expect(stdout).toMatch(
      /^(Made the empty database site serve copies: .+|The empty database site serve copies is ready\.)$/m,
    );
  }, 60_000);
});
