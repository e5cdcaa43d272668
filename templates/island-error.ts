import { UserError } from '../cli/model/user-error.ts';

/** An island that would not work in the browser (not listed, props JSON would change, rendered where
 *  the page cannot record it): the build stops with this message, which names the page and the island. */
export class IslandError extends UserError {
  constructor(message: string) {
    super(message);
    this.name = 'IslandError';
  }
}
