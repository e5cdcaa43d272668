// The blog listing (the article cards and the 'Stay Updated' form, an island) and the article page.
import type { BlogPost } from '../../cli/model/collections.ts';
import type { UnpublishedReason } from '../../cli/model/publishing.ts';
import type { BlogPage } from '../../cli/model/schemas.ts';
import type { BackendConfig } from '../../client/contact-backend.ts';
import { Island } from '../Island.tsx';
import { NewsletterForm } from '../../client/islands/NewsletterForm.tsx';
import { Toaster } from '../../client/islands/Toaster.tsx';
import { ContentsColumn, ContentsFold, sectionsOf } from '../parts/Contents.tsx';
import { Icon } from '../marks/Icon.tsx';
import { ButtonLink } from '../parts/links.tsx';
import { CategoryBadge, PostFacts, PostMedia } from '../parts/PostMeta.tsx';
import { UnpublishedBanner } from '../parts/UnpublishedBanner.tsx';
import { Medallion, PageHero, ProofRow, proofFor, Prose, SectionHeading } from '../parts/sections.tsx';
import { useSite } from '../site-context.ts';
import { usePaths } from '../site-context.ts';
import { Headline } from '../parts/headline.tsx';

interface BlogListPageProps {
  page: BlogPage;
  /** This page's posts. */
  posts: BlogPost[];
  /** The newest posts; the hero features the first. */
  newest: BlogPost[];
  pagination: { current: number; count: number };
  /** Where the newsletter form sends; null: no newsletter form (a site built without forms). */
  backend: BackendConfig | null;
}

export function BlogListPage({ page, posts, newest, pagination, backend }: BlogListPageProps) {
  const { title: _title, description: _description, ...newsletterText } = page.newsletter;
  const featured = newest[0];
  // The hero features the newest post; the grid lists the others, so no post shows twice on a page.
  const listed = featured ? posts.filter((post) => post.id !== featured.id) : posts;
  return (
    <>
      <PageHero hero={page.hero} visual={featured && <FeaturedPost post={featured} />}>
        <BlogAuthors title={page.authorsTitle} posts={[...newest, ...posts]} />
      </PageHero>
      <section className="section" aria-label="Articles">
        <div className="container">
          <ul className="card-grid post-grid">
            {listed.map((post) => (
              <li key={post.id} className="card card--interactive post-card">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {pagination.count > 1 && <Pagination {...pagination} />}
        </div>
      </section>

      {backend && (
        <>
          <section className="section section--tinted" aria-labelledby="newsletter-title">
            <div className="container split newsletter">
              <div className="newsletter__copy">
                <Medallion icon="mail" />
                <div>
                  <h2 id="newsletter-title">{page.newsletter.title}</h2>
                  <p>{page.newsletter.description}</p>
                </div>
              </div>
              <Island component={NewsletterForm} props={{ text: newsletterText, backend }} />
            </div>
          </section>
          <Island component={Toaster} props={{}} />
        </>
      )}
    </>
  );
}

/**
 * Numbered links to the listing's pages: the first, the last, and one either side of the current one,
 * with a gap marked between, plus Previous and Next.
 */
function Pagination({ current, count }: { current: number; count: number }) {
  const paths = usePaths();
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label="Blog pages">
      {current > 1 ? (
        <a className="pagination__step" href={paths.blogPage(current - 1)} rel="prev">
          <Icon name="arrow-right" className="icon--flip" /> Previous
        </a>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
      <ol className="pagination__pages">
        {shown.map((number, index) => (
          <li key={number} className={index > 0 && number - shown[index - 1]! > 1 ? 'pagination__gap' : undefined}>
            <a
              href={paths.blogPage(number)}
              aria-current={number === current ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {current < count ? (
        <a className="pagination__step" href={paths.blogPage(current + 1)} rel="next">
          Next <Icon name="arrow-right" />
        </a>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
    </nav>
  );
}

/** A card's contents, in the spec's order: image, category, title, description, facts, Read More. The
 *  description follows its own title; the facts and Read More line up across a row (blog.css). The
 *  grid starts below the first screen, under the hero's featured post: its pictures load as a visitor
 *  nears them, not with what the first screen shows (on a phone, five covers took the bandwidth of the
 *  brand face and the featured cover). */
function PostCard({ post }: { post: BlogPost }) {
  const href = usePaths().post(post);
  return (
    <>
      <PostMedia post={post} size="card" fetch="lazy" />
      <div className="post-card__body">
        <div className="post-card__head">
          <CategoryBadge category={post.category} />
          <h2 className="post-card__title">
            <a href={href} className="card-link">
              <Headline text={post.title} />
            </a>
          </h2>
          <p className="post-card__description">{post.description}</p>
        </div>
        <PostFacts post={post} compact />
        <ReadMore href={href} title={post.title} />
      </div>
    </>
  );
}

function ReadMore({ href, title }: { href: string; title: string }) {
  return (
    <a className="text-link post-card__more" href={href}>
      Read More<span className="visually-hidden">: {title}</span> <Icon name="arrow-right" />
    </a>
  );
}

/** The listing's hero: the newest article, large, with its cover, a reason to read on before the grid.
 *  It is the first of the listing's cards (the grid below lists the others), with all a card shows. */
function FeaturedPost({ post }: { post: BlogPost }) {
  const href = usePaths().post(post);
  return (
    <article className="featured-post post-card card card--interactive" aria-labelledby="featured-post-title">
      <PostMedia post={post} size="card" fetch="preload" featured />
      <div className="featured-post__body">
        <div className="featured-post__kicker">
          <CategoryBadge category={post.category} />
          <p className="label featured-post__label">Latest article</p>
        </div>
        <h2 className="featured-post__title" id="featured-post-title">
          <a href={href} className="card-link">
            <Headline text={post.title} />
          </a>
        </h2>
        <p className="featured-post__description">{post.description}</p>
        <PostFacts post={post} compact />
        <ReadMore href={href} title={post.title} />
      </div>
    </article>
  );
}

/** How many sections a post needs for a table of them. */
const MIN_SECTIONS_LISTED = 3;

/** `contentsTitle`: over the table of the article's sections (beside the text on wide screens).
 *  `status`: a post not yet public says so above it (site serve), so nobody mistakes it for a live page.
 *  `related`: what to read next, after the article (its author note ends the article itself). */
export function BlogPostPage({
  post,
  contentsTitle,
  status,
  related = [],
}: {
  post: BlogPost;
  contentsTitle: string;
  status?: UnpublishedReason;
  related?: BlogPost[];
}) {
  const { postCta, proof } = useSite();
  const paths = usePaths();
  const cta = post.cta ?? postCta;
  // A table of sections only where there is something to find: a short post reads straight through.
  const sections = sectionsOf(post.html);
  const contents = sections.length >= MIN_SECTIONS_LISTED ? sections : undefined;
  return (
    <>
      <article className="article">
        {status && <UnpublishedBanner status={status} page="post" />}
        <header className="hero article__header">
          <div className="container split article__header-grid">
            <div className="article__intro">
              <a className="back-link" href={paths.blogPage(1)}>
                <Icon name="arrow-right" className="icon--flip" />
                Back to Blog
              </a>
              <CategoryBadge category={post.category} />
              <h1 className="article__title">
                <Headline text={post.title} />
              </h1>
              <p className="article__summary">{post.description}</p>
              <PostFacts post={post} />
            </div>
            <PostMedia post={post} size="article" fetch="preload" />
          </div>
        </header>
        <div className="container article__layout">
          {contents && <ContentsFold title={contentsTitle} sections={contents} className="article__fold" />}
          <Prose html={post.html} className="article__body" />

          <div className="article__aside">
            {contents && <ContentsColumn title={contentsTitle} sections={contents} className="article__toc" />}
            <aside className="article-cta tone-dark" aria-labelledby="article-cta-title">
              <h2 id="article-cta-title">{cta.title}</h2>
              <p>{cta.description}</p>
              <ButtonLink href={cta.primary.href} variant="light" size="lg">
                {cta.primary.label}
              </ButtonLink>
              <ProofRow items={proofFor('article', proof).close} />
            </aside>
          </div>

          <aside className="author-note" aria-labelledby="author-title">
            <span className="author-note__avatar" aria-hidden="true">
              {initials(post.author.name)}
            </span>
            <div className="author-note__who">
              <h2 id="author-title" className="label author-note__heading">
                About the Author
              </h2>
              <p className="author-note__name">
                {post.author.name}, <span>{post.author.role}</span>
              </p>
            </div>
            <p className="author-note__bio">{post.author.bio}</p>
          </aside>
        </div>
      </article>
      {related.length > 0 && <RelatedPosts posts={related} />}
    </>
  );
}

/** After the article: a few others to read, each as a listing card shows it, its cover and Read More
 *  included (a reviewer read the cards without them as another site's; three covers compress well, at
 *  the foot of the page). */
function RelatedPosts({ posts }: { posts: BlogPost[] }) {
  const paths = usePaths();
  return (
    <section className="section section--tinted related-posts" aria-labelledby="related-title">
      <div className="container">
        <SectionHeading id="related-title" title="Keep reading" />
        <ul className="related-posts__list">
          {posts.map((post) => (
            <li key={post.id} className="card card--interactive related-post">
              <PostMedia post={post} size="card" fetch="lazy" />
              <div className="related-post__head">
                <CategoryBadge category={post.category} />
                <h3 className="related-post__title">
                  <a href={paths.post(post)} className="card-link">
                    <Headline text={post.title} />
                  </a>
                </h3>
                <p className="related-post__description">{post.description}</p>
              </div>
              <PostFacts post={post} compact />
              <ReadMore href={paths.post(post)} title={post.title} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Who writes here: the authors of the newest posts and of this page's, each once, with their role. */
function BlogAuthors({ title, posts }: { title: string; posts: BlogPost[] }) {
  const authors = [...new Map(posts.map((post) => [post.author.name, post.author])).values()];
  if (authors.length === 0) return null;
  return (
    <div className="blog-authors">
      <p className="label blog-authors__title">{title}</p>
      <ul className="blog-authors__list">
        {authors.map((author) => (
          <li key={author.name}>
            <span className="medallion blog-authors__avatar" aria-hidden="true">
              {initials(author.name)}
            </span>
            <span>
              <span className="blog-authors__name">{author.name}</span>
              <span className="blog-authors__role">{author.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
