// The `newsletter-subscribe` function: the same rules as the contact form, for `{ email }`. Subscribing
// twice is a success and does not reveal whether the address was already on the list.
import { validateNewsletter } from './contact-schema.ts';
import type { HandlerOptions } from './contact-handler.ts';
import { describeFailure } from './failure-report.ts';
import { NEWSLETTER_FORM } from './form-outcomes.ts';
import { isHoneypotFilled, replyFor, takePost } from './http.ts';
import { retryAfterSeconds } from './rate-limit.ts';

export function createNewsletterHandler({ db, settings, log = console }: HandlerOptions) {
  if (!settings.allowedOrigins) log.warn('newsletter-subscribe: ALLOWED_ORIGINS is not set, so any web site may call this function.');

  return async function handleNewsletter(request: Request): Promise<Response> {
    const reply = replyFor(request, settings, NEWSLETTER_FORM);
    try {
      const intake = await takePost(request, reply, { settings, db, refusal: 'This site may not subscribe addresses here.' });
      if (!intake.ok) return intake.response;
      const { body, clientHash } = intake;
      if (isHoneypotFilled(body)) return reply.success({ success: true });

      const validation = validateNewsletter(body);
      if (!validation.ok) return reply.invalid(validation.error, { email: validation.error });
      const wait = await retryAfterSeconds(db, 'newsletter_subscribers', clientHash, settings.rateLimit);
      if (wait !== undefined) {
        return reply.failure(429, 'Too many sign-ups from this connection. Please try again later.', { 'Retry-After': String(wait) });
      }
      await db.query('insert into newsletter_subscribers (email, client_hash) values ($1, $2) on conflict do nothing', [validation.email, clientHash]);
      return reply.success({ success: true });
    } catch (error) {
      log.error('newsletter-subscribe: could not store the address', describeFailure(error));
      return reply.failure(500, 'We could not sign you up just now. Please try again in a few minutes.');
    }
  };
}
