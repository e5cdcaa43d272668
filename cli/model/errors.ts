// Content mistakes as an editor can act on them, all of a build at once:
// `content/blog/03-it-costs.md:5:1: category: Unknown category "Gardening": expected one of ...`.
import type { z } from 'zod';
import { locateField, type Place } from './locate.ts';
import { closest } from './suggestion.js';
import { UserError } from './user-error.ts';

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
  /** Where the offending key is written, when it is written (a missing field is not). */
  at?: Place;
  /** The key to point at, when it is not `field` itself (an unknown key inside `field`). */
  key?: (string | number)[];
}

export class ContentError extends UserError {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map((problem) => formatProblem(problem)).join('\n'));
    this.name = 'ContentError';
  }
}

/** `note` follows the place, which stays one `file:line:column`: "content/blog/07-x.md:12:3 (draft): ...". */
export function formatProblem({ file, field, message, at }: ContentProblem, note = ''): string {
  const where = `${at ? `${file}:${at.line}:${at.column}` : file}${note}`;
  return field ? `${where}: ${field}: ${message}` : `${where}: ${message}`;
}

/** A field left out is "Required": not zod's "expected string, received undefined", nor a list of choices. */
export const editorFriendlyErrors: z.core.$ZodErrorMap = (issue) =>
  issue.input === undefined ? 'Required' : undefined;

/** Zod's issues as problems; `schema` (the file's) lets an unknown key suggest the one meant. */
export function problemsFromZod(file: string, error: z.ZodError, schema?: z.ZodType): ContentProblem[] {
  return error.issues.flatMap((issue): ContentProblem[] => {
    const field = issue.path.map(String).join('.');
    // A bad key of a record (an author's name): its own message, placed at the key.
    if (issue.code === 'invalid_key') {
      const parent = issue.path.slice(0, -1);
      return issue.issues.map((keyIssue) => ({
        file,
        field: parent.map(String).join('.'),
        message: keyIssue.message,
        key: issue.path.map(segmentOf),
      }));
    }
    if (issue.code !== 'unrecognized_keys') return [{ file, field, message: issue.message }];
    const known = schema ? keysAt(schema, issue.path) : [];
    return issue.keys.map((key) => {
      const meant = closest(key, known);
      return {
        file,
        field,
        message: `Unrecognized key "${key}"${meant ? `: did you mean "${meant}"?` : ''}`,
        key: [...issue.path.map(segmentOf), key],
      };
    });
  });
}

const segmentOf = (segment: PropertyKey) => (typeof segment === 'number' ? segment : String(segment));

type SchemaDef = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
};

/** The keys an object schema allows at a path of the data (through optionals, pipes, arrays, records). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.core.$ZodType | undefined = schema;
  let at = 0;
  while (current) {
    const def = current._zod.def as SchemaDef;
    const segment = String(path[at]);
    if (def.innerType || (def.type === 'pipe' && def.in)) current = def.innerType ?? def.in;
    else if (at === path.length) return def.shape ? Object.keys(def.shape) : [];
    else if (def.type === 'object') [current, at] = [def.shape?.[segment], at + 1];
    else if (def.type === 'array' || def.type === 'record') [current, at] = [def.element ?? def.valueType, at + 1];
    else return [];
  }
  return [];
}

/** `Unknown category "Securty" (did you mean "Security"?): expected one of Security, Productivity, ...` */
export function unknownChoice(what: string, given: string, choices: readonly string[]): string {
  const meant = closest(given, choices);
  return `Unknown ${what} "${given}"${meant ? ` (did you mean "${meant}"?)` : ''}: expected one of ${choices.join(', ')}`;
}

/** Collects problems while loading, so one bad file does not hide the next. */
export class ProblemList {
  readonly items: ContentProblem[] = [];
  /** `at`: where the problem is, when it is known better than by its field (a byte, a link). */
  add(file: string, field: string, message: string, at?: Place): void {
    this.items.push({ file, field, message, at });
  }
  addAll(problems: ContentProblem[]): void {
    this.items.push(...problems);
  }
  /** Throws every problem so far, each placed in its file when `texts` has the file and the key is there. */
  throwIfAny(texts?: ReadonlyMap<string, string>): void {
    if (this.items.length === 0) return;
    throw new ContentError(this.items.map((problem) => ({ ...problem, at: problem.at ?? placeOf(problem, texts) })));
  }
}

function placeOf(problem: ContentProblem, texts: ReadonlyMap<string, string> | undefined): Place | undefined {
  const text = texts?.get(problem.file);
  if (text === undefined) return undefined;
  const path =
    problem.key ??
    (problem.field
      ? problem.field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
      : []);
  return path.length > 0 ? locateField(text, path) : undefined;
}
