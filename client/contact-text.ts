// Phone numbers and e-mail addresses in the site's words: how they are found in running text, and
// how they become links. Every one a visitor sees is a tel: or mailto: link (markdown and templates
// alike), and an e-mail address may wrap only after its "@" on a narrow screen, never mid-word.

/** US numbers as the site writes them: (214) 555-0142. */
export const PHONE_NUMBER = /\(\d{3}\)\s?\d{3}-\d{4}/g;
export const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** tel:+12145550142: the international form dials from any phone. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The one place an address may wrap: after "@". A line then ends "hello@" and the next holds the
 *  whole domain; a break before a dot (browsers take the last one that fits) strands ".example". */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)/);
}
