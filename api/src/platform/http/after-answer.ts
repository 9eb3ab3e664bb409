// Work a public endpoint does once its answer has left, so that how long the work takes, or
// whether there was any, cannot be read from the answer's timing.
import { logger } from '../../logger';

/**
 * Starts `task` after the current request's answer has been produced (a macrotask, so every
 * microtask of the response runs first). A failure is logged under `failure` with the error's
 * codes only: messages of database errors quote the query's values (addresses, token hashes).
 */
export function afterAnswer(failure: string, task: () => Promise<unknown>): void {
  const done = new Promise<void>((resolve) => {
    setImmediate(() => {
      task()
        .catch((error: { name?: unknown; code?: unknown; responseCode?: unknown }) => {
          logger.warn(failure, { error: error?.name, code: error?.code, responseCode: error?.responseCode });
        })
        .finally(resolve);
    });
  });
  pending.add(done);
  void done.finally(() => pending.delete(done));
}

const pending = new Set<Promise<void>>();

/**
 * Resolves once no work started by `afterAnswer` is left, including work such work started: a test
 * waits for exactly that instead of sleeping for a guess of how long it takes.
 */
export async function afterAnswersSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
