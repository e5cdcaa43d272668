// The company's e-mail addresses and phone numbers, always as links (mailto:, tel:).
import { Fragment } from 'react';
import { emailBreakParts, telHref } from '../../client/contact-text.ts';

export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={part + index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}

export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className ? `nowrap ${className}` : 'nowrap'}>
      {phone}
    </a>
  );
}
