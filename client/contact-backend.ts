// Sends the forms to their Edge Functions (`contact-form`, `newsletter-subscribe`) with supabase-js. The
// library is large, so it is imported only when the visitor starts using the form, never on page load.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactField, ContactSubmission } from '../supabase/functions/_shared/contact-schema.ts';

export interface BackendConfig {
  /** The Supabase project URL; null means this site's own origin, which `site serve` answers. */
  url: string | null;
  /** The public anonymous key (spec section 6): safe to ship to browsers. */
  anonKey: string;
}

export type SubmitResult =
  | { ok: true }
  /** message: the backend's own words; '' when it failed without any; absent when it was not reached. */
  | { ok: false; message?: string; fieldErrors?: Partial<Record<ContactField, string>> };

let client: Promise<SupabaseClient> | undefined;

/** Where a form posts without JavaScript: the function's own address. */
export function functionUrl(config: BackendConfig, name: string): string {
  return `${config.url ?? ''}/functions/v1/${name}`;
}

/** Starts loading supabase-js; called when the visitor first focuses the form. */
export function loadBackend(config: BackendConfig): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(config.url ?? window.location.origin, config.anonKey, {
      // Session persistence in localStorage and token refresh are on, as the spec (section 6) says. No
      // session is ever taken from the address: the forms call functions with the anon key and nobody
      // signs in, so a crafted link's #access_token would only sign the visitor in as someone else.
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        storage: window.localStorage,
        detectSessionInUrl: false,
      },
    }),
  );
  return client;
}

/** What the form sends: its seven fields, the submission key, and the honeypot. */
export interface ContactRequest extends ContactSubmission {
  submissionKey: string;
  website: string;
}

export function submitContact(config: BackendConfig, body: ContactRequest): Promise<SubmitResult> {
  return invokeFunction(config, 'contact-form', body);
}

/** Sends `body` to an Edge Function and turns every kind of failure into a SubmitResult. */
export async function invokeFunction(config: BackendConfig, name: string, body: object): Promise<SubmitResult> {
  let supabase: SupabaseClient;
  try {
    supabase = await loadBackend(config);
  } catch (error) {
    client = undefined; // let the next attempt load it again
    console.error(error);
    return { ok: false };
  }
  const { data, error } = await supabase.functions.invoke(name, { body });
  if (!error) {
    console.info(`${name} answered:`, data); // the answer's data is only logged (spec, section 6)
    return { ok: true };
  }
  console.error(error);
  // An HTTP error carries the function's own answer; a network failure carries no message of ours.
  const response: unknown = (error as { context?: unknown }).context;
  if (error.name === 'FunctionsHttpError' && response instanceof Response) {
    const answer = (await response.json().catch(() => ({}))) as { error?: unknown; fields?: unknown };
    const fieldErrors =
      answer.fields && typeof answer.fields === 'object'
        ? (answer.fields as Partial<Record<ContactField, string>>)
        : undefined;
    // An empty message means "the backend failed and said nothing": the form shows 'Failed to submit form'.
    return { ok: false, message: typeof answer.error === 'string' ? answer.error : '', fieldErrors };
  }
  return { ok: false };
}
