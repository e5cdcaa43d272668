// `site build`: the whole site into a folder any static host can serve.
import path from 'node:path';
import { buildSite } from '../build/index.ts';
import {
  buildNotes,
  describeBuildFailure,
  formatBuildSummary,
  FORMS_WITHOUT_BACKEND,
  localSiteUrl,
} from '../build/summary.ts';
import { configFromEnv, isLocalAddress } from '../site/config.ts';
import type { CommandContext } from './context.ts';

export function addBuildCommand({ program, projectRoot, version }: CommandContext): void {
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
          ? localSiteUrl(config.siteUrl, Boolean(process.env.SITE_URL))
          : undefined;
        // A build to deploy names the public address, and its forms send somewhere, unless left out on purpose.
        const refusal = local?.refusal ?? (options.forms && !config.supabaseUrl ? FORMS_WITHOUT_BACKEND : undefined);
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
        const { refreshContentJsonSchemas } = await import('../model/json-schemas.ts');
        refreshContentJsonSchemas(projectRoot);
      } catch (error) {
        console.error(describeBuildFailure(error));
        process.exitCode = 1;
      }
    });
}

/** `site build`'s options as commander hands them over. */
interface BuildCommandOptions {
  out: string;
  drafts?: boolean;
  future?: boolean;
  requireSiteUrl?: boolean;
  /** False with --no-forms. */
  forms: boolean;
  /** False with --no-cache. */
  cache: boolean;
}
