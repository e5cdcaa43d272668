// What a form posted without JavaScript hears back. The function answers with a redirect to the page
// the form is on and a fragment naming the outcome; the static page holds an element with that id,
// which CSS reveals (:target). One list, read by the functions and by the templates that draw those
// elements, so the two cannot drift apart.

export interface FormReturn {
  /** Prefixes the fragments, so that two forms never share an id. */
  name: string;
  /** The page of the site the form is on. */
  page: string;
  sent: string;
  failed: string;
}

export const CONTACT_FORM: FormReturn = {
  name: 'contact',
  page: '/contact',
  sent: 'message-sent',
  failed: 'message-not-sent',
};
export const NEWSLETTER_FORM: FormReturn = {
  name: 'newsletter',
  page: '/blog',
  sent: 'subscribed',
  failed: 'not-subscribed',
};

/** "contact-fix-email-invalid": which rule of which field the visitor should fix. */
export function fieldFixId(form: string, field: string, rule: string): string {
  return `${form}-fix-${field}-${rule}`;
}
