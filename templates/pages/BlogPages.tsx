// The blog listing (the article cards and the 'Stay Updated' form, an island) and the article page.
import type { BlogPost } from '../../cli/content/load.ts';
import type { BlogPage } from '../../cli/content/schemas.ts';
import type { BackendConfig } from '../islands/contact-backend.ts';
import { Island } from '../islands/Island.tsx';
import { NewsletterForm } from '../islands/NewsletterForm.tsx';
import { Toaster } from '../islands/Toaster.tsx';
import { Icon } from '../parts/Icon.tsx';
import { ButtonLink } from '../parts/links.tsx';
import { CategoryBadge, PostFacts } from '../parts/PostMeta.tsx';
import { PageHero, Prose } from '../parts/sections.tsx';

export const CARD_IMAGE = { width: 400, height: 250 } as const;
export const ARTICLE_IMAGE = { width: 800, height: 400 } as const;
const placeholder = ({ width, height }: { width: number; height: number }) => `/api/placeholder/${width}/${height}`;

export function BlogListPage({ page, posts, backend }: { page: BlogPage; posts: BlogPost[]; backend: BackendConfig }) {
  const { title: _title, description: _description, ...newsletterText } = page.newsletter;
  return (
    <>
      <PageHero hero={page.hero} />
      <section className="section" aria-label="Articles">
        <div className="container">
          <ul className="card-grid card-grid--3 post-grid">
            {posts.map((post, index) => (
              <li key={post.id} className="post-card">
                <img
                  className="post-card__image"
                  src={post.image ?? placeholder(CARD_IMAGE)}
                  width={CARD_IMAGE.width}
                  height={CARD_IMAGE.height}
                  alt=""
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <div className="post-card__body">
                  <CategoryBadge category={post.category} />
                  <h2 className="post-card__title">
                    <a href={post.href} className="card-link">
                      {post.title}
                    </a>
                  </h2>
                  <p className="post-card__description">{post.description}</p>
                  <PostFacts post={post} />
                  <span className="text-link post-card__more" aria-hidden="true">
                    Read More <Icon name="arrow-right" />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="newsletter-title">
        <div className="container newsletter">
          <div>
            <h2 id="newsletter-title">{page.newsletter.title}</h2>
            <p>{page.newsletter.description}</p>
          </div>
          <Island name="newsletter" component={NewsletterForm} props={{ text: newsletterText, backend }} />
        </div>
      </section>
      <Island name="toaster" component={Toaster} props={{}} />
    </>
  );
}

export function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <article className="article">
      <header className="article__header">
        <div className="container container--narrow">
          <a className="back-link back-link--dark" href="/blog">
            <Icon name="arrow-right" className="icon--flip" />
            Back to Blog
          </a>
          <CategoryBadge category={post.category} />
          <h1 className="article__title">{post.title}</h1>
          <p className="article__summary">{post.description}</p>
          <PostFacts post={post} />
        </div>
      </header>
      <div className="container container--narrow">
        <img
          className="article__image"
          src={post.image ?? placeholder(ARTICLE_IMAGE)}
          width={ARTICLE_IMAGE.width}
          height={ARTICLE_IMAGE.height}
          alt=""
          decoding="async"
        />
        <Prose html={post.html} className="article__body" />

        <aside className="article-cta" aria-labelledby="article-cta-title">
          <h2 id="article-cta-title">{post.cta.title}</h2>
          <p>{post.cta.description}</p>
          <ButtonLink href={post.cta.primary.href} size="lg">
            {post.cta.primary.label}
          </ButtonLink>
        </aside>

        <aside className="author-note" aria-labelledby="author-title">
          <span className="author-note__avatar" aria-hidden="true">
            {initials(post.author)}
          </span>
          <div>
            <h2 id="author-title" className="author-note__heading">
              About the Author
            </h2>
            <p className="author-note__name">
              {post.author}, <span>{post.authorRole}</span>
            </p>
            <p>{post.authorBio}</p>
          </div>
        </aside>
      </div>
    </article>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
