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

/** Opening hours ("Mon–Fri 8 AM – 6 PM CT") wrap only between their two ends, never inside "6 PM CT". */
export function BusinessHours({ hours }: { hours: string }) {
  // One box, so that a flex parent (the footer's list item) sees one item, not the dash apart.
  return (
    <span>
      {hoursParts(hours).map((part, index) => (
        <Fragment key={part + index}>
          {index > 0 && ' – '}
          <span className="nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** "Mon–Fri 8 AM – 6 PM CT" as ["Mon–Fri 8 AM", "6 PM CT"]: split at the spaced dash only. */
export function hoursParts(hours: string): string[] {
  return hours.split(' – ');
}
