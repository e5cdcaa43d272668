// The `newsletter-subscribe` function: the same rules as the contact form, for `{ email }`. Subscribing
// twice is a success and does not reveal whether the address was already on the list.
import { missingAddressWarning } from './client-address.ts';
import { validateNewsletter } from './contact-schema.ts';
import type { HandlerOptions } from './contact-handler.ts';
import { DatabaseUnavailableError } from './database.ts';
import { describeFailure } from './failure-report.ts';
import { NEWSLETTER_FORM } from './form-outcomes.ts';
import { isHoneypotFilled, replyFor, takePost } from './http.ts';
import { storeSubscriber } from './storage.ts';
import { settingWarnings } from './settings.ts';

export function createNewsletterHandler({ db, settings, log = console }: HandlerOptions) {
  for (const warning of settingWarnings(settings, 'newsletter-subscribe')) log.warn(warning);

  const onMissingAddress = missingAddressWarning(settings.clientAddress, log, 'newsletter-subscribe');

  return async function handleNewsletter(request: Request): Promise<Response> {
    const reply = replyFor(request, settings, NEWSLETTER_FORM);
    try {
      const intake = await takePost(request, reply, {
        settings,
        db,
        refusal: 'This site may not subscribe addresses here.',
        onMissingAddress,
      });
      if (!intake.ok) return intake.response;
      const { body, sender, storeLimit } = intake;
      if (isHoneypotFilled(body)) return reply.success({ success: true });

      const validation = validateNewsletter(body);
      if (!validation.ok) return reply.invalid(validation.error, { email: validation.error });
      const wait = await storeSubscriber(db, validation.email, sender, storeLimit);
      if (wait !== undefined) {
        return reply.failure(429, 'Too many sign-ups from this connection. Please try again later.', {
          'Retry-After': String(wait),
        });
      }
      return reply.success({ success: true });
    } catch (error) {
      log.error('newsletter-subscribe: could not store the address', describeFailure(error));
      const message = 'We could not sign you up just now. Please try again in a few minutes.';
      return error instanceof DatabaseUnavailableError
        ? reply.failure(503, message, { 'Retry-After': '60' })
        : reply.failure(500, message);
    }
  };
}
