// What a blog post shows on cards and article pages: its category (badge, colour and motif), its
// picture, and its facts (author, date, read time).
import type { BlogPost } from '../../cli/model/collections.ts';
import { BLOG_CATEGORIES, type BlogCategory } from '../../cli/model/schemas.ts';
import { readTimeMinutes } from '../../cli/model/markdown.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';

/** Each category has a colour of its own (cat-1 ... cat-6, by position in the list) and a motif. */
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
export const placeholderPath = ({ width, height }: { width: number; height: number }) => `/api/placeholder/${width}/${height}`;

/**
 * A post's picture: the shared placeholder art (or the post's own image) with the category's colour
 * and motif layered over it in HTML and CSS, so every card is a picture of its subject.
 */
export function PostMedia({ post, size, eager = false }: { post: BlogPost; size: keyof typeof POST_IMAGE; eager?: boolean }) {
  const { width, height } = POST_IMAGE[size];
  return (
    <div className={`post-media post-media--${size} ${categoryClass(post.category)}`}>
      <img
        className={size === 'article' ? 'post-media__image article__image' : 'post-media__image'}
        src={post.image ?? placeholderPath(POST_IMAGE[size])}
        width={width}
        height={height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {!post.image && (
        <span className="post-media__motif" aria-hidden="true">
          <span className="post-media__rings" />
          <span className="post-media__tile">
            <Icon name={CATEGORY_MOTIF[post.category]} />
          </span>
        </span>
      )}
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const formatted = new Map<string, string>();

/** "May 7, 2024". Cached: a large blog repeats the same dates, and Intl formatting is not cheap. */
export function formatDate(isoDate: string): string {
  let text = formatted.get(isoDate);
  if (!text) formatted.set(isoDate, (text = dateFormat.format(new Date(`${isoDate}T00:00:00Z`))));
  return text;
}

export function PostFacts({ post }: { post: BlogPost }) {
  return (
    <ul className="post-facts">
      <li>
        <Icon name="user-check" />
        {post.author.name}
      </li>
      <li>
        <Icon name="calendar" />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </li>
      <li>
        <Icon name="clock" />
        {readTimeMinutes(post.words)} min read
      </li>
    </ul>
  );
}
