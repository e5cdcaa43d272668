// Contact: the hero words and Quick Contact on the left, the consultation form (an island) beside them
// so its first field is on the first screen, then the three Texas offices and the toasts. On phones
// and tablets, one column: the hero, the phone and e-mail as one line of two taps, then the form, and
// Quick Contact under it, so that the form starts on the first screen and a call is still one tap away.
import { nightHorizonBackground } from '../art/NightHorizon.tsx';
import type { ContactPage as ContactContent, Site } from '../../cli/model/schemas.ts';
import { OfficeRoutes } from '../art/OfficeRoutes.tsx';
import type { BackendConfig } from '../../client/contact-backend.ts';
import { ContactForm } from '../../client/islands/ContactForm.tsx';
import { Island } from '../Island.tsx';
import { Toaster } from '../../client/islands/Toaster.tsx';
import { telHref } from '../../client/contact-text.ts';
import { BusinessHours, EmailLink, PhoneLink } from '../parts/contact-links.tsx';
import { Icon } from '../marks/Icon.tsx';
import { ProofRow, proofFor } from '../parts/sections.tsx';
import { usePath } from '../site-context.ts';

interface ContactPageProps {
  page: ContactContent;
  site: Site;
  /** Where the form sends; null: the company's phone and e-mail in its place (a site built without forms). */
  backend: BackendConfig | null;
}

export function ContactPage({ page, site, backend }: ContactPageProps) {
  // The failure's words stand in the form's place on a site built without forms (ReachUs); the form
  // itself says a failure with its toast, so they are not the island's.
  const { title, description, failure, ...formText } = page.form;
  const path = usePath();
  return (
    <>
      <section
        className={`hero hero--night tone-dark contact-hero ${nightHorizonBackground(path, 'ridge')}`}
        aria-labelledby="contact-title"
      >
        <div className="container contact-hero__grid">
          <div className="contact-hero__copy">
            {page.hero.eyebrow && <p className="eyebrow">{page.hero.eyebrow}</p>}
            <h1 id="contact-title" className="hero__title">
              {page.hero.title}
            </h1>
            <p className="hero__lead">{page.hero.description}</p>
            {/* Before anything is sent: who keeps it (audited), who answers, and where they are. */}
            <ProofRow items={proofFor('contact', site.proof).hero} />
          </div>

          {/* The one-column layout's way to call or write, above the form (Quick Contact is below it
              there, and beside the form on wide screens, where this line is hidden). The address is
              too long for one phone line beside the number: the link says "Email" and is named whole. */}
          <ul className="contact-direct">
            <li>
              <a className="contact-direct__link" href={telHref(site.contact.phone)}>
                <Icon name="phone" />
                <span className="nowrap">{site.contact.phone}</span>
              </a>
            </li>
            <li>
              <a
                className="contact-direct__link"
                href={`mailto:${site.contact.email}`}
                aria-label={`${page.quickContact.emailLabel} ${site.contact.email}`}
              >
                <Icon name="mail" />
                {page.quickContact.emailLabel}
              </a>
            </li>
          </ul>

          <div className="card contact-form-panel tone-light">
            <h2 id="contact-form-title">{title}</h2>
            {backend ? (
              <>
                <p className="muted">{description}</p>
                <Island
                  component={ContactForm}
                  props={{
                    text: { ...formText, toasts: page.toasts },
                    backend,
                  }}
                />
              </>
            ) : (
              <ReachUs text={failure.reachUs} contact={site.contact} />
            )}
          </div>

          <aside className="card quick-contact" aria-labelledby="quick-contact-title">
            <h2 id="quick-contact-title" className="quick-contact__title">
              {page.quickContact.title}
            </h2>
            <dl className="quick-contact__list">
              <div>
                <dt className="label">
                  <Icon name="phone" /> {page.quickContact.phoneLabel}
                </dt>
                <dd>
                  <PhoneLink phone={site.contact.phone} />
                </dd>
              </div>
              <div>
                <dt className="label">
                  <Icon name="mail" /> {page.quickContact.emailLabel}
                </dt>
                <dd>
                  <EmailLink email={site.contact.email} />
                </dd>
              </div>
              <div>
                <dt className="label">
                  <Icon name="clock" /> {page.quickContact.hoursLabel}
                </dt>
                <dd>
                  <BusinessHours hours={site.contact.businessHours} />
                </dd>
              </div>
              <div>
                <dt className="label">
                  <Icon name="send" /> {page.quickContact.responseLabel}
                </dt>
                <dd>We reply {site.contact.responseTime}.</dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="locations-title">
        <div className="container split locations">
          <div className="locations__copy">
            <h2 id="locations-title">{page.locations.title}</h2>
            <ul className="office-list">
              {site.offices.map((office) => (
                <li key={office.city} className="card office-card">
                  <Icon name="map-pin" />
                  <div>
                    <h3>{office.city}</h3>
                    <address>
                      {office.address}
                      <br />
                      {office.zipcode}
                    </address>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="locations__map">
            <OfficeRoutes offices={site.offices} hours={site.contact.businessHours} />
          </div>
        </div>
      </section>
      {backend && <Island component={Toaster} props={{}} />}
    </>
  );
}

/** In the form's place when the site is built without forms: the sentence the form shows when it could
 *  not send ("Call {phone} or email {email}."), its phone number and address as links. */
function ReachUs({ text, contact }: { text: string; contact: Site['contact'] }) {
  return (
    <p>
      {text
        .split(/\{(phone|email)\}/)
        .map((part, index) =>
          index % 2 === 0 ? (
            part
          ) : part === 'phone' ? (
            <PhoneLink key={index} phone={contact.phone} />
          ) : (
            <EmailLink key={index} email={contact.email} />
          ),
        )}
    </p>
  );
}
