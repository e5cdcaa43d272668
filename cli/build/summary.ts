// The few lines `site build` and `site serve` print when a build succeeds, or why it failed.
import { ContentError } from '../model/errors.ts';
import { UserError } from '../model/user-error.ts';
import type { BuildFailure } from 'esbuild';
import { describeBundleFailure } from './assets.ts';
import type { BuildResult } from './index.ts';
import { sitePathOf, type SiteConfig } from '../site/config.ts';

export function formatBuildSummary(result: BuildResult, outDir: string): string {
  const lines = result.warnings.map((warning) => `warning: ${warning}`);
  const { content, render, write } = result.phases;
  lines.push(
    `Built ${result.pages} pages (${result.files} files, ${formatBytes(result.bytes)}) into ${outDir}/ in ${seconds(result.milliseconds)} ` +
      `(content ${seconds(content)}, render ${seconds(render)}, write ${seconds(write)})` +
      (result.socialCards
        ? `; social cards: ${result.socialCards.drawn} drawn, ${result.socialCards.reused} reused`
        : ''),
  );
  return lines.join('\n');
}

/** What a build whose pages name this machine as their address says (cli/site/config.ts isLocalAddress):
 *  its refusal with --require-site-url, else a warning after the summary, set apart so it is not missed. */
export function localSiteUrl(siteUrl: string, siteUrlSet: boolean) {
  const why = siteUrlSet ? `SITE_URL is ${siteUrl}, an address of this machine` : 'SITE_URL is not set';
  return {
    refusal:
      `Not built: ${why}, and the canonical links, the sitemap, the feeds and the social cards of a site to publish must name its ` +
      'public address. Set it, as in SITE_URL=https://www.example.com npm run build; in the deploy workflow, as the repository ' +
      'variable SITE_URL (Settings > Secrets and variables > Actions > Variables).',
    warning: (folder: string) =>
      `\nWARNING: every page in ${folder}/ names ${siteUrl} as its address (canonical links, Open Graph, the sitemap, the feeds, ` +
      `the social cards) because ${why}. Look at it with npm run preview, but do not publish it: build with ` +
      'SITE_URL=https://your-domain npm run build.\n',
  };
}

/** With --require-site-url, instead of building pages whose forms would post to the static host. */
export const FORMS_WITHOUT_BACKEND =
  'Not built: PUBLIC_SUPABASE_URL is not set, so the contact and newsletter forms would post to the static host, which ' +
  "cannot receive them, and every lead would be lost. Set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY to your Supabase project's " +
  'address and anon key (in the deploy workflow, as the repository variables of Settings > Secrets and variables > Actions > ' +
  'Variables; docs/publishing.md says how to make the project), or build with --no-forms to publish the site without its forms.';

/** What a build's settings changed in the site, said after the summary. */
export function buildNotes(config: Pick<SiteConfig, 'siteUrl' | 'withoutForms'>): string[] {
  const notes: string[] = [];
  const sitePath = sitePathOf(config.siteUrl);
  if (sitePath)
    notes.push(
      `Every address is under ${sitePath}/, the path of SITE_URL (${config.siteUrl}): npm run preview serves the folder there.`,
    );
  if (config.withoutForms)
    notes.push(
      "Built without forms (--no-forms): the contact page gives the phone number and e-mail address in the form's place, and the blog has no newsletter form.",
    );
  return notes;
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** Mistakes the person can fix are said plainly; anything else is a bug, shown with its stack. */
export function describeBuildFailure(error: unknown): string {
  const reason =
    error instanceof ContentError
      ? `${error.problems.length} problem(s) in content/\n${error.message}`
      : isBundleFailure(error)
        ? describeBundleFailure(error)
        : describeError(error);
  return `Build failed: ${reason}\nThe previous output was left untouched.`;
}

/** A UserError's message alone (it is written for the person at the terminal); any other error's stack. */
export function describeError(error: unknown): string {
  if (error instanceof UserError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** esbuild failed on the code itself (site serve bundles the templates anew after an edit). */
const isBundleFailure = (error: unknown): error is BuildFailure =>
  error instanceof Error && Array.isArray((error as BuildFailure).errors);
