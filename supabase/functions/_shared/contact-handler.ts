// The `contact-form` function: validates a lead with the form's own schema and stores it once.
// Web-standard Request -> Response, with its database passed in: the Deno entry gives it Supabase's
// Postgres, `site serve` gives it PGlite, tests give it whatever they need.
import { missingAddressWarning } from './client-address.ts';
import { validateContact } from './contact-schema.ts';
import { DatabaseUnavailableError, type Database } from './database.ts';
import { describeFailure } from './failure-report.ts';
import { CONTACT_FORM } from './form-outcomes.ts';
import { isHoneypotFilled, replyFor, takePost } from './http.ts';
import { delay, inBackground, leadNotifier } from './lead-notification.ts';
import { storeContact } from './storage.ts';
import { settingWarnings, type FunctionSettings } from './settings.ts';

export interface HandlerOptions {
  db: Database;
  settings: FunctionSettings;
  /** For the optional notification webhook; the global fetch by default. */
  fetch?: typeof fetch;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Keeps the notification going after the answer; EdgeRuntime.waitUntil where there is one. */
  background?: (task: Promise<void>) => void;
  /** Waits between the notification's attempts; a timer by default. */
  sleep?: (ms: number) => Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createContactHandler({
  db,
  settings,
  fetch: send = fetch,
  log = console,
  background = inBackground,
  sleep = delay,
}: HandlerOptions) {
  for (const warning of settingWarnings(settings, 'contact-form')) log.warn(warning);
  const notifyTeam = leadNotifier({
    url: settings.notifyWebhookUrl,
    formatSetting: settings.notifyWebhookFormat,
    send,
    log,
    background,
    sleep,
  });
  const onMissingAddress = missingAddressWarning(settings.clientAddress, log, 'contact-form');
  const storeFailed = `We could not save your message just now. Please try again in a few minutes${settings.contactEmail ? `, or write to us at ${settings.contactEmail}` : ''}.`;

  return async function handleContact(request: Request): Promise<Response> {
    const reply = replyFor(request, settings, CONTACT_FORM);
    try {
      const intake = await takePost(request, reply, {
        settings,
        db,
        refusal: 'This site may not send messages here.',
        onMissingAddress,
      });
      if (!intake.ok) return intake.response;
      const { body, fromForm, sender, storeLimit } = intake;
      if (isHoneypotFilled(body)) return reply.success({ success: true, id: crypto.randomUUID() });

      const validation = validateContact(body);
      if (!validation.ok) return reply.invalid('Please correct the highlighted fields.', validation.fieldErrors);
      // The page's script makes one key per submission and keeps it across retries; a form posted
      // without JavaScript has no script to make one (its static HTML is the same for everyone).
      const key = fromForm ? crypto.randomUUID() : body.submissionKey;
      if (typeof key !== 'string' || !UUID.test(key)) {
        return reply.failure(400, 'This form is out of date. Please reload the page and send it again.');
      }

      const { data } = validation;
      // A retry of a submission stored already is a success, whatever the limit says by now.
      const stored = await storeContact(db, key, data, sender, storeLimit);
      if (!stored.stored) {
        return reply.failure(
          429,
          `You have sent several messages in a short time. Please wait ${Math.ceil(stored.retryAfter / 60)} minute(s) and try again.`,
          {
            'Retry-After': String(stored.retryAfter),
          },
        );
      }
      // The visitor's answer does not wait for the team's notification, told once per lead.
      if (stored.fresh) notifyTeam?.({ id: stored.id, createdAt: stored.createdAt.toISOString(), ...data });
      return reply.success({ success: true, id: stored.id });
    } catch (error) {
      log.error('contact-form: could not store the submission', describeFailure(error));
      // Out of reach or too slow: a temporary state, which a later try may not meet.
      return error instanceof DatabaseUnavailableError
        ? reply.failure(503, storeFailed, { 'Retry-After': '60' })
        : reply.failure(500, storeFailed);
    }
  };
}
