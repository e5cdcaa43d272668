// What both functions do the same way before their own work: CORS, counting the attempt, reading the
// body within limits (JSON from the page's script, or a plain web form posted without JavaScript),
// and answering in the caller's language: JSON for the script, a 303 back to the page for the form.
// Web-standard Request/Response only, for Deno and Node alike.
import { clientAddress, countedAs, networkOf } from './client-address.ts';
import { ruleOf, type ContactField } from './contact-schema.ts';
import type { Database } from './database.ts';
import { fieldFixId, type FormReturn } from './form-outcomes.ts';
import { recordAttempt, type Sender } from './storage.ts';
import { UNSET_HASH_SALT, type FunctionSettings, type Limit } from './settings.ts';

export const MAX_BODY_BYTES = 16 * 1024;

/** What a request by any method but POST (or a CORS preflight) is answered, with status 405. */
export const ONLY_POST = { error: 'Only POST requests are accepted here.', allow: 'POST, OPTIONS' } as const;

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

/**
 * The honeypot: a field people never see, sent empty by the page's script and by the plain form.
 * Whatever else it holds (text, spaces, a number, a list, null) comes from a bot, which is told all
 * went well while nothing is kept.
 */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  return Object.hasOwn(body, 'website') && body.website !== '';
}

/**
 * A keyed one-way hash (HMAC-SHA-256), so the database counts requests per address without keeping
 * the address: without the key, the hash of an address cannot be found by trying every address.
 * The stored hashes serve only the limits, whose windows last minutes: a new key (or a new way of
 * hashing) only starts their counting afresh.
 */
export async function hashClient(address: string, salt: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(salt), new TextEncoder().encode(address));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Imported once per salt, not per request: a process has one salt.
const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(salt: string): Promise<CryptoKey> {
  let key = hmacKeys.get(salt);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    hmacKeys.set(salt, key);
  }
  return key;
}

// ---------------------------------------------------------------- answering

/** How a handler answers, whichever way the request came. */
export interface Reply {
  success(body: object): Response;
  invalid(error: string, fields: Partial<Record<ContactField, string>>): Response;
  failure(status: number, error: string, headers?: Record<string, string>): Response;
}

function jsonReply(cors: Record<string, string>): Reply {
  return {
    success: (body) => json(200, body, cors),
    invalid: (error, fields) => json(422, { error, fields }, cors),
    failure: (status, error, headers = {}) => json(status, { error }, { ...cors, ...headers }),
  };
}

/**
 * A form posted without JavaScript is answered with "303 See Other" to its own page on the site, with
 * a fragment the static page shows (CSS :target): sent, which rule of which field to fix, or not
 * sent. The address carries only those names, never what the visitor typed.
 */
function formReply(site: string, form: FormReturn): Reply {
  const back = (fragment: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: `${site}${form.page}#${fragment}`, 'Cache-Control': 'no-store' },
    });
  return {
    success: () => back(form.sent),
    invalid: (_error, fields) => {
      const [field, message] = Object.entries(fields)[0] ?? [];
      const rule = field && message ? ruleOf(field as ContactField, message) : undefined;
      return back(field && rule ? fieldFixId(form.name, field, rule) : form.failed);
    },
    failure: () => back(form.failed),
  };
}

/**
 * The way to answer this request: redirects for a form posted without JavaScript, JSON otherwise.
 * A form whose site cannot be vouched for (see siteOf) is answered in JSON too: the browser then shows
 * the plain answer at the function's own address, which is better than sending a visitor, or a link
 * an attacker crafted, on to a page of someone else's choosing.
 */
export function replyFor(request: Request, settings: FunctionSettings, form: FormReturn): Reply {
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');
  const site = isForm ? siteOf(request, settings) : undefined;
  return site ? formReply(site, form) : jsonReply(corsHeaders(request, settings));
}

/**
 * The site to send a form back to. The page's own origin (Origin, else Referer) when it is one the
 * function trusts: on ALLOWED_ORIGINS or SITE_URL (SITE_URL whole, path included, for its own origin);
 * when neither is set, the function's own origin (under `site serve` the site and the functions share
 * one). Otherwise SITE_URL; otherwise none.
 * Origin and Referer alone prove nothing: any page on the web can post a form here; nor does the
 * function's own origin once addresses are set, as it comes from the Host header the caller wrote.
 */
function siteOf(request: Request, settings: FunctionSettings): string | undefined {
  const page = originOf(request.headers.get('origin') ?? request.headers.get('referer'));
  const configured = [...(settings.allowedOrigins ?? []), originOf(settings.siteUrl ?? null)].filter(
    (origin) => origin !== undefined,
  );
  const trusted = configured.length > 0 ? configured : [new URL(request.url).origin];
  if (!page || !trusted.includes(page)) return settings.siteUrl;
  // The site's own origin goes back to its whole address: a site under a path (a GitHub Pages project
  // site, SITE_URL=https://acme.github.io/site) has its pages there, not at the root of the origin.
  return page === originOf(settings.siteUrl ?? null) ? settings.siteUrl : page;
}

function originOf(address: string | null): string | undefined {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- intake

export type Intake =
  | {
      ok: true;
      body: Record<string, unknown>;
      /** The body is a web form, posted without JavaScript. */
      fromForm: boolean;
      sender: Sender;
      /** What the client may store: RATE_LIMIT's, or no limit for a request without an address. */
      storeLimit: Limit;
    }
  | { ok: false; response: Response };

interface IntakeOptions {
  settings: FunctionSettings;
  db: Database;
  /** The 403 message for a web site that may not call the function. */
  refusal: string;
  /** Told of a request without the client address header (client-address.ts missingAddressWarning). */
  onMissingAddress: () => void;
}

/** For requests no limit can count (missingAddressWarning says why). */
const NO_LIMIT = 2 ** 31 - 1;

/**
 * Everything before a handler's own work: CORS (a refused origin gets `refusal`, a preflight its
 * headers), the attempt limit (every request counts, valid or not), then a POSTed body of at most
 * 16 KB, as JSON or as a web form. The database may throw: the handler answers that with a 500.
 */
export async function takePost(
  request: Request,
  reply: Reply,
  { settings, db, refusal, onMissingAddress }: IntakeOptions,
): Promise<Intake> {
  const cors = corsHeaders(request, settings);
  if (isForbiddenOrigin(request, settings)) return { ok: false, response: json(403, { error: refusal }, cors) };
  if (request.method === 'OPTIONS') return { ok: false, response: new Response(null, { status: 204, headers: cors }) };

  const type = request.headers.get('content-type') ?? '';
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(type);
  const fail = (status: number, error: string, headers: Record<string, string> = {}) => ({
    ok: false as const,
    response: reply.failure(status, error, headers),
  });

  const address = clientAddress(request, settings.clientAddress);
  if (!address) onMissingAddress();
  const salt = settings.hashSalt ?? UNSET_HASH_SALT;
  const network = address && networkOf(address);
  const sender: Sender = {
    client: await hashClient(address ? countedAs(address) : 'unknown', salt),
    network: network ? await hashClient(network, salt) : null,
  };
  const limited = (limit: Limit): Limit => (address ? limit : { ...limit, max: NO_LIMIT });
  const storeLimit = limited(settings.rateLimit);
  const wait = await recordAttempt(db, sender, limited(settings.attemptLimit));
  if (wait !== undefined) {
    return fail(
      429,
      `Too many requests from this connection. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.`,
      { 'Retry-After': String(wait) },
    );
  }

  if (request.method !== 'POST') return fail(405, ONLY_POST.error, { Allow: ONLY_POST.allow });
  if (!isForm && !/^application\/json\b/i.test(type))
    return fail(415, 'Please send the form as JSON (Content-Type: application/json).');
  const unreadable = () => fail(400, 'The form data could not be read. Please reload the page and try again.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  // A body that breaks off on the way (the connection dropped) is the sender's failure, not ours.
  const bytes =
    declared > MAX_BODY_BYTES ? undefined : await readAtMost(request.body, MAX_BODY_BYTES).catch(() => null);
  if (bytes === null) return unreadable();
  if (!bytes) return fail(413, 'That message is too large to send. Please shorten it.');
  const text = textOf(bytes);
  if (isForm) return { ok: true, body: formFields(text), fromForm: true, sender, storeLimit };
  try {
    const parsed: unknown = JSON.parse(text);
    const body =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    return { ok: true, body, fromForm: false, sender, storeLimit };
  } catch {
    return unreadable();
  }
}

/**
 * Bytes that are not UTF-8 stand for a character nothing can store: each becomes a lone surrogate
 * (as Python's "surrogateescape" does), which the form's schema refuses, with its message, in
 * whichever field holds it. A decoder would otherwise put U+FFFD in their place, in silence.
 */
const NOT_UTF8 = '\uDC80';

function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes).replace(/\uFFFD/g, NOT_UTF8);
  }
}

/** A web form's fields, percent-escapes decoded: an escape of bytes that are not UTF-8 as NOT_UTF8. */
function formFields(text: string): Record<string, string> {
  const pairs = text
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return (at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)]).map(formValue) as [string, string];
    });
  // Own properties, whatever the names: a field named __proto__ is just a field.
  return Object.fromEntries(pairs);
}

function formValue(escaped: string): string {
  try {
    return decodeURIComponent(escaped.replace(/\+/g, ' '));
  } catch {
    // Not UTF-8 (or a stray "%", which the form's own rules keep as it is).
    return new URLSearchParams(`v=${escaped}`).get('v')!.replace(/\uFFFD/g, NOT_UTF8);
  }
}

/**
 * A body of at most `limit` bytes, or undefined when it is longer. Reading stops at the first chunk
 * past the limit, whatever the body claims to be, so a chunked upload of any size costs no more than
 * the limit and a chunk.
 */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
