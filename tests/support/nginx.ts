// Finds Debian's nginx for the test of the nginx.conf the build writes (tests/cli/hosts.test.ts), or
// fails with a message saying how to get one, as the Chromium and PostgreSQL lookups do: a test that
// installed packages itself, or skipped itself when it could not, would pass on a machine where it
// never ran.
import { existsSync } from 'node:fs';

/** Where Debian's package puts it (.ci/run installs it), then where other systems do. */
export const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(candidates: readonly string[] = NGINX_PATHS): string {
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  throw new Error(
    `No nginx found (looked for ${candidates.join(', ')}) for the test of the nginx.conf the build writes. ` +
      "Install Debian's package (apt-get install nginx; .ci/run does), or run the tests without this one: " +
      'npx vitest run --exclude tests/cli/hosts.test.ts (npm run test:unit runs the unit tests alone).',
  );
}
