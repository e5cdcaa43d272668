// The contact form's rules: fields, trimming, limits and the exact messages of spec section 5.
// One module for the browser island, the Deno Edge Function and `site serve` alike. zod/mini, imported
// as a namespace, keeps what the browser downloads to a few kilobytes.
import * as z from 'zod/mini';

/**
 * Maximum lengths in characters; a value of exactly this length passes. The one list of limits: the
 * schema below, the messages, the form's attributes and the database's CHECK constraints
 * (supabase/migrations, compared with this list by tests/cli/contact-limits.test.ts) all agree with it.
 * Phone and employees have no limit in the spec; theirs is the database's.
 */
export const CONTACT_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 255,
  company: 100,
  phone: 100,
  employees: 100,
  message: 1000,
} as const;

type Field = keyof typeof CONTACT_LIMITS;

/** How each field is named in its messages (spec section 5 for the spec's fields). */
const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  company: 'Company name',
  phone: 'Phone number',
  employees: 'Number of employees',
  message: 'Message',
};

const tooLong = (field: Field) => `${LABELS[field]} must be less than ${CONTACT_LIMITS[field]} characters`;
const unsavable = (field: Field) => `${LABELS[field]} contains a character that cannot be saved; please remove it.`;

/** Every message the form can show, by field and rule (spec section 5, word for word, and the two
 *  rules the database adds). The schema below uses them, and a form sent without JavaScript names the
 *  failing rule so the static page can show its message. The spec's table is closed: e-mail has no
 *  "required" rule, so an empty address is one that is not valid ("Please enter a valid email
 *  address"). */
export const CONTACT_MESSAGES = {
  firstName: { required: 'First name is required', unsavable: unsavable('firstName'), tooLong: tooLong('firstName') },
  lastName: { required: 'Last name is required', unsavable: unsavable('lastName'), tooLong: tooLong('lastName') },
  email: {
    unsavable: unsavable('email'),
    invalid: 'Please enter a valid email address',
    tooLong: tooLong('email'),
  },
  company: { required: 'Company name is required', unsavable: unsavable('company'), tooLong: tooLong('company') },
  phone: { unsavable: unsavable('phone'), tooLong: tooLong('phone') },
  employees: { unsavable: unsavable('employees'), tooLong: tooLong('employees') },
  message: { required: 'Message is required', unsavable: unsavable('message'), tooLong: tooLong('message') },
} as const;

/**
 * What PostgreSQL cannot keep in `text`: NUL (refused outright) and UTF-16 surrogates without their
 * pair (a JSON body can carry them as "\ud800"; on the way to the database they become U+FFFD, so what
 * was sent would not be what is kept). Refused with a message, never dropped or replaced in silence.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters it refuses
const UNSAVABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A character someone can see: not a space, nor one of the characters that take no room (zero-width
 * spaces and joiners, the soft hyphen, bidi and other format controls, variation selectors, Hangul
 * fillers, the blank Braille cell) nor a combining mark on its own. A name of zero-width spaces only
 * is no name: "required" means at least one of these.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{C}\p{M}\u2800]/u;

const required = (message: string) => z.refine<string>((value) => VISIBLE.test(value), message);
const atMost = (limit: number, message: string) => z.maxLength(limit, message);
const savable = (message: string) => z.refine<string>((value) => !UNSAVABLE.test(value), message);
const M = CONTACT_MESSAGES;
const L = CONTACT_LIMITS;

// Checks run in this order and a field shows the first that fails: a character that cannot be saved
// is named first (before "required" too, as a lone half of a surrogate pair is not visible either),
// as removing it is what the visitor must do.
export const contactSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      savable(M.firstName.unsavable),
      required(M.firstName.required),
      atMost(L.firstName, M.firstName.tooLong),
    ),
  lastName: z
    .string()
    .check(
      z.trim(),
      savable(M.lastName.unsavable),
      required(M.lastName.required),
      atMost(L.lastName, M.lastName.tooLong),
    ),
  email: z
    .string()
    .check(z.trim(), savable(M.email.unsavable), atMost(L.email, M.email.tooLong), z.email({ error: M.email.invalid })),
  company: z
    .string()
    .check(z.trim(), savable(M.company.unsavable), required(M.company.required), atMost(L.company, M.company.tooLong)),
  phone: z.optional(z.string().check(z.trim(), savable(M.phone.unsavable), atMost(L.phone, M.phone.tooLong))),
  employees: z.optional(
    z.string().check(z.trim(), savable(M.employees.unsavable), atMost(L.employees, M.employees.tooLong)),
  ),
  message: z
    .string()
    .check(z.trim(), savable(M.message.unsavable), required(M.message.required), atMost(L.message, M.message.tooLong)),
});

export type ContactSubmission = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactSubmission;
export const CONTACT_FIELDS = Object.keys(contactSchema.shape) as ContactField[];

export type ContactValidation =
  { ok: true; data: ContactSubmission } | { ok: false; fieldErrors: Partial<Record<ContactField, string>> };

/** Validates anything (a form's values, a request body); one message per failing field, the first. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !fieldErrors[field])
      fieldErrors[field] = issue.code === 'invalid_type' ? requiredMessage(field) : issue.message;
  }
  return { ok: false, fieldErrors };
}

/** A missing value gets the same message as an empty one. */
function requiredMessage(field: ContactField): string {
  const probe = contactSchema.shape[field].safeParse('');
  return probe.success ? 'Invalid value' : probe.error.issues[0]!.message;
}

/** Which rule of the table above a field's message is ("required", "tooLong", "invalid", "unsavable"). */
export function ruleOf(field: ContactField, message: string): string | undefined {
  const rules: Record<string, string> = CONTACT_MESSAGES[field];
  return Object.keys(rules).find((rule) => rules[rule] === message);
}

/** The blog's 'Stay Updated' form: the same e-mail rule as the contact form. */
export const newsletterSchema = z.object({ email: contactSchema.shape.email });

export function validateNewsletter(input: unknown): { ok: true; email: string } | { ok: false; error: string } {
  const result = newsletterSchema.safeParse(input);
  if (result.success) return { ok: true, email: result.data.email };
  const issue = result.error.issues[0]!;
  return { ok: false, error: issue.code === 'invalid_type' ? M.email.invalid : issue.message };
}
