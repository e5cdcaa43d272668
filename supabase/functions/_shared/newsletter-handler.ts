// The `newsletter-subscribe` function: the same rules as the contact form, for `{ email }`. Subscribing
// twice is a success and does not reveal whether the address was already on the list.
import { validateNewsletter } from './contact-schema.ts';
import type { HandlerOptions } from './contact-handler.ts';
import { clientAddress, hashClient, isHoneypotFilled, json, takeJsonPost } from './http.ts';
import { retryAfterSeconds } from './rate-limit.ts';

export function createNewsletterHandler({ db, settings, log = console }: HandlerOptions) {
  if (!settings.allowedOrigins) log.warn('newsletter-subscribe: ALLOWED_ORIGINS is not set, so any web site may call this function.');

  return async function handleNewsletter(request: Request): Promise<Response> {
    const intake = await takeJsonPost(request, settings, 'This site may not subscribe addresses here.');
    if (!intake.ok) return intake.response;
    const { body, cors } = intake;
    if (isHoneypotFilled(body)) return json(200, { success: true }, cors);

    const validation = validateNewsletter(body);
    if (!validation.ok) return json(422, { error: validation.error, fields: { email: validation.error } }, cors);
    try {
      const clientHash = await hashClient(clientAddress(request), settings.hashSalt);
      const wait = await retryAfterSeconds(db, 'newsletter_subscribers', clientHash, settings.rateLimit);
      if (wait !== undefined) {
        return json(429, { error: 'Too many sign-ups from this connection. Please try again later.' }, { ...cors, 'Retry-After': String(wait) });
      }
      await db.query('insert into newsletter_subscribers (email, client_hash) values ($1, $2) on conflict do nothing', [validation.email, clientHash]);
      return json(200, { success: true }, cors);
    } catch (error) {
      log.error('newsletter-subscribe: could not store the address', error);
      return json(500, { error: 'We could not sign you up just now. Please try again in a few minutes.' }, cors);
    }
  };
}
