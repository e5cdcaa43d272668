// Contact: the consultation form (an island), Quick Contact, the three Texas offices, and the toasts.
import type { ContactPage as ContactContent, Site } from '../../cli/content/schemas.ts';
import type { BackendConfig } from '../islands/contact-backend.ts';
import { ContactForm } from '../islands/ContactForm.tsx';
import { Island } from '../islands/Island.tsx';
import { Toaster } from '../islands/Toaster.tsx';
import { Icon } from '../parts/Icon.tsx';
import { PageHero } from '../parts/sections.tsx';

interface ContactPageProps {
  page: ContactContent;
  site: Site;
  backend: BackendConfig;
}

export function ContactPage({ page, site, backend }: ContactPageProps) {
  const { title, description, ...formText } = page.form;
  return (
    <>
      <PageHero hero={page.hero} />
      <section className="section">
        <div className="container contact-layout">
          <div className="panel contact-form-panel">
            <h2 id="contact-form-title">{title}</h2>
            <p className="muted">{description}</p>
            <Island name="contact-form" component={ContactForm} props={{ text: { ...formText, toasts: page.toasts }, backend }} />
          </div>

          <aside className="contact-aside">
            <div className="panel">
              <h2 className="panel__title">
                <Icon name="mail" /> {page.quickContact.title}
              </h2>
              <dl className="quick-contact">
                <dt>{page.quickContact.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
                </dd>
                <dt>{page.quickContact.hoursLabel}</dt>
                <dd>{site.contact.businessHours}</dd>
                <dt>{page.quickContact.responseLabel}</dt>
                <dd>We reply {site.contact.responseTime}.</dd>
              </dl>
            </div>
            <div className="panel">
              <h2 className="panel__title">
                <Icon name="map-pin" /> {page.locations.title}
              </h2>
              <ul className="office-list">
                {site.offices.map((office) => (
                  <li key={office.city}>
                    <h3>{office.city}</h3>
                    <address>
                      {office.address}
                      <br />
                      {office.zipcode}
                    </address>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>
      <Island name="toaster" component={Toaster} props={{}} />
    </>
  );
}
