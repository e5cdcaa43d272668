// The `contact-form` function: validates a lead with the form's own schema and stores it once.
// Web-standard Request -> Response, with its database passed in: the Deno entry gives it Supabase's
// Postgres, `site serve` gives it PGlite, tests give it whatever they need.
import { validateContact } from './contact-schema.ts';
import type { Database } from './database.ts';
import { clientAddress, hashClient, isHoneypotFilled, json, takeJsonPost } from './http.ts';
import { retryAfterSeconds } from './rate-limit.ts';
import type { FunctionSettings } from './settings.ts';

export interface HandlerOptions {
  db: Database;
  settings: FunctionSettings;
  /** For the optional notification webhook; the global fetch by default. */
  fetch?: typeof fetch;
  log?: Pick<Console, 'warn' | 'error'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createContactHandler({ db, settings, fetch: send = fetch, log = console }: HandlerOptions) {
  if (!settings.allowedOrigins) log.warn('contact-form: ALLOWED_ORIGINS is not set, so any web site may call this function.');
  const storeFailed = `We could not save your message just now. Please try again in a few minutes${
    settings.contactEmail ? `, or write to us at ${settings.contactEmail}` : ''
  }.`;

  return async function handleContact(request: Request): Promise<Response> {
    const intake = await takeJsonPost(request, settings, 'This site may not send messages here.');
    if (!intake.ok) return intake.response;
    const { body, cors } = intake;
    if (isHoneypotFilled(body)) return json(200, { success: true, id: crypto.randomUUID() }, cors);

    const validation = validateContact(body);
    if (!validation.ok) return json(422, { error: 'Please correct the highlighted fields.', fields: validation.fieldErrors }, cors);
    const key = body.submissionKey;
    if (typeof key !== 'string' || !UUID.test(key)) {
      return json(400, { error: 'This form is out of date. Please reload the page and send it again.' }, cors);
    }

    try {
      const clientHash = await hashClient(clientAddress(request), settings.hashSalt);
      const [already] = await db.query<{ id: string }>('select id from contact_submissions where submission_key = $1', [key]);
      if (already) return json(200, { success: true, id: already.id }, cors);

      const wait = await retryAfterSeconds(db, 'contact_submissions', clientHash, settings.rateLimit);
      if (wait !== undefined) {
        return json(
          429,
          { error: `You have sent several messages in a short time. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.` },
          { ...cors, 'Retry-After': String(wait) },
        );
      }

      const { data } = validation;
      const [stored] = await db.query<{ id: string; created_at: string }>(
        `insert into contact_submissions
           (submission_key, first_name, last_name, email, company, phone, employees, message, client_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (submission_key) do nothing
         returning id, created_at`,
        [key, data.firstName, data.lastName, data.email, data.company, data.phone || null, data.employees || null, data.message, clientHash],
      );
      if (!stored) {
        // A retry of the same submission won the race: it is stored once, and this is still a success.
        const [winner] = await db.query<{ id: string }>('select id from contact_submissions where submission_key = $1', [key]);
        return json(200, { success: true, id: winner!.id }, cors);
      }
      await notify(send, settings.notifyWebhookUrl, { type: 'contact_submission', id: stored.id, createdAt: stored.created_at, ...data }, log);
      return json(200, { success: true, id: stored.id }, cors);
    } catch (error) {
      log.error('contact-form: could not store the submission', error);
      return json(500, { error: storeFailed }, cors);
    }
  };
}

/** Tells a Slack, Teams or Zapier hook about a new lead. Never fails or delays the submission long. */
async function notify(send: typeof fetch, url: string | undefined, payload: object, log: Pick<Console, 'error'>): Promise<void> {
  if (!url) return;
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) log.error(`contact-form: the notification webhook answered ${response.status}`);
  } catch (error) {
    log.error('contact-form: the notification webhook failed', error);
  }
}
