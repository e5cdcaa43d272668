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
  /** Key of the HMAC under which a caller's address is counted (http.ts hashClient); undefined when
   *  CLIENT_HASH_SALT is unset: UNSET_HASH_SALT is used then, and the handlers warn at start. */
  hashSalt?: string;
}

/**
 * The key when none is set. It is published here, so anyone who reads the tables can find an IPv4
 * address from its hash by trying all 2^32: the handlers warn of it rather than refuse to start, as
 * a function that refuses stores no lead at all, and losing leads is worse than a weak hash (which
 * the database already keeps beside the lead's own name and e-mail).
 */
export const UNSET_HASH_SALT = 'contact-form';

/** What the handlers log when they start with a setting that leaves them open or weak. */
export function settingWarnings(settings: FunctionSettings, functionName: string): string[] {
  return [
    ...(settings.allowedOrigins
      ? []
      : [`${functionName}: ALLOWED_ORIGINS is not set, so any web site may call this function.`]),
    ...(settings.hashSalt
      ? []
      : [
          `${functionName}: CLIENT_HASH_SALT is not set, so the hashes of callers' addresses stored in the database can be reversed; set it to a long random secret.`,
        ]),
  ];
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
    hashSalt: get('CLIENT_HASH_SALT') || undefined,
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
