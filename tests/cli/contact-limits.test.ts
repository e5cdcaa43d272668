// One set of limits for the contact form: the schema (CONTACT_LIMITS), the database's CHECK constraints
// after the migrations ran, and the form's HTML all agree, so that nothing the form lets through is
// refused by the database with a 500 the visitor can never get past.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from '../../cli/backend/local-database.ts';
import { createContactHandler } from '../../supabase/functions/_shared/contact-handler.ts';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactField,
} from '../../supabase/functions/_shared/contact-schema.ts';
import { CONTACT_FORM, fieldFixId, NEWSLETTER_FORM } from '../../supabase/functions/_shared/form-outcomes.ts';
import { settingsFromEnv } from '../../supabase/functions/_shared/settings.ts';
import { projectRoot } from '../support/project-copy.ts';
import { renderedPage } from '../support/rendered-pages.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openLocalDatabase(projectRoot);
});
afterAll(async () => {
  await db?.close();
});

const COLUMNS: Record<ContactField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  company: 'company',
  phone: 'phone',
  employees: 'employees',
  message: 'message',
};

/** The upper bound of each `char_length(column) <= n` in a table's CHECK constraints, by column. */
async function lengthChecks(table: string): Promise<Record<string, number>> {
  const constraints = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c' and conrelid = $1::regclass`,
    [table],
  );
  const bounds: Record<string, number> = {};
  for (const { definition } of constraints) {
    for (const [, column, limit] of definition.matchAll(/char_length\((\w+)\) <= (\d+)/g))
      bounds[column!] = Number(limit);
  }
  return bounds;
}

/** A value of `length` characters the field accepts. */
const valueOf = (field: ContactField, length: number) =>
  field === 'email' ? `${'a'.repeat(length - '@example.com'.length)}@example.com` : 'a'.repeat(length);

describe('the contact form limits', () => {
  it("are the database's: every CHECK constraint on a length allows exactly CONTACT_LIMITS", async () => {
    const expected = Object.fromEntries(CONTACT_FIELDS.map((field) => [COLUMNS[field], CONTACT_LIMITS[field]]));
    expect(await lengthChecks('contact_submissions')).toEqual(expected);
    expect(await lengthChecks('newsletter_subscribers')).toEqual({ email: CONTACT_LIMITS.email });
  });

  it.each(CONTACT_FIELDS)(
    '%s: a value at the limit is stored, one character more is a 422 with its message',
    async (field) => {
      const handle = createContactHandler({
        db,
        settings: settingsFromEnv(() => undefined),
        log: { warn: () => undefined, error: () => undefined },
      });
      const lead = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: 'Hello.',
      };
      const send = (value: string) =>
        handle(
          new Request('http://localhost/functions/v1/contact-form', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'cf-connecting-ip': `198.51.100.${CONTACT_FIELDS.indexOf(field)}`,
            },
            body: JSON.stringify({ ...lead, [field]: value, submissionKey: crypto.randomUUID() }),
          }),
        );
      const limit = CONTACT_LIMITS[field];
      const atLimit = await send(valueOf(field, limit));
      expect(atLimit.status).toBe(200);
      const [stored] = await db.query<Record<string, string>>('select * from contact_submissions where id = $1', [
        (await atLimit.json()).id,
      ]);
      expect([...stored![COLUMNS[field]]!]).toHaveLength(limit);
      const over = await send(valueOf(field, limit + 1));
      expect([over.status, (await over.json()).fields]).toEqual([422, { [field]: CONTACT_MESSAGES[field].tooLong }]);
    },
  );
});

describe('the contact page', () => {
  const inputOf = (html: string, field: ContactField) =>
    html.match(new RegExp(`<(?:input|textarea)[^>]*name="${field}"[^>]*>`))?.[0] ?? '';
  const maxLengthOf = (tag: string) => tag.match(/maxLength="(\d+)"/i)?.[1];

  it("caps phone and employees at their limit with maxlength, and leaves the spec's fields uncapped so that their messages show", async () => {
    const html = await renderedPage('/contact');
    expect(maxLengthOf(inputOf(html, 'phone'))).toBe(String(CONTACT_LIMITS.phone));
    expect(maxLengthOf(inputOf(html, 'employees'))).toBe(String(CONTACT_LIMITS.employees));
    for (const field of ['firstName', 'lastName', 'email', 'company', 'message'] as const) {
      expect(inputOf(html, field)).not.toBe('');
      expect(maxLengthOf(inputOf(html, field))).toBeUndefined();
    }
  });

  it('holds, for a form sent without JavaScript, every message of every rule under the id the function sends back', async () => {
    const html = await renderedPage('/contact');
    for (const field of CONTACT_FIELDS) {
      for (const [rule, message] of Object.entries(CONTACT_MESSAGES[field])) {
        const element = html.match(new RegExp(`id="${fieldFixId(CONTACT_FORM.name, field, rule)}"[^>]*>([^<]*)<`));
        expect(element?.[1]?.replace(/&#x27;|&#39;/g, "'"), `${field} ${rule}`).toBe(message);
      }
    }
  });

  it("and the blog holds every message of the newsletter's e-mail", async () => {
    const html = await renderedPage('/blog');
    for (const [rule, message] of Object.entries(CONTACT_MESSAGES.email)) {
      expect(
        html
          .match(new RegExp(`id="${fieldFixId(NEWSLETTER_FORM.name, 'email', rule)}"[^>]*>([^<]*)<`))?.[1]
          ?.replace(/&#x27;|&#39;/g, "'"),
      ).toBe(message);
    }
  });
});
