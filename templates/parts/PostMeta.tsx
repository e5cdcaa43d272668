// The facts of a blog post shown on cards and article pages: category badge, author, date, read time.
import type { BlogPost } from '../../cli/content/load.ts';
import { BLOG_CATEGORIES, type BlogCategory } from '../../cli/content/schemas.ts';
import { Icon } from './Icon.tsx';

/** Each category has its own badge colour, by position in the list: badge--cat-1 ... badge--cat-6. */
export function CategoryBadge({ category }: { category: BlogCategory }) {
  return <span className={`badge badge--cat-${BLOG_CATEGORIES.indexOf(category) + 1}`}>{category}</span>;
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
        {post.author}
      </li>
      <li>
        <Icon name="calendar" />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </li>
      <li>
        <Icon name="clock" />
        {post.readTimeMinutes} min read
      </li>
    </ul>
  );
}
