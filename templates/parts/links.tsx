// Links and buttons. External links open in a new tab, and say so to screen-reader users.
import type { ReactNode } from 'react';
import { Icon } from '../marks/Icon.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';

export const isExternal = (href: string) => /^https?:\/\//.test(href);

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  ariaCurrent?: boolean;
  ariaLabel?: string;
}

export function SmartLink({ href, className, children, ariaCurrent, ariaLabel }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className} aria-current={ariaCurrent ? 'page' : undefined} aria-label={ariaLabel}>
      {children}
    </a>
  );
}

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outline-light';

interface ButtonLinkProps {
  href: string;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  icon?: IconName;
  /** Words only screen readers and search engines get, so a short label ("Learn More") still says
   *  what it leads to ("about Okta"). */
  context?: string;
  children: ReactNode;
}

export function ButtonLink({ href, variant = 'primary', size = 'md', icon, context, children }: ButtonLinkProps) {
  const label = (
    <span>
      {children}
      {context && <span className="visually-hidden"> {context}</span>}
    </span>
  );
  const trailingIcon = icon ?? (isExternal(href) ? 'external' : 'arrow-right');
  return (
    <SmartLink href={href} className={`button button--${variant} button--${size}`}>
      {label}
      <Icon name={trailingIcon} />
    </SmartLink>
  );
}
