// The images the drawings publish as files of their own, at fixed addresses that pages and the
// stylesheet name (a drawing too large to repeat in every page that shows it). The build writes each
// as it is declared here (cli/build/site-files.ts), naming none of them itself.
import { BLUEBONNET_PORTRAIT, bluebonnetPortraitSvg } from './BluebonnetPortrait.tsx';
import { HORIZON_KINDS, NIGHT_HORIZONS, nightHorizonFile, nightHorizonSvg } from './NightHorizon.tsx';

export interface ArtFile {
  /** Its address on the site, under /art/. */
  path: string;
  /** Draws it: made from code alone, the same on every build. */
  render: () => string;
}

export const ART_FILES: readonly ArtFile[] = [
  ...HORIZON_KINDS.flatMap((kind) =>
    Array.from({ length: NIGHT_HORIZONS }, (_, variant) => ({
      path: nightHorizonFile(variant, kind),
      render: once(() => nightHorizonSvg(variant, kind)),
    })),
  ),
  { path: BLUEBONNET_PORTRAIT.src, render: once(bluebonnetPortraitSvg) },
];

/** Drawn once a thread: `site serve` builds after every edit (an edit of the templates starts a new
 *  thread, on the new code), and drawing the horizons again was a large part of each rebuild. */
function once(draw: () => string): () => string {
  let drawn: string | undefined;
  return () => (drawn ??= draw());
}
