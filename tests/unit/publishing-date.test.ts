// A post dated a day is published once that day has begun where the site's readers are (site.yaml's
// timeZone), not in UTC, where builds run: at 8 PM in Texas it is already tomorrow in UTC.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../../cli/model/publishing.ts';
import { siteSchema } from '../../cli/model/schemas.ts';

afterEach(() => vi.useRealTimers());

describe("a build's date", () => {
  it('is the date in the time zone site.yaml names', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T02:00:00Z') }); // 8 PM on the 26th in Texas
    expect(today('America/Chicago')).toBe('2026-11-26');
    expect(today('UTC')).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-27T06:30:00Z')); // half past midnight in Texas
    expect(today('America/Chicago')).toBe('2026-11-27');
  });

  it('comes from a time zone site.yaml names by its IANA name, UTC when it names none', () => {
    const timeZone = siteSchema.shape.timeZone;
    expect(timeZone.parse(undefined)).toBe('UTC');
    expect(timeZone.parse('America/Chicago')).toBe('America/Chicago');
    expect(timeZone.safeParse('Texas').error?.issues[0]?.message).toBe(
      'Expected a time zone by its IANA name, such as America/Chicago',
    );
  });
});
