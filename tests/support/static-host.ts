// A built site served the way a static host serves it (clean URLs, 404.html, the header rules), on a
// free loopback port: for the browser tests, the island test and `npm run lighthouse`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { HeaderRule } from '../../cli/build/headers.ts';
import { headersForPath } from '../../cli/build/headers.ts';
import { serveStatic } from '../../cli/serve/static.ts';

export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

/**
 * @param answerFirst answers what the host itself serves beside the files; returns false to let the
 *   files answer
 */
export async function hostFolder(
  root: string,
  rules: HeaderRule[] = [],
  answerFirst?: (request: IncomingMessage, response: ServerResponse) => boolean,
): Promise<StaticHost> {
  const server = createServer((request, response) => {
    if (answerFirst?.(request, response)) return;
    serveStatic(request, response, { root, headersFor: (pathname) => headersForPath(rules, pathname) }).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the static host has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
