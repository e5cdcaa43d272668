// `site serve`: builds, serves the output as the static host does, answers the site's functions on an
// embedded database, rebuilds when content/, templates/ or client/ change and reloads open tabs; a
// failed build is shown over the last good pages until it is fixed. The port opens first, so a port in
// use stops it with nothing left behind; requests wait for the first build, the database for that too.
import path from 'node:path';
import { acquireDataLock, askHolder, DataFolderBusyError, type Holder } from '../backend/data-lock.ts';
import { localFunctions, type LocalFunctions } from '../backend/functions.ts';
import type { LocalDatabase } from '../backend/local-database.ts';
import { dataRequestSchema, runDataRequest } from '../backend/submissions.ts';
import { headerRulesFor } from '../build/headers.ts';
import { refuseForeignOutput } from '../build/output.ts';
import { configFromEnv } from '../site/config.ts';
import { namesChoices, refreshContentJsonSchemas } from '../model/json-schemas.ts';
import type { FailureReport } from './failure-report.ts';
import { listen, PortInUseError } from './listen.ts';
import { ReloadChannel } from './live-reload.ts';
import { Rebuilder, type RebuildReply } from './rebuild.ts';
import { createDevServer } from './server.ts';
import { watchFiles } from './watch-files.ts';

export interface ServeOptions {
  projectRoot: string;
  port: number;
  host: string;
  /** Where the embedded database, the lock file and the pages served live (.data/ by default). */
  dataDir: string;
}

const WATCHED = ['content', 'templates', 'client'];

export async function serve({ projectRoot, port, host, dataDir }: ServeOptions): Promise<void> {
  // Never dist/: these pages name localhost in every canonical link. One per data folder, whose lock
  // keeps a second `site serve` out.
  const outDir = path.join(dataDir, 'site');
  // Every build refuses a folder it may not replace; asked here too, so that `site serve --data ~`
  // over someone's own ~/site stops with that sentence instead of serving it.
  refuseForeignOutput(projectRoot, outDir);
  // Read (and refused when wrong) before the port opens; the pages' address is only known after.
  const settings = configFromEnv({ ...process.env, SITE_URL: process.env.SITE_URL || `http://${host}:${port}` });
  const reloads = new ReloadChannel();
  let failure: FailureReport | undefined;
  let pagesBuilt = false;
  let contactEmail: string | undefined;

  const report = (reply: RebuildReply | undefined) => {
    if (!reply) return;
    failure = reply.ok ? undefined : reply;
    pagesBuilt ||= reply.ok;
    if (reply.ok) contactEmail = reply.contactEmail;
    process.stdout.write(reply.ok ? `${reply.summary}\n` : `${reply.message}\nWaiting for changes...\n`);
    reloads.reload();
  };

  let firstBuildDone = () => {};
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));
  // Opened after the first build (or when a form or `site submissions` asks first): Postgres starting
  // holds this thread, but not the first page.
  let opened: Promise<LocalDatabase> | undefined;
  const database = () => {
    if (!opened) {
      opened = import('../backend/local-database.ts').then(({ openLocalDatabase }) =>
        openLocalDatabase(projectRoot, path.join(dataDir, 'pglite')),
      );
      opened.catch((error: unknown) => console.error('The contact form database could not be opened:', error));
    }
    return opened;
  };
  // Made again when the latest good build brings another contact address (CONTACT_EMAIL's fallback).
  let functions: { email: string | undefined; ready: Promise<LocalFunctions | undefined> } | undefined;
  const functionsNow = () => {
    if (!functions || functions.email !== contactEmail) {
      const email = contactEmail;
      const ready = database().then((db) => localFunctions(db, { contactEmail: email ?? '', siteUrl: url }));
      functions = { email, ready: ready.catch(() => undefined) };
    }
    return functions.ready;
  };

  const server = createDevServer({
    outDir,
    rules: headerRulesFor(settings),
    reloads,
    buildFailure: () => failure && { report: failure, pagesBuilt },
    firstBuild,
    functions: functionsNow,
    socialCard: (pathname) => rebuilder.socialCard(pathname),
  });
  // The port first: when it is taken, no lock, build, worker or database has been started.
  const url = await listen(server, port, host).catch(async (error: unknown) => {
    // Most often it is this project's own site serve, and naming it says more than "in use".
    const holder = error instanceof PortInUseError ? await askHolder(dataDir, 'who').catch(() => undefined) : undefined;
    throw holder ? new DataFolderBusyError(dataDir, holder as Holder) : error;
  });
  // The pages name the address bound: with --port 0, the port the system chose, not 0.
  const config = process.env.SITE_URL ? settings : { ...settings, siteUrl: url };
  const rebuilder = new Rebuilder({ projectRoot, outDir, config });
  // Refuse at once when another process has this database open: two writers can lose leads.
  const answerSubmissions = async (question: unknown) =>
    runDataRequest(await database(), dataRequestSchema.parse(question));
  const lock = await acquireDataLock(dataDir, { command: 'serve', url }, answerSubmissions).catch((error: unknown) => {
    server.close();
    throw error;
  });
  // Watching before the first build starts: a save made while it runs (seconds on a fresh clone) is
  // gathered into the rebuild that follows it (Rebuilder.changed), never lost.
  const watcher = await watchFiles(
    WATCHED.map((dir) => path.join(projectRoot, dir)),
    (changed) => {
      const files = changed.map((file) => path.relative(projectRoot, file).split(path.sep).join('/'));
      console.log(`Changed: ${files.join(', ')}`);
      void rebuilder.changed(files).then((reply) => {
        report(reply);
        // After the tabs are told to reload: a new author or category is a new choice in the editor.
        if (files.some(namesChoices)) refreshContentJsonSchemas(projectRoot);
      });
    },
  );
  refreshContentJsonSchemas(projectRoot);
  report(await rebuilder.start());
  firstBuildDone();
  void database();
  console.log(
    `\nServing ${url}  (watching ${WATCHED.join('/, ')}/; contact form on ${path.relative(projectRoot, dataDir) || dataDir}/; Ctrl+C to stop)`,
  );

  const stop = async () => {
    void watcher.close();
    reloads.close();
    server.close();
    await rebuilder.close();
    await opened?.then((db) => db.close()).catch(() => undefined);
    await lock.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
