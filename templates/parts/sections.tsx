// Page-building blocks shared by several page types: the hero band, section headings, icon cards,
// prose from markdown, and the closing call-to-action band.
import type { ReactNode } from 'react';
import type { CallToAction, Hero, IconItem, Link } from '../../cli/content/schemas.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from './icon-names.ts';
import { ButtonLink } from './links.tsx';

interface PageHeroProps {
  hero: Hero;
  actions?: Link[];
  children?: ReactNode;
  /** A breadcrumb-like link above the title, e.g. back to the category. */
  back?: Link;
}

export function PageHero({ hero, actions = [], children, back }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        {back && (
          <a className="back-link" href={back.href}>
            <Icon name="arrow-right" className="icon--flip" />
            {back.label}
          </a>
        )}
        {hero.eyebrow && <p className="eyebrow eyebrow--light">{hero.eyebrow}</p>}
        <h1 className="page-hero__title">{hero.title}</h1>
        <p className="page-hero__lead">{hero.description}</p>
        {actions.length > 0 && (
          <div className="button-row">
            {actions.map((action, index) => (
              <ButtonLink key={action.href + action.label} href={action.href} variant={index === 0 ? 'primary' : 'outline-light'} size="lg">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  description?: string;
  id?: string;
  align?: 'center' | 'start';
}

export function SectionHeading({ eyebrow, title, description, id, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {description && <p className="section-heading__lead">{description}</p>}
    </div>
  );
}

export function IconCard({ item, headingLevel = 3 }: { item: IconItem; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="icon-card">
      <IconBadge name={item.icon} />
      <Heading className="icon-card__title">{item.title}</Heading>
      <p>{item.description}</p>
    </div>
  );
}

export function IconBadge({ name, tone = 'blue' }: { name: IconName; tone?: 'blue' | 'violet' | 'light' }) {
  return (
    <span className={`icon-badge icon-badge--${tone}`}>
      <Icon name={name} />
    </span>
  );
}

/** Rendered, sanitized markdown from content/. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <h2 id="cta-title">{cta.title}</h2>
        <p>{cta.description}</p>
        <div className="button-row button-row--center">
          <ButtonLink href={cta.primary.href} variant="light" size="lg">
            {cta.primary.label}
          </ButtonLink>
          {cta.secondary && (
            <ButtonLink href={cta.secondary.href} variant="outline-light" size="lg">
              {cta.secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
