// `npm run artwork`: regenerates the site's images in client/public/ (blog placeholders, the social
// card, the favicon). Run it after changing a drawing; the images are committed, not made by the
// build: encoding them costs more than building the whole site.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { POST_IMAGE, placeholderPath } from '../../templates/parts/PostMeta.tsx';
import { brandArtwork, faviconSvg } from './drawings.tsx';
import { projectRoot } from '../project-root.ts';

const publicDir = path.join(projectRoot, 'client/public');

const images: Record<string, () => string | Buffer> = {
  ...Object.fromEntries(Object.values(POST_IMAGE).map((size) => [placeholderPath(size).slice(1), () => brandArtwork(size.width, size.height)])),
  'social-card.png': () => brandArtwork(1200, 630),
  'favicon.svg': faviconSvg,
};

for (const [file, draw] of Object.entries(images)) {
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  const data = draw();
  await writeFile(target, data);
  console.log(`wrote client/public/${file} (${data.length} bytes)`);
}
