// `npm run artwork`: regenerates the site's fixed images in client/public/ (the blog placeholders, the
// favicon) and the typefaces' parts in client/fonts/ (fonts.ts). Run it after changing a drawing or a
// font package; they are committed, not made by the build. The social cards differ per page and are
// made by the build (cli/build/social-cards.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { POST_IMAGE, placeholderPath } from '../../templates/parts/PostMeta.tsx';
import { brandArtwork, faviconSvg } from './drawings.tsx';
import { FONT_PARTS, fontPart } from './fonts.ts';
import { projectRoot } from '../runtime/project-root.ts';

const publicDir = path.join(projectRoot, 'client/public');

const images: Record<string, () => string | Buffer> = {
  ...Object.fromEntries(
    Object.values(POST_IMAGE).map((size) => [
      placeholderPath(size).slice(1),
      () => brandArtwork(size.width, size.height),
    ]),
  ),
  'favicon.svg': faviconSvg,
};

for (const [file, draw] of Object.entries(images)) {
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  const data = draw();
  await writeFile(target, data);
  console.log(`wrote client/public/${file} (${data.length} bytes)`);
}

for (const part of FONT_PARTS) {
  const data = await fontPart(part);
  await mkdir(path.join(projectRoot, 'client/fonts'), { recursive: true });
  await writeFile(path.join(projectRoot, 'client/fonts', part.file), data);
  console.log(`wrote client/fonts/${part.file} (${data.length} bytes)`);
}
