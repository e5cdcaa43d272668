// The functions' settings, from environment variables (Supabase secrets, or `site serve`).
export interface FunctionSettings {
  allowedOrigins?: string[];
  rateLimit: { max: number; windowSeconds: number };
  /** Named in the message a visitor sees when the database fails. */
  contactEmail?: string;
  notifyWebhookUrl?: string;
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
    contactEmail: get('CONTACT_EMAIL') || undefined,
    notifyWebhookUrl: get('NOTIFY_WEBHOOK_URL') || undefined,
    hashSalt: get('CLIENT_HASH_SALT') || 'contact-form',
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
