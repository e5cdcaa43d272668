import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { injectLiveReload, ReloadChannel } from '../../cli/serve/live-reload.ts';

/** Collects what the channel writes to one tab's event stream. */
function tab() {
  let text = '';
  const response = {
    writeHead: () => response,
    write: (chunk: string) => ((text += chunk), true),
    on: () => response,
    end: () => undefined,
  };
  return { response: response as unknown as ServerResponse, received: () => text };
}

describe('live reload', () => {
  it('serves each page naming the build it came from', () => {
    expect(injectLiveReload('<html><head></head><body></body></html>', 3)).toContain(
      '<script type="module" src="/__site/live-reload.js?build=3"></script></head>',
    );
  });

  it('tells a tab that connects late which build is current, so a rebuild it missed still reloads it', () => {
    const reloads = new ReloadChannel();
    reloads.reload();
    const servedBuild = reloads.build;
    reloads.reload(); // finished before the tab's stream connected
    const late = tab();
    reloads.connect(late.response);
    expect(late.received()).toContain(`event: current\ndata: ${servedBuild + 1}\n\n`);
  });

  it('names the new build to every open tab after a rebuild', () => {
    const reloads = new ReloadChannel();
    const open = tab();
    reloads.connect(open.response);
    reloads.reload();
    expect(open.received()).toMatch(/event: current\ndata: 0\n\n.*event: reload\ndata: 1\n\n$/s);
  });
});
