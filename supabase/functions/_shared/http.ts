// What both functions do the same way: CORS, JSON answers, reading a JSON body within limits, and the
// anonymous key for a client's address. Web-standard Request/Response only, for Deno and Node alike.

export const MAX_BODY_BYTES = 16 * 1024;

export interface CorsPolicy {
  /** Origins allowed to call from a browser; undefined allows any (the function warns at start). */
  allowedOrigins?: string[];
}

const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

export function corsHeaders(request: Request, policy: CorsPolicy): Record<string, string> {
  const origin = request.headers.get('origin');
  const allowed = !policy.allowedOrigins ? '*' : origin && policy.allowedOrigins.includes(origin) ? origin : undefined;
  return {
    ...(allowed ? { 'Access-Control-Allow-Origin': allowed } : {}),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

/** A browser request from an origin not on the list. Requests without Origin (curl, servers) pass. */
export function isForbiddenOrigin(request: Request, policy: CorsPolicy): boolean {
  const origin = request.headers.get('origin');
  return Boolean(policy.allowedOrigins && origin && !policy.allowedOrigins.includes(origin));
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/** POST with a JSON body of at most 16 KB, or the answer that says what is wrong. */
export async function readJsonBody(request: Request, headers: Record<string, string>): Promise<BodyResult> {
  const fail = (status: number, error: string, extra: Record<string, string> = {}) => ({
    ok: false as const,
    response: json(status, { error }, { ...headers, ...extra }),
  });
  if (request.method !== 'POST') return fail(405, 'Only POST requests are accepted here.', { Allow: 'POST, OPTIONS' });
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return fail(415, 'Please send the form as JSON (Content-Type: application/json).');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return fail(413, 'That message is too large to send. Please shorten it.');
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return fail(413, 'That message is too large to send. Please shorten it.');
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return fail(400, 'The form data could not be read. Please reload the page and try again.');
  }
}

export type Intake = { ok: true; body: Record<string, unknown>; cors: Record<string, string> } | { ok: false; response: Response };

/**
 * What both functions do before their own work: CORS (a refused origin gets `refusal`, a preflight its
 * headers), then a POSTed JSON body within limits.
 */
export async function takeJsonPost(request: Request, policy: CorsPolicy, refusal: string): Promise<Intake> {
  const cors = corsHeaders(request, policy);
  if (isForbiddenOrigin(request, policy)) return { ok: false, response: json(403, { error: refusal }, cors) };
  if (request.method === 'OPTIONS') return { ok: false, response: new Response(null, { status: 204, headers: cors }) };
  const read = await readJsonBody(request, cors);
  if (!read.ok) return read;
  const body = read.body && typeof read.body === 'object' && !Array.isArray(read.body) ? (read.body as Record<string, unknown>) : {};
  return { ok: true, body, cors };
}

/** The honeypot: a field people never see. Whoever fills it is told all went well, and nothing is kept. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  return typeof body.website === 'string' && body.website.trim() !== '';
}

/** The caller's address, as the platform's proxy reports it. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}

/** A one-way hash, so the database counts requests per address without keeping the address. */
export async function hashClient(address: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${address}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
