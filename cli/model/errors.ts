// Content mistakes are reported the way an editor can act on them: the file, the field path, and what
// was expected, e.g. `content/blog/03-it-costs.md: author: Required`. All mistakes of a build are
// gathered so that one run shows every file to fix.
import type { z } from 'zod';

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}

export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

/** Zod's "expected string, received undefined" reads better to an editor as "Required". */
export const editorFriendlyErrors: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;

export function problemsFromZod(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Collects problems while loading, so one bad file does not hide the next. */
export class ProblemList {
  readonly items: ContentProblem[] = [];
  add(file: string, field: string, message: string): void {
    this.items.push({ file, field, message });
  }
  addAll(problems: ContentProblem[]): void {
    this.items.push(...problems);
  }
  throwIfAny(): void {
    if (this.items.length > 0) throw new ContentError(this.items);
  }
}
