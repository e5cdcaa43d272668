// `site submissions`: prints the stored leads, asking the running `site serve` when there is one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openLocalDatabase } from './local-database.ts';
import { fetchSubmissionsFromServer, listSubmissions, readServeLock, toCsv, toText, type Submission } from './submissions.ts';

export async function printSubmissions({ projectRoot, dataDir, format }: { projectRoot: string; dataDir: string; format: 'text' | 'json' | 'csv' }) {
  let submissions: Submission[];
  const lock = await readServeLock(dataDir);
  if (lock) submissions = await fetchSubmissionsFromServer(lock);
  else if (!existsSync(path.join(dataDir, 'pglite'))) submissions = [];
  else {
    const db = await openLocalDatabase(projectRoot, path.join(dataDir, 'pglite'));
    try {
      submissions = await listSubmissions(db);
    } finally {
      await db.close();
    }
  }
  if (format === 'json') process.stdout.write(`${JSON.stringify(submissions, null, 2)}\n`);
  else if (format === 'csv') process.stdout.write(toCsv(submissions));
  else process.stdout.write(toText(submissions));
}
