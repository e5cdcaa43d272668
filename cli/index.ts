// The `site` command line: `site build`, `site check`, `site new`, `site schemas`, `site serve`, `site preview`
// and `site submissions`. cli/bin.js runs it from its bundle, telling it where the project is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { configFromEnv, DEFAULT_PORT, isLocalAddress, isPort, portFromEnv } from './config.ts';
import { buildSite } from './build/index.ts';
import {
  buildNotes,
  describeBuildFailure,
  describeError,
  formatBuildSummary,
  FORMS_WITHOUT_BACKEND,
  LocalSiteUrl,
} from './build/summary.ts';

/** Where `site serve` keeps the embedded database of form submissions, its lock file and the pages it serves. */
const DEFAULT_DATA_DIR = '.data';

/** Runs the command `argv` names (as process.argv: node and the script first) on the project in `projectRoot`. */
export async function main(projectRoot: string, argv: string[]): Promise<void> {
  const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };

  const program = new Command('site')
    .description('Builds and serves the Bluebonnet Cyber website from content/.')
    .version(version, '-v, --version')
    .showHelpAfterError();

  program
    .command('build')
    .description('Render every route into a folder any static host can serve')
    .version(version, '-v, --version')
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('--drafts', 'also publish posts and vendor pages marked draft: true')
    .option('--future', 'also publish posts dated after today')
    .option(
      '--require-site-url',
      "refuse to build unless SITE_URL names the public address and, unless --no-forms, PUBLIC_SUPABASE_URL the forms' backend (a build to deploy)",
    )
    .option(
      '--no-forms',
      'build the site without its forms, on purpose: the contact page gives the phone number and e-mail address instead, and the blog has no newsletter form',
    )
    .option(
      '--no-cache',
      'draw every social card and bundle the browser code afresh, neither using nor keeping the cache (every build renders every page)',
    )
    .action(async (options: BuildCommandOptions) => {
      const outDir = path.resolve(options.out);
      const folder = path.relative(process.cwd(), outDir) || '.';
      try {
        const config = { ...configFromEnv(), ...(options.forms ? {} : { withoutForms: true }) };
        const local = isLocalAddress(config.siteUrl)
          ? new LocalSiteUrl(config.siteUrl, Boolean(process.env.SITE_URL))
          : undefined;
        // A build to deploy names the public address, and its forms send somewhere, unless left out on purpose.
        const refusal = local?.refusal() ?? (options.forms && !config.supabaseUrl ? FORMS_WITHOUT_BACKEND : undefined);
        if (options.requireSiteUrl && refusal) {
          console.error(refusal);
          process.exitCode = 1;
          return;
        }
        const include = { drafts: options.drafts ?? false, future: options.future ?? false };
        const result = await buildSite({
          projectRoot,
          outDir,
          config,
          include,
          cache: options.cache,
        });
        console.log(formatBuildSummary(result, folder));
        for (const note of buildNotes(config)) console.log(note);
        if (local) console.error(local.warning(folder));
        // The editors' schemas follow the content (a new author is a new choice in the editor).
        const { refreshContentJsonSchemas } = await import('./model/json-schemas.ts');
        refreshContentJsonSchemas(projectRoot);
      } catch (error) {
        console.error(describeBuildFailure(error));
        process.exitCode = 1;
      }
    });

  const newContent = program
    .command('new')
    .description(
      'Start a new content file that builds as it is: site new post "Title", site new vendor "Name", site new page "Title"',
    );

  newContent
    .command('post')
    .description(
      "Write content/blog/NN-slug.md: the next free id, today's date, an author and a category, a body outline (a draft)",
    )
    .argument('<title>', "the post's title, in quotes")
    .option('-a, --author <name>', 'one of the names in content/authors.yaml (asked for in a terminal)')
    .option('-c, --category <name>', 'one of the blog categories (asked for in a terminal)')
    .action(async (title: string, options: { author?: string; category?: string }) => {
      const { newPost } = await import('./new-content.ts');
      await reportNewFile(
        () => newPost(projectRoot, { title, ...options }),
        'a draft: site serve shows it; remove "draft: true" to publish it',
      );
    });

  newContent
    .command('vendor')
    .description(
      'Write content/vendors/<slug>.md: the last of its category, with every field a vendor page needs (a draft)',
    )
    .argument('<name>', "the vendor's name, in quotes")
    .option('-c, --category <slug>', 'a file of content/categories/, without .yaml (asked for in a terminal)')
    .option('-w, --website <url>', "the vendor's https:// address")
    .action(async (name: string, options: { category?: string; website?: string }) => {
      const { newVendor } = await import('./new-content.ts');
      await reportNewFile(
        () => newVendor(projectRoot, { name, ...options }),
        'a draft: site serve shows it at /services/ and its file name; remove "draft: true" to publish it',
      );
    });

  newContent
    .command('page')
    .description('Write content/pages/<slug>.md: a plain page at /<slug>, its title, description and text')
    .argument('<title>', "the page's title, in quotes")
    .action(async (title: string) => {
      const { newPage } = await import('./new-content.ts');
      await reportNewFile(
        async () => newPage(projectRoot, { title }),
        'its page is / and the file name, in site serve',
      );
    });

  program
    .command('schemas')
    .description(
      "Write the JSON Schemas of every kind of content file into .vscode/schemas/ and wire them into VS Code's settings (completion and checks while typing; npm install, site build and site serve run it too)",
    )
    .version(version, '-v, --version')
    .action(async () => {
      const { SCHEMAS_FOLDER, writeContentJsonSchemas } = await import('./model/json-schemas.ts');
      const written = writeContentJsonSchemas(projectRoot);
      console.log(
        written.length > 0 ? `Wrote ${written.join(', ')}` : `The schemas in ${SCHEMAS_FOLDER}/ are up to date.`,
      );
    });

  program
    .command('check')
    .description(
      'Validate every content file and every internal link, drafts and scheduled posts included, without writing anything (exit 1 on any problem)',
    )
    .version(version, '-v, --version')
    .action(async () => {
      const started = performance.now();
      const { checkSite } = await import('./check.ts');
      const { problems, warnings, pages } = await checkSite(projectRoot, configFromEnv());
      for (const warning of warnings) console.log(`warning: ${warning}`);
      // In a GitHub workflow, each problem is also an annotation: shown on its file and line in a
      // pull request, where an editor working on github.com sees it.
      if (process.env.GITHUB_ACTIONS === 'true') {
        const { annotation } = await import('./check.ts');
        for (const problem of problems) console.log(annotation('error', problem));
        for (const warning of warnings) console.log(annotation('warning', warning));
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      if (problems.length === 0) {
        console.log(`Checked ${pages} pages and every content file in ${seconds} s: no problems.`);
        return;
      }
      console.error(problems.join('\n'));
      console.error(`${problems.length} problem(s) found in ${seconds} s.`);
      process.exitCode = 1;
    });

  /** A command that serves pages over HTTP: `site serve` and `site preview`. */
  const serverCommand = (name: string, description: string) =>
    program
      .command(name)
      .description(description)
      .version(version, '-v, --version')
      // No default here: commander would not check it, and a PORT that is no port would reach listen().
      .option('-p, --port <number>', `port to listen on (or PORT, else ${DEFAULT_PORT})`, parsePort)
      .option('-H, --host <host>', 'interface to listen on', 'localhost');

  // No --out: what it builds is for this machine (localhost in every link, no social cards), so it
  // never goes where a production build is published from; it lives beside its database.
  serverCommand('serve', 'Build, serve with clean URLs, rebuild on changes and reload open tabs (dist/ is left alone)')
    .option(
      '-d, --data <dir>',
      'folder of the embedded database that stores form submissions, and of the pages served',
      DEFAULT_DATA_DIR,
    )
    .action(async (options: { port?: number; host: string; data: string }) => {
      const { serve } = await import('./serve/index.ts');
      const port = options.port ?? portFromEnv();
      await serve({ projectRoot, port, host: options.host, dataDir: path.resolve(options.data) });
    });

  serverCommand(
    'preview',
    'Serve the built folder exactly as a static host would (clean URLs, 404 page, its _headers), without rebuilding',
  )
    .option('-o, --out <dir>', 'the built folder', 'dist')
    .action(async (options: { port?: number; host: string; out: string }) => {
      const { preview } = await import('./preview.ts');
      const outDir = path.resolve(options.out);
      const { url, sitePath } = await preview({ outDir, port: options.port ?? portFromEnv(), host: options.host });
      // A site built under SITE_URL's path is served under it: its home page is there.
      const home = sitePath ? `${url}${sitePath}/` : url;
      console.log(
        `Previewing ${path.relative(process.cwd(), outDir) || '.'}/ at ${home} as a static host serves it (no rebuilds; Ctrl+C stops)`,
      );
    });

  program
    .command('submissions')
    .description(
      "List the contact form submissions stored by site serve, newest first; show or delete one person's records",
    )
    .version(version, '-v, --version')
    .option('--json', 'print JSON')
    .option('--csv', 'print CSV (for a spreadsheet)')
    .option('--email <address>', 'show everything stored about this e-mail address (contact form and newsletter)')
    .option('--forget <address>', 'delete everything stored about this e-mail address (contact form and newsletter)')
    .option('-d, --data <dir>', 'folder of the embedded database', DEFAULT_DATA_DIR)
    .action(async (options: { json?: boolean; csv?: boolean; email?: string; forget?: string; data: string }) => {
      if (options.email && options.forget) program.error('Give either --email or --forget, not both.');
      const { printSubmissions } = await import('./backend/print-submissions.ts');
      await printSubmissions({
        projectRoot,
        dataDir: path.resolve(options.data),
        format: options.json ? 'json' : options.csv ? 'csv' : 'text',
        email: options.email,
        forget: options.forget,
      });
    });

  program
    .command('prepare')
    .description(
      "Make ahead what a fresh clone needs (npm install runs it): the editors' schemas, and the empty database site serve copies (about 3 s, once per machine)",
    )
    .version(version, '-v, --version')
    .action(async () => {
      const { refreshContentJsonSchemas } = await import('./model/json-schemas.ts');
      refreshContentJsonSchemas(projectRoot);
      const { prepareDatabaseTemplate } = await import('./backend/database-folder.ts');
      // Never fails an install: without it, the first site serve makes the database itself, slower.
      await prepareDatabaseTemplate(projectRoot).then(
        (made) =>
          console.log(
            made
              ? `Made the empty database site serve copies: ${path.relative(process.cwd(), made)}`
              : 'The empty database site serve copies is ready.',
          ),
        (error: unknown) =>
          console.warn(
            `Could not make the empty database site serve copies (site serve will make its own, slower): ${String(error)}`,
          ),
      );
    });

  // A command's failure ends it with exit code 1: a mistake the person can fix (a UserError: a port in
  // use, another site serve on the database, nothing built to preview) said in its sentence alone,
  // anything else, a bug, with its stack trace.
  await program.parseAsync(argv).catch((error: unknown) => {
    console.error(describeError(error));
    process.exitCode = 1;
  });
}

/** Prints where the new file is. */
async function reportNewFile(write: () => Promise<string>, next: string): Promise<void> {
  const file = await write();
  console.log(`Wrote ${file}: fill in the text, then run site serve to see it (${next}).`);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!isPort(port)) throw new InvalidArgumentError('Expected a port number from 0 to 65535.');
  return port;
}

/** `site build`'s options as commander hands them over. */
interface BuildCommandOptions {
  out: string;
  drafts?: boolean;
  future?: boolean;
  requireSiteUrl?: boolean;
  /** False with --no-forms. */
  forms: boolean;
  /** False with --no-cache, which changes nothing now. */
  cache: boolean;
}
