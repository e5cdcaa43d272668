// Contact: the consultation form, Quick Contact and the three Texas offices.
// The form's labels, types and placeholders are the spec's; its behaviour is the contact island's.
import type { ContactPage as ContactContent, Site } from '../../cli/content/schemas.ts';
import { Icon } from '../parts/Icon.tsx';
import { PageHero } from '../parts/sections.tsx';

type FieldName = keyof ContactContent['form']['fields'];

interface FieldSpec {
  name: FieldName;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  required: boolean;
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', type: 'text', autoComplete: 'organization', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'employees', type: 'text', autoComplete: 'off', required: false },
  { name: 'message', type: 'textarea', autoComplete: 'off', required: true, wide: true },
];

export function ContactPage({ page, site }: { page: ContactContent; site: Site }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <section className="section">
        <div className="container contact-layout">
          <div className="panel contact-form-panel">
            <h2>{page.form.title}</h2>
            <p className="muted">{page.form.description}</p>
            <form className="contact-form" noValidate aria-label={page.form.title}>
              <div className="form-grid">
                {FIELDS.map((field) => (
                  <FormField key={field.name} spec={field} label={page.form.fields[field.name].label} placeholder={page.form.fields[field.name].placeholder} />
                ))}
              </div>
              <button className="button button--primary button--lg button--block" type="submit">
                <span>{page.form.submit}</span>
                <Icon name="arrow-right" />
              </button>
              <p className="form-note">{page.form.privacyNote}</p>
            </form>
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
    </>
  );
}

function FormField({ spec, label, placeholder }: { spec: FieldSpec; label: string; placeholder: string }) {
  const id = `contact-${spec.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: spec.name,
    placeholder,
    autoComplete: spec.autoComplete,
    required: spec.required,
    'aria-describedby': errorId,
    className: 'field__control',
  };
  return (
    <div className={spec.wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!spec.required && <span className="field__optional"> (optional)</span>}
      </label>
      {spec.type === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type={spec.type} />}
      <p className="field__error" id={errorId} />
    </div>
  );
}
