// Home: the carousel of three product slides on the bluebonnet night, the service catalog, our own
// product told once more (the slides rotate it away), the platforms we support and the closing
// actions. The slides are plain HTML (all readable without JavaScript); the carousel
// island drives them.
import type { ComponentType } from 'react';
import type { Category } from '../../cli/model/collections.ts';
import type { CatalogItem, HomePage as HomeContent, Link, Slide } from '../../cli/model/schemas.ts';
import { CloudMock } from '../art/CloudMock.tsx';
import { NightHorizon, nightHorizonBackground } from '../art/NightHorizon.tsx';
import { InboxMock } from '../art/InboxMock.tsx';
import { PipelineMock } from '../art/PipelineMock.tsx';
import { CatchTimeline } from '../art/CatchTimeline.tsx';
import { CarouselControls } from '../../client/islands/CarouselControls.tsx';
import { Island } from '../Island.tsx';
import { Icon } from '../marks/Icon.tsx';
import { ButtonLink } from '../parts/links.tsx';
import { PlatformStrip } from '../parts/PlatformStrip.tsx';
import { BrandMark } from '../marks/Brand.tsx';
import { CheckList, CtaBand, Medallion, ProofRow, proofFor, SectionHeading } from '../parts/sections.tsx';
import { usePaths, useSite } from '../site-context.ts';

const SLIDE_ART: Record<Slide['illustration'], ComponentType> = {
  inbox: InboxMock,
  pipeline: PipelineMock,
  cloud: CloudMock,
};

export function HomePage({ page, categories }: { page: HomeContent; categories: Category[] }) {
  const paths = usePaths();
  const site = useSite();
  const homeProof = proofFor('home', site.proof);
  return (
    <>
      <section
        className={`showcase carousel hero--night tone-dark ${nightHorizonBackground(paths.home)}`}
        aria-roledescription="carousel"
        aria-label="Featured solutions"
      >
        <div className="carousel__track">
          {page.slides.map((slide, index) => (
            <ShowcaseSlide key={slide.id} slide={slide} index={index} count={page.slides.length} />
          ))}
        </div>
        {/* Under every slide, beside its controls: the facts a buyer looks for first. */}
        <div className="container showcase__footer">
          <Island component={CarouselControls} props={{ slides: page.slides.map((slide) => slide.productName) }} />
          <ProofRow items={homeProof.hero} />
        </div>
      </section>

      <section className="section" aria-labelledby="catalog-title">
        <div className="container">
          <SectionHeading
            id="catalog-title"
            eyebrow={page.catalog.eyebrow}
            title={page.catalog.title}
            description={page.catalog.description}
          />
          <ul className="catalog-grid">
            {page.catalog.items.map((item) => (
              <CatalogCard
                key={item.href}
                item={item}
                category={categories.find((category) => paths.category(category) === item.href)}
              />
            ))}
          </ul>
        </div>
      </section>

      <FlagshipSpotlight flagship={page.flagship} />

      {/* What we do comes first; then the names of the platforms behind the seven areas, for the
          visitor who reads on. The four figures are About's (the spec's), not repeated here: the
          first screen already says SOC 2 and 500+. */}
      <PlatformStrip title={page.platforms.title} allLink={page.platforms.allLink} categories={categories} />

      {/* No steps under this ask: its other button, 'Learn About Our Process', leads to them on About. */}
      <CtaBand cta={page.actions} facts={homeProof.close} />
    </>
  );
}

/** One area of the catalogue, under its medallion, with how many platforms it holds. The specialty
 *  carries our own mark (Stronglink is ours), stands on the night, and names its platforms beside it,
 *  each a link to its page (above the card's own link, which covers the rest of the card). */
function CatalogCard({ item, category }: { item: CatalogItem; category?: Category }) {
  const paths = usePaths();
  return (
    <li
      className={
        item.featured
          ? 'card card--interactive catalog-card catalog-card--featured hero--night tone-dark'
          : 'card card--interactive catalog-card'
      }
    >
      {item.featured ? (
        <span className="catalog-card__mark">
          <BrandMark gradientId="brand-mark-specialty-fill" />
          <span className="badge badge--specialty">Our Specialty</span>
        </span>
      ) : (
        category && <Medallion icon={category.icon} />
      )}
      <h3 className="catalog-card__title">
        <a href={item.href} className="card-link">
          {item.title}
        </a>
      </h3>
      <p>{item.description}</p>
      <span className="catalog-card__footer">
        {category && <span className="label catalog-card__count">{category.vendors.length} platforms</span>}
        <span className="catalog-card__more" aria-hidden="true">
          Explore <Icon name="arrow-right" />
        </span>
      </span>
      {item.featured && category && (
        <>
          <ul className="catalog-card__platforms" aria-label={`Platforms in ${item.title}`}>
            {category.vendors.map((vendor) => (
              <li key={vendor.slug} className={vendor.flagship ? 'is-flagship' : undefined}>
                <a href={paths.vendor(vendor)}>{vendor.name}</a>
              </li>
            ))}
          </ul>
          <NightHorizon seed={item.href} />
        </>
      )}
    </li>
  );
}

function ShowcaseSlide({ slide, index, count }: { slide: Slide; index: number; count: number }) {
  const Heading = index === 0 ? 'h1' : 'h2';
  const Art = SLIDE_ART[slide.illustration];
  return (
    <article
      className={index === 0 ? 'slide is-active' : 'slide'}
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${slide.productName}`}
    >
      <div className="container split slide__inner">
        <div className="slide__copy">
          {/* The product's name and the title, one block: where slides share rows, a shorter title
              brings its name down with it instead of leaving a gap between them. */}
          <div className="slide__heading">
            <p className="eyebrow">{slide.productName}</p>
            <Heading className="slide__title">{slide.title}</Heading>
          </div>
          <p className="slide__description">{slide.description}</p>
          <NightAsks primary={slide.primary} secondary={slide.secondary} />
          <CheckList items={slide.benefits} className="check-list--compact slide__benefits" />
        </div>
        {/* The slides the carousel turns to later: their drawings' rules are not in the head. */}
        <div className={`slide__art slide__art--${slide.illustration}`} data-shown-later={index > 0 || undefined}>
          <Art />
          <span className="slide__logo medallion" aria-hidden="true">
            <Icon name={slide.logo} />
          </span>
          <span className="slide__rail" aria-hidden="true">
            {slide.floatingIcons.map((name) => (
              <span key={name} className="slide__float medallion">
                <Icon name={name} />
              </span>
            ))}
          </span>
        </div>
      </div>
    </article>
  );
}

/** Stronglink, told as the catch it makes: the words, three points and the ask beside one message's
 *  minute-by-minute catch (the drawing is left out on phones, where the words already say it). Its
 *  audit is the first screen's SOC 2 seal, not said again here. */
function FlagshipSpotlight({ flagship }: { flagship: HomeContent['flagship'] }) {
  return (
    <section className="spotlight hero--night tone-dark" aria-labelledby="spotlight-title">
      <div className="container split spotlight__grid">
        <div className="spotlight__copy">
          <p className="eyebrow">{flagship.eyebrow}</p>
          <h2 id="spotlight-title" className="spotlight__title">
            {flagship.title}
          </h2>
          <p className="spotlight__lead">{flagship.description}</p>
          <ul className="spotlight__points">
            {flagship.points.map((point) => (
              <li key={point.title}>
                <Medallion icon={point.icon} size="sm" />
                <h3>{point.title}</h3>
                <p>{point.description}</p>
              </li>
            ))}
          </ul>
          <NightAsks primary={flagship.primary} secondary={flagship.secondary} />
        </div>
        <div className="spotlight__visual">
          <CatchTimeline />
        </div>
      </div>
    </section>
  );
}

/** An ask on the night: its main button and the other way in, outlined. */
function NightAsks({ primary, secondary }: { primary: Link; secondary: Link }) {
  return (
    <div className="button-row">
      <ButtonLink href={primary.href} size="lg">
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="outline-light" size="lg">
        {secondary.label}
      </ButtonLink>
    </div>
  );
}
