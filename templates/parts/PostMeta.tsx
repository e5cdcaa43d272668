// What a blog post shows on cards and article pages: its category (badge and colour), its picture
// (its generated cover), and its facts (author, date, read time).
import type { BlogPost } from '../../cli/model/collections.ts';
import { BLOG_CATEGORIES, type BlogCategory } from '../../cli/model/schemas.ts';
import { readTimeMinutes } from '../../cli/model/markdown.ts';
import { Icon } from '../marks/Icon.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';
import { coverFile, VIEW } from './PostCover.tsx';
import { Image } from '../Image.tsx';

/** Each category has a colour of its own (cat-1 ... cat-6, by position in the list) and an icon for its badge. */
const CATEGORY_MOTIF: Record<BlogCategory, IconName> = {
  Security: 'shield-check',
  Productivity: 'laptop',
  'IT Management': 'settings',
  'Cloud Services': 'cloud',
  'Email Security': 'mail-warning',
  Compliance: 'scroll',
};

const categoryClass = (category: BlogCategory) => `cat-${BLOG_CATEGORIES.indexOf(category) + 1}`;

export function CategoryBadge({ category }: { category: BlogCategory }) {
  return (
    <span className={`badge badge--category ${categoryClass(category)}`}>
      <Icon name={CATEGORY_MOTIF[category]} />
      {category}
    </span>
  );
}

/** The spec's placeholder images, 400 by 250 on cards and 800 by 400 in articles (`npm run artwork` draws them). */
export const POST_IMAGE = { card: { width: 400, height: 250 }, article: { width: 800, height: 400 } } as const;
export const placeholderPath = ({ width, height }: { width: number; height: number }) =>
  `/api/placeholder/${width}/${height}`;

/**
 * A post's picture (`featured`: the big one of /blog's hero). The spec names the <img>
 * (/api/placeholder/400/250 on cards, 800/400 in articles), so it stays, as the page's image for readers,
 * crawlers and a page without CSS; what a visitor sees in its place is the post's generated cover
 * (PostCover.tsx), an SVG file drawn from its own sections, title and category, the same drawing as its
 * social card. A post with an image of its own shows that instead. `fetch`: `preload` for the page's
 * largest picture on its first screen (an article's, the listing's featured post), else `lazy`.
 */
export function PostMedia({
  post,
  size,
  fetch,
  featured = false,
}: {
  post: BlogPost;
  size: keyof typeof POST_IMAGE;
  fetch: 'preload' | 'lazy';
  featured?: boolean;
}) {
  const { width, height } = POST_IMAGE[size];
  const place = featured ? 'featured' : size;
  const cover = post.image ? undefined : { className: 'post-media__cover', src: coverFile(post), ...VIEW, alt: '' };
  const image = {
    className: ['post-media__image', size === 'article' && 'article__image', cover && 'post-media__image--covered']
      .filter(Boolean)
      .join(' '),
    src: post.image ?? placeholderPath(POST_IMAGE[size]),
    width,
    height,
    alt: '',
  };
  // What a visitor sees is preloaded: the post's own image, or else its cover.
  const loaded = (picture: typeof image) =>
    fetch === 'lazy' ? (
      <Image {...picture} loading="lazy" decoding="async" />
    ) : (
      <Image {...picture} loading="eager" decoding="async" preload />
    );
  return (
    <div className={`post-media post-media--${place} ${categoryClass(post.category)}`}>
      {/* Under a cover the placeholder is not drawn (blog.css), and lazy, not fetched: fetched, it was
          never seen, and took the bandwidth of the cover and the fonts (21 KB on a card, 43 KB in an
          article). Without CSS, it shows. */}
      {cover ? <Image {...image} loading="lazy" decoding="async" /> : loaded(image)}
      {cover && loaded(cover)}
    </div>
  );
}

const DATE_FORMATS = {
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

const formatted = { long: new Map<string, string>(), short: new Map<string, string>() };

/**
 * "May 7, 2024", or with `short` "Jun 18, 2024". Cached: a large blog repeats the same dates, and Intl
 * formatting is not cheap.
 */
export function formatDate(isoDate: string, length: keyof typeof DATE_FORMATS = 'long'): string {
  let text = formatted[length].get(isoDate);
  if (!text) formatted[length].set(isoDate, (text = DATE_FORMATS[length].format(new Date(`${isoDate}T00:00:00Z`))));
  return text;
}

/**
 * Who wrote a post, when, and how long it takes to read. `compact` is a card's line: no icons and the
 * month short, so that the three fit on one line on a 375 px phone.
 */
export function PostFacts({ post, compact = false }: { post: BlogPost; compact?: boolean }) {
  return (
    <ul className={compact ? 'post-facts post-facts--compact' : 'post-facts'}>
      <li>
        {!compact && <Icon name="user-check" />}
        {post.author.name}
      </li>
      <li>
        {!compact && <Icon name="calendar" />}
        <time dateTime={post.date}>{formatDate(post.date, compact ? 'short' : 'long')}</time>
      </li>
      <li>
        {!compact && <Icon name="clock" />}
        {readTimeMinutes(post.words)} min read
      </li>
    </ul>
  );
}
