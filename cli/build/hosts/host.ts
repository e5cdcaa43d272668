// What the build knows of a static host: the file it reads its settings from (written from the
// site's header rules), the paths it answers itself (its analytics), and the scripts of its own that
// pages load. Each host is one module of this folder; hosts/index.ts lists them.
import type { HeaderRule } from '../headers.ts';

export interface Host {
  /** The settings file, in the output folder. */
  file: string;
  /** The settings for a site under `sitePath` ('' at the root), whose rules' prefixes are under it already. */
  write(rules: HeaderRule[], sitePath: string): string;
  /** Paths the host answers itself, which no page of the site provides (the link check skips them). */
  ownPrefix?: string;
  /** The host's own scripts every page loads when content/site.yaml turns `analytics` on. */
  analyticsScripts?: string[];
}
