// The one thing the handlers need from a database: run a parameterised query, get rows back.
// The Deno entries adapt postgres.js to it, `site serve` adapts PGlite, tests adapt whatever they like.
export interface Database {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * The database could not be reached, or did not answer in time (a lock held elsewhere, an overloaded
 * server): nothing about the request, which may succeed a little later. The handlers answer 503.
 */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The database is not available: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}
