// Long work on a request (reading a spreadsheet of thousands of rows) done in slices: between its
// pieces, once it has held the event loop for a slice, other requests get their turn, so one import
// never keeps the clinic's other screens waiting.
import { setImmediate as nextTurn } from 'node:timers/promises';

const sliceMs = 10;

/** A check to await between pieces of the work: it lets the others in once a slice has passed. */
export function eventLoopTurns(): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
