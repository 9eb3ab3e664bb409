// Work a public endpoint does once its answer has left, so that how long the work takes, or
// whether there was any, cannot be read from the answer's timing.
import { logger } from '../../logger';

/**
 * Starts `task` after the current request's answer has been produced (a macrotask, so every
 * microtask of the response runs first). A failure is logged under `failure` with the error's
 * codes only: messages of database errors quote the query's values (addresses, token hashes).
 */
export function afterAnswer(failure: string, task: () => Promise<unknown>): void {
  setImmediate(() => {
    task().catch((error: { name?: unknown; code?: unknown; responseCode?: unknown }) => {
      logger.warn(failure, { error: error?.name, code: error?.code, responseCode: error?.responseCode });
    });
  });
}
