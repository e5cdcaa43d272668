// An <img> whose early fetching is the page's decision, not React's guess. Rendering a page's body alone,
// React preloads every image not loaded lazily and writes those preloads ahead of the body's markup, where
// only string surgery could move them into the head; its guess also preloads pictures two screens down.
// So an image that is not lazy is put in a <picture> (standard HTML: React preloads nothing inside one),
// and the one a page wants fetched as soon as its head is read (its largest picture on the first screen)
// is recorded while the body renders, for templates/Document.tsx to preload in the head.
import { createContext, useContext, type ImgHTMLAttributes } from 'react';

/** The addresses of the images the page preloads: provided by the build around what it renders of a page. */
export const ImagePreloadsOnPage = createContext<Set<string> | null>(null);

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading'> & {
  src: string;
  alt: string;
} & (
    | { loading: 'lazy'; preload?: false }
    /** `preload`: fetched as the head is read, before the stylesheet has laid the page out. */
    | { loading?: 'eager'; preload?: boolean }
  );

export function Image({ preload = false, ...img }: ImageProps) {
  const preloads = useContext(ImagePreloadsOnPage);
  if (preload) {
    if (!preloads)
      throw new Error(
        `The image ${img.src} asks to be preloaded where the build cannot record it (outside the ImagePreloadsOnPage provider that cli/build/render.tsx puts around the page's body and footer)`,
      );
    preloads.add(img.src);
  }
  return img.loading === 'lazy' ? (
    <img {...img} />
  ) : (
    <picture>
      <img {...img} />
    </picture>
  );
}
