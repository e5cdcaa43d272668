// `site serve` answers the Edge Functions' URLs (/functions/v1/<name>) on its own origin, with the very
// same handlers Supabase runs, on the embedded database.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContactHandler } from '../../supabase/functions/_shared/contact-handler.ts';
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { json, ONLY_POST } from '../../supabase/functions/_shared/http.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter-handler.ts';
import type { ClientAddressSetting } from '../../supabase/functions/_shared/client-address.ts';
import { settingsFromEnv } from '../../supabase/functions/_shared/settings.ts';

export const FUNCTIONS_PREFIX = '/functions/v1/';

type Handler = (request: Request) => Promise<Response>;

export interface LocalFunctions {
  handlers: Map<string, Handler>;
  /** The header the handlers read the caller's address from, which this server fills in. */
  clientAddress: ClientAddressSetting;
}

/**
 * The functions on `db`, with site.yaml's `contactEmail` as CONTACT_EMAIL's fallback. Locally the page
 * and the functions share an origin, so SITE_URL is this server's `siteUrl`, whatever the environment
 * says (one set for the build's links would send forms to the public site). A fixed salt will do: the
 * data folder is its owner's alone and holds the leads' own names and e-mails beside the hashes.
 */
export function localFunctions(
  db: Database,
  { contactEmail, siteUrl }: { contactEmail: string; siteUrl: string },
  env: NodeJS.ProcessEnv = process.env,
): LocalFunctions {
  const fallbacks: Record<string, string> = { CONTACT_EMAIL: contactEmail, CLIENT_HASH_SALT: 'site serve' };
  const settings = { ...settingsFromEnv((name) => env[name] ?? fallbacks[name]), siteUrl };
  const log = { warn: () => undefined, error: console.error };
  return {
    handlers: new Map<string, Handler>([
      ['contact-form', createContactHandler({ db, settings, log })],
      ['newsletter-subscribe', createNewsletterHandler({ db, settings, log })],
    ]),
    clientAddress: settings.clientAddress,
  };
}

/**
 * Locally `site serve` is the platform in front of the functions, so it writes the address header
 * the way the platform does: from the socket, replacing whatever the caller sent (a proxy appends
 * to X-Forwarded-For instead, and the handler reads the entry it appended).
 */
function vouchForClient(headers: Headers, { header }: ClientAddressSetting, address: string): void {
  const sent = header === 'x-forwarded-for' ? headers.get(header) : null;
  headers.set(header, sent ? `${sent}, ${address}` : address);
}

/**
 * Node's request in, the handler's web Response out. The body goes to the handler as a stream it reads
 * only as far as it needs (MAX_BODY_BYTES): a larger one is answered 413, the rest dropped as it comes.
 */
export async function answerWithHandler(
  handler: Handler,
  clientAddress: ClientAddressSetting,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  vouchForClient(headers, clientAddress, request.socket.remoteAddress ?? 'unknown');
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyStream(request);
  // duplex: Node's Request takes a streamed body only when told it is sent as it is read.
  const init: RequestInit & { duplex: 'half' } = { method, headers, body, duplex: 'half' };
  // Node's Request refuses the methods the fetch standard forbids (TRACE, TRACK, CONNECT), which Deno
  // hands to the handler: answered here as the handler answers every method but POST.
  const answer = FORBIDDEN_METHODS.has(method.toUpperCase())
    ? json(405, { error: ONLY_POST.error }, { Allow: ONLY_POST.allow })
    : await handler(new Request(new URL(request.url ?? '/', origin), init));
  const bodyStillComing = body !== undefined && !request.complete;
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
  // The rest of the body is read and dropped (not handed to a stream the handler may never read) while
  // the client, reading the answer, stops: closed at once, the connection is reset under the client's
  // next write, and the answer it had not read yet is lost. One still sending after 2 s is cut off.
  if (bodyStillComing) {
    const cutOff = setTimeout(() => request.socket.destroy(), 2000);
    request.removeAllListeners('data').resume();
    request.once('close', () => clearTimeout(cutOff));
  }
}

const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The request's body as a web stream that takes from the socket only as the handler reads. Cancelling
 * it stops the reading and leaves the socket open (Node's own Readable.toWeb would destroy it, and
 * the answer with it).
 */
function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  let reading = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.pause();
      request.on('data', (chunk: Buffer) => {
        if (!reading) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) request.pause();
      });
      request.once('end', () => {
        if (reading) controller.close();
        reading = false;
      });
      request.once('error', (error) => {
        if (reading) controller.error(error);
        reading = false;
      });
    },
    pull() {
      request.resume();
    },
    cancel() {
      reading = false;
      request.pause();
    },
  });
}
