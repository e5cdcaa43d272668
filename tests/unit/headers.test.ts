// One list of header rules makes vercel.json, _headers and what site serve sends.
import { describe, expect, it } from 'vitest';
import { headerRules, headerRulesFor, headersForPath } from '../../cli/build/headers.ts';

describe('the headers', () => {
  it('send the security headers on every path, and cache hashed assets for a year', () => {
    const rules = headerRules({ connectOrigins: [] });
    const page = headersForPath(rules, '/about');
    expect(page['Content-Security-Policy']).toContain("script-src 'self'");
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/assets/main.ABCDEFGH.css')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/api/placeholder/400/250')['Content-Type']).toBe('image/png');
  });

  it('let the pages call and post to the configured Supabase project, and nothing else', () => {
    const policy = (supabaseUrl?: string) =>
      headersForPath(headerRulesFor({ supabaseUrl }), '/')['Content-Security-Policy']!;
    expect(policy()).toContain("connect-src 'self';");
    expect(policy('https://abc.supabase.co/')).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(policy('https://abc.supabase.co/')).toContain("form-action 'self' https://abc.supabase.co;");
  });
});
