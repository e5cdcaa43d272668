// What the functions may log of a failure: enough to find the cause, nothing of the person. A
// PostgreSQL error carries the failing row in `detail` ('Failing row contains (Ada, ada@…, …)'), and
// the drivers attach the query's parameters (PGlite's `params`, postgres.js's `parameters`): logging
// the error object as it is would copy a lead into the logs.

/** Each field logged, and where PGlite and postgres.js keep it. */
const NAMES_OF = {
  code: ['code'],
  constraint: ['constraint', 'constraint_name'],
  table: ['table', 'table_name'],
  column: ['column', 'column_name'],
};

/** The fields of an error that name what failed, never the values: PostgreSQL's code, message,
 *  constraint, table and column (a driver's or the runtime's errors have a name and message only). */
export function describeFailure(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { ...error };
  const report: Record<string, string> = { name: error.name, message: error.message };
  for (const [field, names] of Object.entries(NAMES_OF)) {
    const value = names.map((name) => fields[name]).find((found) => typeof found === 'string' && found !== '');
    if (typeof value === 'string') report[field] = value;
  }
  return report;
}
