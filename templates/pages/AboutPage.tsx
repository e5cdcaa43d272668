// About: hero, the four figures, mission and vision, what makes us different, values, and the CTA.
import type { AboutPage as AboutContent } from '../../cli/content/schemas.ts';
import { CtaBand, IconCard, PageHero, SectionHeading } from '../parts/sections.tsx';

export function AboutPage({ page }: { page: AboutContent }) {
  return (
    <>
      <PageHero hero={page.hero} />

      <section className="stats-band" aria-label="Our record">
        <dl className="container stats">
          {page.stats.map((stat) => (
            <div key={stat.label} className="stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section">
        <div className="container two-up">
          <article className="statement">
            <h2>{page.mission.title}</h2>
            <p>{page.mission.text}</p>
          </article>
          <article className="statement statement--accent">
            <h2>{page.vision.title}</h2>
            <p>{page.vision.text}</p>
          </article>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="different-title">
        <div className="container">
          <SectionHeading id="different-title" title={page.different.title} description={page.different.description} />
          <div className="card-grid card-grid--3">
            {page.different.points.map((point) => (
              <IconCard key={point.title} item={point} />
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <SectionHeading id="values-title" title={page.values.title} />
          <div className="card-grid card-grid--4">
            {page.values.items.map((value) => (
              <IconCard key={value.title} item={value} />
            ))}
          </div>
        </div>
      </section>

      <CtaBand cta={page.cta} />
    </>
  );
}
