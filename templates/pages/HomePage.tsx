// Home: the carousel of three product slides, the trust figures, the service catalog and the closing
// actions. The slides are plain HTML (all readable without JavaScript); the carousel island drives them.
import type { HomePage as HomeContent, Slide } from '../../cli/content/schemas.ts';
import { CarouselControls } from '../islands/CarouselControls.tsx';
import { Island } from '../islands/Island.tsx';
import { Icon } from '../parts/Icon.tsx';
import { ButtonLink } from '../parts/links.tsx';
import { CheckList, IconBadge, SectionHeading } from '../parts/sections.tsx';

export function HomePage({ page }: { page: HomeContent }) {
  return (
    <>
      <section className="showcase carousel" aria-roledescription="carousel" aria-label="Featured solutions">
        <div className="carousel__track">
          {page.slides.map((slide, index) => (
            <ShowcaseSlide key={slide.id} slide={slide} index={index} count={page.slides.length} />
          ))}
        </div>
        <div className="container">
          <Island name="carousel" component={CarouselControls} props={{ slides: page.slides.map((slide) => slide.productName) }} />
        </div>
      </section>

      <section className="trust-bar" aria-label="At a glance">
        <ul className="container trust-bar__list">
          {page.trust.map((figure) => (
            <li key={figure.label}>
              <span className="trust-bar__value">{figure.value}</span>
              <span className="trust-bar__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="catalog-title">
        <div className="container">
          <SectionHeading id="catalog-title" eyebrow={page.catalog.eyebrow} title={page.catalog.title} description={page.catalog.description} />
          <ul className="card-grid card-grid--4">
            {page.catalog.items.map((item) => (
              <li key={item.href} className={item.featured ? 'catalog-card catalog-card--featured' : 'catalog-card'}>
                <IconBadge name={item.icon} tone={item.featured ? 'light' : 'blue'} />
                {item.featured && <span className="badge badge--specialty">Our Specialty</span>}
                <h3 className="catalog-card__title">
                  <a href={item.href} className="card-link">
                    {item.title}
                  </a>
                </h3>
                <p>{item.description}</p>
                <span className="catalog-card__more" aria-hidden="true">
                  Explore <Icon name="arrow-right" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="actions-title">
        <div className="container actions-panel">
          <div>
            <h2 id="actions-title">{page.actions.title}</h2>
            <p>{page.actions.description}</p>
          </div>
          <div className="button-row">
            <ButtonLink href={page.actions.primary.href} size="lg">
              {page.actions.primary.label}
            </ButtonLink>
            <ButtonLink href={page.actions.secondary.href} variant="secondary" size="lg">
              {page.actions.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

function ShowcaseSlide({ slide, index, count }: { slide: Slide; index: number; count: number }) {
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <article
      className={index === 0 ? 'slide is-active' : 'slide'}
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${slide.productName}`}
    >
      <div className="container slide__inner">
        <div className="slide__copy">
          <p className="eyebrow eyebrow--light">{slide.productName}</p>
          <Heading className="slide__title">{slide.title}</Heading>
          <p className="slide__description">{slide.description}</p>
          <CheckList items={slide.benefits} className="check-list--light" />
          <div className="button-row">
            <ButtonLink href={slide.primary.href} variant="light" size="lg">
              {slide.primary.label}
            </ButtonLink>
            <ButtonLink href={slide.secondary.href} variant="outline-light" size="lg">
              {slide.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <div className="slide__art" aria-hidden="true">
          <span className="slide__logo">
            <Icon name={slide.logo} />
          </span>
          {slide.floatingIcons.map((name, position) => (
            <span key={name} className={`slide__float slide__float--${position + 1}`}>
              <Icon name={name} />
            </span>
          ))}
        </div>
      </div>
    </article>
  );
}
