// `site serve` (build, serve, rebuild on edits) and `site preview` (the built folder as a host serves it).
import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import { DEFAULT_PORT, isPort, portFromEnv } from '../site/config.ts';
import { DEFAULT_DATA_DIR, type CommandContext } from './context.ts';

export function addServerCommands({ program, projectRoot, version }: CommandContext): void {
  const serverCommand = (name: string, description: string) =>
    program
      .command(name)
      .description(description)
      .version(version, '-v, --version')
      // No default here: commander would not check it, and a PORT that is no port would reach listen().
      .option('-p, --port <number>', `port to listen on (or PORT, else ${DEFAULT_PORT})`, parsePort)
      .option('-H, --host <host>', 'interface to listen on', 'localhost');

  // No --out: what it builds is for this machine (localhost in every link, no social cards), so it
  // never goes where a production build is published from; it lives beside its database.
  serverCommand('serve', 'Build, serve with clean URLs, rebuild on changes and reload open tabs (dist/ is left alone)')
    .option(
      '-d, --data <dir>',
      'folder of the embedded database that stores form submissions, and of the pages served',
      DEFAULT_DATA_DIR,
    )
    .action(async (options: { port?: number; host: string; data: string }) => {
      const { serve } = await import('../serve/index.ts');
      const port = options.port ?? portFromEnv();
      await serve({ projectRoot, port, host: options.host, dataDir: path.resolve(options.data) });
    });

  serverCommand(
    'preview',
    'Serve the built folder exactly as a static host would (clean URLs, 404 page, its _headers), without rebuilding',
  )
    .option('-o, --out <dir>', 'the built folder', 'dist')
    .action(async (options: { port?: number; host: string; out: string }) => {
      const { preview } = await import('../serve/preview.ts');
      const outDir = path.resolve(options.out);
      const { url, sitePath } = await preview({ outDir, port: options.port ?? portFromEnv(), host: options.host });
      // A site built under SITE_URL's path is served under it: its home page is there.
      const home = sitePath ? `${url}${sitePath}/` : url;
      console.log(
        `Previewing ${path.relative(process.cwd(), outDir) || '.'}/ at ${home} as a static host serves it (no rebuilds; Ctrl+C stops)`,
      );
    });
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!isPort(port)) throw new InvalidArgumentError('Expected a port number from 0 to 65535.');
  return port;
}
