// The few lines `site build` prints when it succeeds.
import type { BuildResult } from './index.ts';

export function formatBuildSummary(result: BuildResult, outDir: string): string {
  const lines = result.warnings.map((warning) => `warning: ${warning}`);
  lines.push(
    `Built ${result.pages} pages (${result.files} files, ${formatBytes(result.bytes)}) into ${outDir}/ in ${(result.milliseconds / 1000).toFixed(2)} s`,
  );
  return lines.join('\n');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
