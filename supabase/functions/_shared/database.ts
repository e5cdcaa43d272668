// The one thing the handlers need from a database: run a parameterised query, get rows back.
// The Deno entries adapt postgres.js to it, `site serve` adapts PGlite, tests adapt whatever they like.
export interface Database {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}
