// The few lines `site build` prints when it succeeds.
import type { BuildResult } from './index.ts';

export function formatBuildSummary(result: BuildResult, outDir: string): string {
  const lines = result.warnings.map((warning) => `warning: ${warning}`);
  const { content, render, write } = result.phases;
  lines.push(
    `Built ${result.pages} pages (${result.files} files, ${formatBytes(result.bytes)}) into ${outDir}/ in ${seconds(result.milliseconds)} ` +
      `(content ${seconds(content)}, render ${seconds(render)}, write ${seconds(write)})`,
  );
  return lines.join('\n');
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
