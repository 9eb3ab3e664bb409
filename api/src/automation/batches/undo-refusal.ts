// When « Annuler l'opération » is refused (409 AUTO_002), in the words of the reason: only a
// cancellation or a move batch, done and not yet undone, within its undo window.
import { automationMessages } from 'shared-domain/automation/automation';
import { errorCodes } from 'shared-domain/platform/errors';
import type { batchOperations } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

export const undoClosed = (message: string) => new AppError(errorCodes.batchUndoClosed, message);

/** Refuses what cannot be undone now (409 AUTO_002), in the words of the reason. */
export function refuseUndo(batch: typeof batchOperations.$inferSelect, now: Date): void {
  if (batch.kind !== 'cancel' && batch.kind !== 'move') throw undoClosed(automationMessages.undoNotPossible);
  if (batch.status !== 'done' || batch.undoneAt !== null) throw undoClosed(automationMessages.alreadyUndone);
  if (batch.undoUntil === null) throw undoClosed(automationMessages.undoNotPossible);
  if (Date.parse(batch.undoUntil) <= now.getTime()) throw undoClosed(automationMessages.undoExpired);
}
