// Supabase Edge Function `contact-form` (Deno): the shared handler on the project's Postgres.
import { createContactHandler } from '../_shared/contact-handler.ts';
import { postgresDatabase } from '../_shared/postgres.ts';
import { settingsFromEnv } from '../_shared/settings.ts';

const env = (name: string) => Deno.env.get(name);
// PORT only matters when run outside Supabase (tests, a plain Deno host); Supabase assigns its own.
const port = Number(env('PORT')) || undefined;
Deno.serve(
  port ? { port } : {},
  createContactHandler({ db: postgresDatabase(env('SUPABASE_DB_URL')), settings: settingsFromEnv(env) }),
);
