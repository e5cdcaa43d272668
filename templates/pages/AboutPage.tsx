// About: the hero with the map of our Texas offices, the four figures, mission and vision, what makes
// us different (three icon cards), the four values (a numbered typographic list, so that two grids of
// cards do not follow each other), our process in three steps, and the closing call to action.
import type { AboutPage as AboutContent } from '../../cli/model/schemas.ts';
import { BLUEBONNET_PORTRAIT } from '../art/BluebonnetPortrait.tsx';
import { Image } from '../Image.tsx';
import { TexasMap } from '../art/TexasMap.tsx';
import { Icon } from '../marks/Icon.tsx';
import {
  CtaBand,
  factsBeyondFigures,
  IconCardSection,
  NumberedPoints,
  PageHero,
  SectionHeading,
  StatsBand,
  Steps,
} from '../parts/sections.tsx';
import { useSite } from '../site-context.ts';

export function AboutPage({ page }: { page: AboutContent }) {
  const { offices, proof, process } = useSite();
  return (
    <>
      <PageHero hero={page.hero} visual={<TexasMap offices={offices} />} horizon="meadow">
        {/* Where each office is, not the map's city names again, set as addresses (lists.css): pills
            with a frame read as buttons that did nothing. */}
        <ul className="address-list" aria-label="Our offices">
          {offices.map((office) => (
            <li key={office.city}>
              <Icon name="map-pin" />
              <span className="address-list__city">{office.city}</span>
              <span className="address-list__street">{office.address}</span>
            </li>
          ))}
        </ul>
      </PageHero>

      <StatsBand stats={page.stats} label="Our record" />

      <section className="section" aria-label="Mission and vision">
        <div className="container split statements">
          <article className="statement">
            <h2 className="eyebrow">{page.mission.title}</h2>
            <p className="statement__text">{page.mission.text}</p>
          </article>
          <article className="statement">
            <h2 className="eyebrow">{page.vision.title}</h2>
            <p className="statement__text">{page.vision.text}</p>
          </article>
        </div>
      </section>

      <IconCardSection
        id="different-title"
        title={page.different.title}
        description={page.different.description}
        items={page.different.points}
        tinted
      />
      <ValuesSection values={page.values} />
      <ProcessSection heading={page.process} steps={process} />

      <CtaBand cta={page.cta} facts={factsBeyondFigures(proof)} />
    </>
  );
}

/** The values as a numbered list under their heading: words set as type, with a small icon each. On
 *  wide screens the bluebonnet night close up stands beside them, as tall as they are. */
function ValuesSection({ values }: { values: AboutContent['values'] }) {
  return (
    <section className="section" aria-labelledby="values-title">
      <div className="container values">
        {/* Loaded only where it shows (wide screens), as it comes into view. */}
        <Image
          className="values__portrait"
          src={BLUEBONNET_PORTRAIT.src}
          alt=""
          width={BLUEBONNET_PORTRAIT.width}
          height={BLUEBONNET_PORTRAIT.height}
          loading="lazy"
          decoding="async"
        />
        <div className="values__main">
          <SectionHeading id="values-title" title={values.title} description={values.description} />
          <NumberedPoints points={values.items} className="values__list" />
        </div>
      </div>
    </section>
  );
}

/** How working with us goes, in the site's three steps (the closing ask on home names them too): what
 *  home's 'Learn About Our Process' promises. On a tint, after the values, before the ask; drawn as
 *  the flagship's implementation is, one process component for the site. */
function ProcessSection({
  heading,
  steps,
}: {
  heading: AboutContent['process'];
  steps: { title: string; description: string }[];
}) {
  return (
    <section className="section section--tinted" aria-labelledby="process-title">
      <div className="container">
        <SectionHeading id="process-title" title={heading.title} description={heading.description} />
        <Steps steps={steps} />
      </div>
    </section>
  );
}
