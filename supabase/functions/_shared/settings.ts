// The functions' settings, from environment variables (Supabase secrets, or `site serve`).
import { DEFAULT_CLIENT_ADDRESS, type ClientAddressSetting } from './client-address.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface FunctionSettings {
  allowedOrigins?: string[];
  /** Stored submissions per client and window. */
  rateLimit: Limit;
  /** Every request per client and window, whatever became of it: a flood of rejected bodies is slowed too. */
  attemptLimit: Limit;
  /** Which header names the caller's address (see client-address.ts). */
  clientAddress: ClientAddressSetting;
  /** Where a form posted without JavaScript is sent back to when its page is not on ALLOWED_ORIGINS
   *  (nor on the function's own origin); without it, such a form is answered in JSON. */
  siteUrl?: string;
  /** Named in the message a visitor sees when the database fails. */
  contactEmail?: string;
  notifyWebhookUrl?: string;
  /** slack, teams or json: the body the webhook takes, when its address does not tell (lead-notification.ts). */
  notifyWebhookFormat?: string;
  /** Salt of the client-address hash. */
  hashSalt: string;
}

export function settingsFromEnv(get: (name: string) => string | undefined): FunctionSettings {
  const origins = get('ALLOWED_ORIGINS')
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    allowedOrigins: origins && origins.length > 0 ? origins : undefined,
    rateLimit: {
      max: positiveInteger(get('RATE_LIMIT_MAX'), 5),
      windowSeconds: positiveInteger(get('RATE_LIMIT_WINDOW_SECONDS'), 600),
    },
    attemptLimit: {
      max: positiveInteger(get('ATTEMPT_LIMIT_MAX'), 30),
      windowSeconds: positiveInteger(get('ATTEMPT_LIMIT_WINDOW_SECONDS'), 600),
    },
    clientAddress: {
      header: (get('CLIENT_IP_HEADER') || DEFAULT_CLIENT_ADDRESS.header).trim().toLowerCase(),
      trustedProxies: positiveInteger(get('TRUSTED_PROXIES'), DEFAULT_CLIENT_ADDRESS.trustedProxies),
    },
    siteUrl: get('SITE_URL')?.replace(/\/+$/, '') || undefined,
    contactEmail: get('CONTACT_EMAIL') || undefined,
    notifyWebhookUrl: get('NOTIFY_WEBHOOK_URL') || undefined,
    notifyWebhookFormat: get('NOTIFY_WEBHOOK_FORMAT')?.trim().toLowerCase() || undefined,
    hashSalt: get('CLIENT_HASH_SALT') || 'contact-form',
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
