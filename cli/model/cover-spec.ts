// What a post's cover is drawn from, in the model so that the route table (its social card) and the
// templates take the same spec; templates/parts/PostCover.tsx only draws it.
import type { BlogCategory } from './schemas.ts';

/** What a cover is drawn from. */
export interface CoverSpec {
  /** Makes the drawing: the same seed, the same hills and light. */
  seed: string;
  /** One flower spike per entry, as tall as its share of the largest. */
  parts: number[];
  /** The sky's colour: a blog category's, or the brand's own for pages that are not articles. */
  tone: BlogCategory | 'brand';
}

/** A post's cover: its parts, seeded by its id and title, in its category's colour. */
export const postCoverSpec = (post: {
  id: number | string;
  title: string;
  category: BlogCategory;
  sections: number[];
}): CoverSpec => ({
  seed: `${post.id}:${post.title}`,
  parts: post.sections,
  tone: post.category,
});
