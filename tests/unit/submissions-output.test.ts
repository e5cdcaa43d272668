// `site submissions` prints what strangers typed into the contact form: it must not let them drive
// the owner's terminal or spreadsheet.
import { describe, expect, it } from 'vitest';
import { formatAnswer, toCsv, toText, type Submission } from '../../cli/backend/submissions.ts';

const lead = (fields: Partial<Submission> = {}): Submission => ({
  id: '7d1c4a52-0000-4000-8000-000000000001',
  createdAt: '2024-06-03T15:04:00.000Z',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  phone: null,
  employees: null,
  message: 'Hello',
  ...fields,
});

/** ESC, CSI, OSC, BEL and the other C0/C1 controls a terminal acts on. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('site submissions, as text', () => {
  it('shows escape sequences in a name as visible text instead of sending them to the terminal', () => {
    const clearScreen = lead({
      firstName: '\u001b[2J\u001b[HAda',
      lastName: '\u001b]0;pwned\u0007Lovelace',
      company: 'Evil\u009b31mCorp',
    });
    const text = toText([clearScreen]);
    expect(text).not.toMatch(TERMINAL_CONTROL);
    expect(text).toContain('\\x1b[2J\\x1b[HAda \\x1b]0;pwned\\x07Lovelace');
    expect(text).toContain('Evil\\x9b31mCorp');
  });

  it('hides no link behind an OSC 8 hyperlink and reverses no text with bidi controls', () => {
    const text = toText([
      lead({
        company: '\u001b]8;;https://evil.example\u001b\\Click\u001b]8;;\u001b\\',
        message: 'pay \u202eecnavda\u202c now',
      }),
    ]);
    expect(text).not.toMatch(TERMINAL_CONTROL);
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain('pay \\u202eecnavda\\u202c now');
  });

  it('names the characters that show nothing (zero-width space, line separator, soft hyphen, BOM) instead of hiding them', () => {
    const text = toText([
      lead({
        firstName: '\u200b\u200b',
        company: 'Acme\u2028Corp\u2029',
        message: 'so\u00adft \u200djoin \ufeffend \u2060',
      }),
    ]);
    expect(text).not.toMatch(/[\u200b-\u200f\u2028\u2029\u00ad\ufeff\u2060]/);
    expect(text).toContain('\\u200b\\u200b Lovelace');
    expect(text).toContain('Acme\\u2028Corp\\u2029');
    expect(text).toContain('so\\xadft \\u200djoin \\ufeffend \\u2060');
    const json = formatAnswer({ action: 'list' }, [lead({ firstName: '\u200b', company: 'A\u2028B' })], 'json');
    expect(json).not.toMatch(/[\u200b\u2028]/);
    expect(JSON.parse(json)[0]).toMatchObject({ firstName: '\u200b', company: 'A\u2028B' });
  });

  it('keeps a line break in a one-line field from forging another entry in the listing', () => {
    const forged = lead({ company: 'Acme\n\n2024-06-03 16:00 UTC  Fake Person <boss@acme.example>, Acme' });
    const text = toText([forged]);
    expect(text.split('\n').filter((line) => /^\d{4}-\d\d-\d\d /.test(line))).toHaveLength(1);
    expect(text).toContain('Acme\\n\\n2024-06-03 16:00 UTC  Fake Person');
    expect(text).toContain('1 submission(s), newest first.');
  });

  it('still shows a message of several lines as indented lines, with its tabs', () => {
    expect(toText([lead({ message: 'Line one\nLine\ttwo\r\nLine three' })])).toContain(
      '  Line one\n  Line\ttwo\n  Line three',
    );
  });

  it("prints one person's records and the forget summary just as safely", () => {
    const request = { action: 'find' as const, email: 'ada@analytical.example' };
    const answer = {
      email: 'ada@analytical.example\u001b[2J',
      contactSubmissions: [lead({ firstName: '\u001b[31mAda' })],
      newsletterSubscriptions: [{ email: 'x\u001b]0;t\u0007@y.example', createdAt: '2024-06-03T15:04:00.000Z' }],
    };
    expect(formatAnswer(request, answer, 'text')).not.toMatch(TERMINAL_CONTROL);
    const forget = formatAnswer(
      { action: 'forget', email: 'a\u001b[2J@b.example' },
      { contactSubmissions: 1, newsletterSubscriptions: 0 },
      'text',
    );
    expect(forget).not.toMatch(TERMINAL_CONTROL);
  });
});

describe('site submissions --json', () => {
  it('is the same data, with C1 and bidi controls escaped so that printing it is safe', () => {
    const stored = [lead({ firstName: 'A\u009b2Jda', company: '\u202eemca' })];
    const json = formatAnswer({ action: 'list' }, stored, 'json');
    expect(json).not.toMatch(TERMINAL_CONTROL);
    expect(json).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(json)).toEqual(stored);
  });
});

describe('site submissions --csv', () => {
  it.each(['=HYPERLINK("https://evil.example","Open")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1'])(
    'writes a cell starting like a formula (%j) as text a spreadsheet will not run',
    (company) => {
      const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
      expect(toCsv([lead({ company })])).toContain(`,ada@analytical.example,${quoted(`'${company}`)},`);
    },
  );

  it('keeps ordinary values as they are, and quotes commas, quotes and line breaks', () => {
    const csv = toCsv([lead({ company: 'Smith, Jones & "Co"', phone: '(512) 555-0100', message: 'a\r\nb' })]);
    expect(csv).toContain(',Ada,Lovelace,ada@analytical.example,"Smith, Jones & ""Co""",(512) 555-0100,,"a\nb",');
  });

  it('escapes terminal controls in CSV too', () => {
    expect(toCsv([lead({ firstName: '\u001b[2JAda' })])).not.toMatch(TERMINAL_CONTROL);
  });
});
