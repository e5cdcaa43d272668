// The contact form's rules: fields, trimming, limits and the exact messages of spec section 5.
// One module for the browser island, the Deno Edge Function and `site serve` alike. zod/mini, imported
// as a namespace, keeps what the browser downloads to a few kilobytes.
import * as z from 'zod/mini';

/** Maximum lengths in characters; a value of exactly this length passes. */
export const CONTACT_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 255,
  company: 100,
  message: 1000,
} as const;

/** Every message the form can show, by field and rule (spec section 5). The schema below uses them,
 *  and a form sent without JavaScript names the failing rule so the static page can show its message. */
export const CONTACT_MESSAGES = {
  firstName: { required: 'First name is required', tooLong: 'First name must be less than 50 characters' },
  lastName: { required: 'Last name is required', tooLong: 'Last name must be less than 50 characters' },
  email: { invalid: 'Please enter a valid email address', tooLong: 'Email must be less than 255 characters' },
  company: { required: 'Company name is required', tooLong: 'Company name must be less than 100 characters' },
  message: { required: 'Message is required', tooLong: 'Message must be less than 1000 characters' },
} as const;

const required = (message: string) => z.minLength(1, message);
const atMost = (limit: number, message: string) => z.maxLength(limit, message);
const M = CONTACT_MESSAGES;

export const contactSchema = z.object({
  firstName: z.string().check(z.trim(), required(M.firstName.required), atMost(CONTACT_LIMITS.firstName, M.firstName.tooLong)),
  lastName: z.string().check(z.trim(), required(M.lastName.required), atMost(CONTACT_LIMITS.lastName, M.lastName.tooLong)),
  email: z.string().check(z.trim(), atMost(CONTACT_LIMITS.email, M.email.tooLong), z.email({ error: M.email.invalid })),
  company: z.string().check(z.trim(), required(M.company.required), atMost(CONTACT_LIMITS.company, M.company.tooLong)),
  phone: z.optional(z.string().check(z.trim())),
  employees: z.optional(z.string().check(z.trim())),
  message: z.string().check(z.trim(), required(M.message.required), atMost(CONTACT_LIMITS.message, M.message.tooLong)),
});

export type ContactSubmission = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactSubmission;
export const CONTACT_FIELDS = Object.keys(contactSchema.shape) as ContactField[];

export type ContactValidation =
  | { ok: true; data: ContactSubmission }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string>> };

/** Validates anything (a form's values, a request body); one message per failing field, the first. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.code === 'invalid_type' ? requiredMessage(field) : issue.message;
  }
  return { ok: false, fieldErrors };
}

/** A missing value gets the same message as an empty one. */
function requiredMessage(field: ContactField): string {
  const probe = contactSchema.shape[field].safeParse('');
  return probe.success ? 'Invalid value' : probe.error.issues[0]!.message;
}

/** Which rule of the table above a field's message is ("required", "tooLong", "invalid"). */
export function ruleOf(field: ContactField, message: string): string | undefined {
  const rules: Record<string, string> = CONTACT_MESSAGES[field as keyof typeof CONTACT_MESSAGES] ?? {};
  return Object.keys(rules).find((rule) => rules[rule] === message);
}

/** The blog's 'Stay Updated' form: the same e-mail rule as the contact form. */
export const newsletterSchema = z.object({ email: contactSchema.shape.email });

export function validateNewsletter(input: unknown): { ok: true; email: string } | { ok: false; error: string } {
  const result = newsletterSchema.safeParse(input);
  if (result.success) return { ok: true, email: result.data.email };
  const issue = result.error.issues[0]!;
  return { ok: false, error: issue.code === 'invalid_type' ? 'Please enter a valid email address' : issue.message };
}
