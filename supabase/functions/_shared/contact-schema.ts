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

const required = (message: string) => z.minLength(1, message);
const atMost = (limit: number, message: string) => z.maxLength(limit, message);

export const contactSchema = z.object({
  firstName: z.string().check(z.trim(), required('First name is required'), atMost(CONTACT_LIMITS.firstName, 'First name must be less than 50 characters')),
  lastName: z.string().check(z.trim(), required('Last name is required'), atMost(CONTACT_LIMITS.lastName, 'Last name must be less than 50 characters')),
  email: z.string().check(
    z.trim(),
    atMost(CONTACT_LIMITS.email, 'Email must be less than 255 characters'),
    z.email({ error: 'Please enter a valid email address' }),
  ),
  company: z.string().check(z.trim(), required('Company name is required'), atMost(CONTACT_LIMITS.company, 'Company name must be less than 100 characters')),
  phone: z.optional(z.string().check(z.trim())),
  employees: z.optional(z.string().check(z.trim())),
  message: z.string().check(z.trim(), required('Message is required'), atMost(CONTACT_LIMITS.message, 'Message must be less than 1000 characters')),
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

/** The blog's 'Stay Updated' form: the same e-mail rule as the contact form. */
export const newsletterSchema = z.object({ email: contactSchema.shape.email });

export function validateNewsletter(input: unknown): { ok: true; email: string } | { ok: false; error: string } {
  const result = newsletterSchema.safeParse(input);
  if (result.success) return { ok: true, email: result.data.email };
  const issue = result.error.issues[0]!;
  return { ok: false, error: issue.code === 'invalid_type' ? 'Please enter a valid email address' : issue.message };
}
