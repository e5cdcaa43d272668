// The footer on every page: the brand, link columns (ten site links), contacts, social links, ©.
import type { Site } from '../../cli/model/schemas.ts';
import { Brand } from '../marks/Brand.tsx';
import { BusinessHours, EmailLink, PhoneLink } from './contact-links.tsx';
import { Icon } from '../marks/Icon.tsx';

/** `home`: the home page's address (the footer is rendered once, outside any page's site context). */
export function Footer({ site, home }: { site: Site; home: string }) {
  return (
    <footer id="site-footer" className="site-footer tone-dark">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Brand site={site} place="footer" home={home} />
          <p>{site.footer.blurb}</p>
          <ul className="social-links" aria-label="Social media">
            {site.social.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className="social-links__link">
                  <Icon name={social.icon} />
                  <span className="visually-hidden">{social.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {site.footer.columns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="label site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__column site-footer__contact">
          <h2 className="label site-footer__heading">Contact</h2>
          <ul>
            <li>
              <Icon name="mail" />
              <EmailLink email={site.contact.email} />
            </li>
            <li>
              <Icon name="phone" />
              <PhoneLink phone={site.contact.phone} />
            </li>
            <li>
              <Icon name="clock" />
              <BusinessHours hours={site.contact.businessHours} />
            </li>
          </ul>
        </div>
      </div>
      {/* The rule above it spans the content's width, not the container's padding too. */}
      <div className="container">
        <div className="site-footer__bottom">
          <p>
            © {site.copyrightYear} {site.brand}. All rights reserved.
          </p>
          <p>{site.contact.serviceArea}</p>
        </div>
      </div>
    </footer>
  );
}
