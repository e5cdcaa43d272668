// Makes a database in a folder, run as a process of its own (cli/backend/database-folder.ts): creating
// one takes PGlite far more memory than running one, and a process never gives it back.
//   node cli/backend/empty-database.js <folder> copy <template.tar.gz>   a copy of the kept empty one
//   node cli/backend/empty-database.js <folder> make <template.tar.gz>   initdb's work, written there too
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

// The folders the database is unpacked into are the owner's alone as they are made.
process.umask(0o077);
const [dataDir, action, template] = process.argv.slice(2);
if (!dataDir || !template || (action !== 'copy' && action !== 'make')) {
  throw new Error('Usage: empty-database.js <folder> copy|make <template.tar.gz>');
}
if (action === 'copy') {
  const db = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(template)]) });
  await db.close();
} else {
  const db = await PGlite.create(dataDir);
  writeFileSync(template, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
  await db.close();
}
