// The layering, as docs/architecture.md ("Layers") states it. Across the top folders: the command (cli/)
// renders with the templates, the templates and the build read the content model (cli/model/), and the
// browser code (client/) and the functions (supabase/) know nothing of the command or the templates.
// Inside cli/ and inside templates/: an ordered list of layers, each file in one of them, every import
// running from a higher layer to a lower one (or inside its own layer). Checked on every import of
// every source file, so that a new import across the layers fails here by name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

/** A layer: a name a reader knows it by, and the files and folders (ending in '/') it holds. */
interface Layer {
  name: string;
  holds: string[];
}

/**
 * The layers of cli/, lowest first, a folder each. The runtime is what every part of the command uses
 * (where the project lives, its own bundle and thread, its cache, writing a file whole). The content
 * model knows only itself (and records what a page reads of it). The card drawing draws with
 * templates. The site is the settings from the environment and the route table: every page, its
 * address, and what its head says of it (its card, its structured data); the build reads it. The local
 * functions and the build do not know each other: the backend's place above the build only says which
 * may learn of the other. The server runs both; the commands run everything.
 */
const CLI_LAYERS: Layer[] = [
  { name: 'runtime', holds: ['cli/runtime/'] },
  { name: 'content model', holds: ['cli/model/'] },
  { name: 'card drawing', holds: ['cli/artwork/'] },
  { name: 'site', holds: ['cli/site/'] },
  { name: 'build', holds: ['cli/build/'] },
  { name: 'local functions', holds: ['cli/backend/'] },
  { name: 'server', holds: ['cli/serve/'] },
  { name: 'commands', holds: ['cli/commands/', 'cli/bin.js'] },
];

/**
 * The layers of templates/, lowest first. The ground is what rendering provides every template (the
 * site's context, islands, images the head preloads, the JSON they carry, client/'s components as
 * React ones, and the loader of the islands' code). The marks (Lucide's icons, the company's marks) are drawn by everything above them; the drawings are made of marks; the parts of a page show
 * drawings; the pages are made of parts; the document goes around a page.
 */
const TEMPLATE_LAYERS: Layer[] = [
  {
    name: 'ground',
    holds: [
      'templates/site-context.ts',
      'templates/Island.tsx',
      'templates/Image.tsx',
      'templates/island-error.ts',
      'templates/json.ts',
      'templates/client-component.ts',
      'templates/after-first-paint.ts',
    ],
  },
  { name: 'marks', holds: ['templates/marks/'] },
  { name: 'drawings', holds: ['templates/art/'] },
  { name: 'parts', holds: ['templates/parts/'] },
  { name: 'pages', holds: ['templates/pages/'] },
  { name: 'document', holds: ['templates/Document.tsx'] },
];

const SOURCE = /\.(tsx?|jsx?|mjs)$/;

/** Every source file under `folder`, project-relative with forward slashes. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

const STATIC_IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

/** Every import of a project file (static or dynamic): the importing file and the imported one, project-relative. */
function importsUnder(folder: string): { from: string; to: string }[] {
  return sourcesUnder(folder).flatMap((from) => {
    const text = readFileSync(path.join(projectRoot, from), 'utf8');
    return [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((match) => ({
      from,
      to: path.posix.join(path.posix.dirname(from), match[1]!),
    }));
  });
}

const outside = (imports: { from: string; to: string }[], allowed: (to: string) => boolean) =>
  imports.filter(({ to }) => !allowed(to)).map(({ from, to }) => `${from} -> ${to}`);

/** The layer that holds `file` (by its longest matching entry), or undefined. */
function layerOf(layers: Layer[], file: string): number | undefined {
  let found: { layer: number; length: number } | undefined;
  layers.forEach((layer, index) => {
    for (const held of layer.holds) {
      const holds = held.endsWith('/') ? file.startsWith(held) : file === held;
      if (holds && (!found || held.length > found.length)) found = { layer: index, length: held.length };
    }
  });
  return found?.layer;
}

/** The imports between two layers of `folder`: each with the importing and the imported layer. */
function importsBetweenLayers(folder: string, layers: Layer[]) {
  return importsUnder(folder)
    .filter(({ to }) => to.startsWith(`${folder}/`))
    .map(({ from, to }) => ({ from, to, fromLayer: layerOf(layers, from)!, toLayer: layerOf(layers, to)! }))
    .filter(({ fromLayer, toLayer }) => fromLayer !== toLayer);
}

/** The imports that run up: from a layer to one above it, as "from -> to (lower layer -> higher layer)". */
function importsRunningUp(folder: string, layers: Layer[]): string[] {
  return importsBetweenLayers(folder, layers)
    .filter(({ fromLayer, toLayer }) => toLayer > fromLayer)
    .map(
      ({ from, to, fromLayer, toLayer }) => `${from} -> ${to} (${layers[fromLayer]!.name} -> ${layers[toLayer]!.name})`,
    );
}

/** The groups of layers that import each other round in a circle, each as its layers' names. */
function layerCircles(folder: string, layers: Layer[]): string[][] {
  const arrows = new Map<number, Set<number>>(layers.map((_, index) => [index, new Set()]));
  for (const { fromLayer, toLayer } of importsBetweenLayers(folder, layers)) arrows.get(fromLayer)!.add(toLayer);
  /** Every layer `start` reaches through its imports, itself included only if they lead back to it. */
  const reaches = (start: number): Set<number> => {
    const seen = new Set<number>();
    const next = [start];
    while (next.length > 0) {
      for (const to of arrows.get(next.pop()!)!) {
        if (seen.has(to)) continue;
        seen.add(to);
        next.push(to);
      }
    }
    return seen;
  };
  const reach = layers.map((_, index) => reaches(index));
  const circles = new Map<string, string[]>();
  layers.forEach((_, index) => {
    if (!reach[index]!.has(index)) return;
    const circle = layers.flatMap((layer, other) =>
      reach[index]!.has(other) && reach[other]!.has(index) ? [layer.name] : [],
    );
    circles.set(circle.join(), circle);
  });
  return [...circles.values()];
}

describe('the layers', () => {
  it('the content model imports nothing of the build, the server, the routes or the templates', () => {
    // The one arrow out: the e-mail and phone patterns the browser's contact text uses, so that a
    // body's addresses become links by the same rule as the forms' text.
    const allowed = (to: string) => to.startsWith('cli/model/') || to === 'client/contact-text.ts';
    expect(outside(importsUnder('cli/model'), allowed)).toEqual([]);
  });

  it('templates import, of the command, only the content model', () => {
    const allowed = (to: string) => !to.startsWith('cli/') || to.startsWith('cli/model/');
    const imports = importsUnder('templates');
    expect(imports.some(({ to }) => to.startsWith('cli/model/'))).toBe(true); // the scan sees them
    expect(outside(imports, allowed)).toEqual([]);
  });

  it("the route table takes of the templates only the pages it routes to; what it derives from content is the model's", () => {
    // The document and the site context only lend it their types (a page's meta, its paths).
    const allowed = (to: string) =>
      !to.startsWith('templates/') ||
      to.startsWith('templates/pages/') ||
      to === 'templates/Document.tsx' ||
      to === 'templates/site-context.ts';
    const imports = importsUnder('cli').filter(({ from }) => from === 'cli/site/routes.tsx');
    expect(imports.some(({ to }) => to.startsWith('templates/pages/'))).toBe(true); // the scan sees them
    expect(outside(imports, allowed)).toEqual([]);
  });

  it('browser code and the functions import nothing of the command or the templates', () => {
    const allowed = (to: string) => !to.startsWith('cli/') && !to.startsWith('templates/');
    expect(outside([...importsUnder('client'), ...importsUnder('supabase')], allowed)).toEqual([]);
  });
});

describe.each([
  ['cli', CLI_LAYERS],
  ['templates', TEMPLATE_LAYERS],
] as const)('the layers inside %s/', (folder, layers) => {
  it('hold every source file, each in one layer', () => {
    const files = sourcesUnder(folder);
    expect(files.length).toBeGreaterThan(10); // the scan sees them
    expect(files.filter((file) => layerOf(layers, file) === undefined)).toEqual([]);
    // A layer that holds nothing is a layer of a plan, not of the code.
    const held = (entry: string) =>
      files.some((file) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
    expect(layers.flatMap((layer) => layer.holds).filter((entry) => !held(entry))).toEqual([]);
  });

  it('are imported from above only: no import runs from a lower layer to a higher one', () => {
    expect(importsBetweenLayers(folder, layers).length).toBeGreaterThan(5); // the scan sees them
    expect(importsRunningUp(folder, layers)).toEqual([]);
  });

  it('import each other in no circle', () => {
    expect(layerCircles(folder, layers)).toEqual([]);
  });
});
