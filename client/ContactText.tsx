// A sentence from content in which any e-mail address or phone number is a link (mailto:, tel:), as
// everywhere on the site. Used by islands, so it renders on the server and in the browser alike.
/** @jsxImportSource #island-runtime */
import { EMAIL_ADDRESS, emailBreakParts, PHONE_NUMBER, telHref } from './contact-text.ts';

const CONTACT = new RegExp(`(${EMAIL_ADDRESS.source}|${PHONE_NUMBER.source})`);

export function ContactText({ text }: { text: string }) {
  return (
    <>
      {text.split(CONTACT).map((part, index) => {
        if (index % 2 === 0) return part;
        if (!part.includes('@'))
          return (
            <a key={index} href={telHref(part)} className="nowrap">
              {part}
            </a>
          );
        return (
          <a key={index} href={`mailto:${part}`}>
            {emailBreakParts(part).flatMap((piece, at) => (at > 0 ? [<wbr key={at} />, piece] : [piece]))}
          </a>
        );
      })}
    </>
  );
}
