// `npm run artwork`: regenerates the site's images in client/public/ (blog placeholders, the social
// card, the favicon). They are made once and committed rather than made on every build: encoding
// them costs more than building the whole site.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brandArtwork, faviconSvg } from './drawings.tsx';
import { projectRoot } from '../project-root.ts';

const publicDir = path.join(projectRoot, 'client/public');

const images: Record<string, () => string | Buffer> = {
  'api/placeholder/400/250': () => brandArtwork(400, 250),
  'api/placeholder/800/400': () => brandArtwork(800, 400),
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
