// The hosts the build writes settings for: adding one is a module of this folder and a line here.
import type { HeaderRule } from '../headers.ts';
import type { Host } from './host.ts';
import { netlify } from './netlify.ts';
import { nginx } from './nginx.ts';
import { vercel } from './vercel.ts';

export type { Host };
export const HOSTS: readonly Host[] = [vercel, netlify, nginx];

/** Each host's settings file and its text, for these header rules, for a site under `sitePath` ('' at the root). */
export function hostFiles(rules: HeaderRule[], sitePath: string): [file: string, text: string][] {
  const underPath = rules.map((rule) => ({ ...rule, prefix: sitePath + rule.prefix }));
  return HOSTS.map((host) => [host.file, host.write(underPath, sitePath)]);
}

/** A path a host answers itself (its analytics), which no page of the site provides. */
export function isHostPath(pathname: string): boolean {
  return HOSTS.some((host) => host.ownPrefix !== undefined && pathname.startsWith(host.ownPrefix));
}

/** The hosts' analytics scripts, which pages load when content/site.yaml turns `analytics` on. */
export const ANALYTICS_SCRIPTS: readonly string[] = HOSTS.flatMap((host) => host.analyticsScripts ?? []);
