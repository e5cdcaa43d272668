// A legal document: heading, summary and 'Last updated' (the build date), then its numbered sections
// between a table of them and our offices (parts/TextPage.tsx).
import type { LegalPage as LegalContent } from '../../cli/model/collections.ts';
import { Icon } from '../marks/Icon.tsx';
import { BusinessHours, PhoneLink } from '../parts/contact-links.tsx';
import { formatDate } from '../parts/PostMeta.tsx';
import { sectionsOf } from '../parts/Contents.tsx';
import { TextPage } from '../parts/TextPage.tsx';
import { useSite } from '../site-context.ts';

export function LegalPage({ page, buildDate }: { page: LegalContent; buildDate: string }) {
  const html = page.html;
  return (
    <TextPage
      eyebrow={page.eyebrow}
      heading={page.heading}
      lead={page.summary}
      note={
        <p className="legal__updated">
          Last updated: <time dateTime={buildDate}>{formatDate(buildDate)}</time>
        </p>
      }
      html={html}
      contents={{ title: page.contentsTitle, sections: sectionsOf(html) }}
      aside={<LegalOffices />}
    />
  );
}

/** Who stands behind the document and where to write to them: the company's offices as addresses
 *  (content/site.yaml), and the number to call. Beside the text on wide screens, where its right third
 *  stood empty; after it on phones. */
function LegalOffices() {
  const { brand, offices, contact } = useSite();
  return (
    <aside className="legal__offices" aria-label="Our offices">
      <p className="label legal__offices-title" aria-hidden="true">
        Our offices
      </p>
      <address className="legal__address">
        <span className="legal__brand">{brand}</span>
        <ul className="legal__office-list">
          {offices.map((office) => (
            <li key={office.city}>
              <Icon name="map-pin" />
              <span>
                {office.address}
                <br />
                {office.zipcode}
              </span>
            </li>
          ))}
        </ul>
        <p className="legal__call">
          <Icon name="phone" />
          <span>
            <PhoneLink phone={contact.phone} />
            <br />
            <BusinessHours hours={contact.businessHours} />
          </span>
        </p>
      </address>
    </aside>
  );
}
