import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  validateContact,
  validateNewsletter,
} from '../../supabase/functions/_shared/contact-schema.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines LLC',
  phone: '',
  employees: '',
  message: 'We need help with phishing.',
};

const errorsOf = (input: unknown) => {
  const result = validateContact(input);
  return result.ok ? {} : result.fieldErrors;
};

describe('the contact form rules', () => {
  it('accept a complete submission and trim every value', () => {
    const result = validateContact({ ...valid, firstName: '  Ada  ', phone: ' (214) 555-0100 ' });
    expect(result).toEqual({ ok: true, data: { ...valid, firstName: 'Ada', phone: '(214) 555-0100' } });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['company', 'Company name is required'],
    ['message', 'Message is required'],
  ])('require %s: "%s", also for blanks only and for a missing value', (field, message) => {
    expect(errorsOf({ ...valid, [field]: '' })).toEqual({ [field]: message });
    expect(errorsOf({ ...valid, [field]: '   ' })).toEqual({ [field]: message });
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(errorsOf(rest)).toEqual({ [field]: message });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['company', 'Company name is required'],
    ['message', 'Message is required'],
  ])('require in %s at least one visible character: "%s" for invisible ones only', (field, message) => {
    const invisible = [
      '\u200b\u200b\u200b', // zero-width spaces
      '\u200c\u200d\u2060\ufeff', // joiners, word joiner, byte order mark
      '\u00ad', // soft hyphen
      '\u202e\u2066', // bidi controls
      '\u3164\u115f\uffa0', // Hangul fillers
      '\u2800', // the blank Braille cell
      '\u0301\u0308', // combining marks with nothing to sit on
      '\ufe0f', // a variation selector
      ' \u2028\u00a0\u3000 ', // separators and other spaces
    ];
    for (const value of invisible)
      expect(errorsOf({ ...valid, [field]: value }), JSON.stringify(value)).toEqual({ [field]: message });
    // One visible character among them is enough, in any script.
    for (const value of ['\u200bA', 'Zoë', '李', 'é', '😀']) expect(errorsOf({ ...valid, [field]: value })).toEqual({});
  });

  it('says "Please enter a valid email address" for an empty, blank or missing e-mail: the spec has no other message for it', () => {
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf({ ...valid, email: '   ' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf({ ...valid, email: '\u200b' })).toEqual({ email: 'Please enter a valid email address' });
    const { email: _omitted, ...rest } = valid;
    expect(errorsOf(rest)).toEqual({ email: 'Please enter a valid email address' });
  });

  it.each([
    ['firstName', 'First name must be less than 50 characters'],
    ['lastName', 'Last name must be less than 50 characters'],
    ['company', 'Company name must be less than 100 characters'],
    ['message', 'Message must be less than 1000 characters'],
  ] as const)('limit %s: the limit passes, one more fails with "%s"', (field, message) => {
    const limit = CONTACT_LIMITS[field];
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(limit) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(limit + 1) })).toEqual({ [field]: message });
    expect(errorsOf({ ...valid, [field]: ` ${'a'.repeat(limit)} ` })).toEqual({}); // counted after trimming
  });

  it('limits the email to 255 characters: 255 passes, 256 fails', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(errorsOf({ ...valid, email: email(255) })).toEqual({});
    expect(errorsOf({ ...valid, email: email(256) })).toEqual({ email: 'Email must be less than 255 characters' });
  });

  it('says an empty e-mail is not a valid address in the newsletter form too', () => {
    expect(validateNewsletter({ email: '' })).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(validateNewsletter({ email: '  ' })).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(validateNewsletter({})).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(validateNewsletter({ email: 'ada@' })).toEqual({ ok: false, error: 'Please enter a valid email address' });
  });

  it('rejects addresses that are not e-mail addresses', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it('leaves phone and employees optional and free-form, up to the 100 characters the database keeps', () => {
    expect(errorsOf({ ...valid, phone: undefined, employees: undefined })).toEqual({});
    expect(errorsOf({ ...valid, phone: 'call me maybe', employees: 'about 40' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '1'.repeat(100), employees: 'x'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...valid, phone: '1'.repeat(101), employees: 'x'.repeat(101) })).toEqual({
      phone: 'Phone number must be less than 100 characters',
      employees: 'Number of employees must be less than 100 characters',
    });
  });

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['company', 'Company name'],
    ['phone', 'Phone number'],
    ['employees', 'Number of employees'],
    ['message', 'Message'],
  ])(
    'refuse in %s a character the database cannot keep (NUL, half a surrogate pair), naming the field',
    (field, label) => {
      const message = `${label} contains a character that cannot be saved; please remove it.`;
      const base = field === 'email' ? 'ada@example.com' : 'Ada';
      for (const bad of ['\u0000', '\ud800', '\udfff', '\udc00\ud800']) {
        expect(errorsOf({ ...valid, [field]: `${base}${bad}` })).toEqual({ [field]: message });
        expect(errorsOf({ ...valid, [field]: `${bad}${base}` })).toEqual({ [field]: message });
      }
      // A whole pair is one character (an emoji), and is kept.
      if (field !== 'email') expect(errorsOf({ ...valid, [field]: `${base} 😀` })).toEqual({});
    },
  );

  it('reports every failing field at once, one message each', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      company: 'Company name is required',
      message: 'Message is required',
    });
  });
});
