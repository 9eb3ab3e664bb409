// Running a batch whose dry run was shown: the run carries the dry run's `selectionToken`; when the
// appointments changed since (409 AUTO_001) nothing ran, and the dry run is asked again so the
// person reads what would happen now before running it. Shared with « Actions en un clic ».
import { errorCodes } from 'shared-domain/platform/errors';
import type { ApiResult } from 'shared-ui/api-result';
import { batchText as text } from './batch-text';
import { failureMessage } from 'shared-ui/failure-message';

export type RunOutcome<Report, DryRun> =
  | { kind: 'ran'; report: Report }
  | { kind: 'previewed-again'; dryRun: DryRun; notice: string }
  | { kind: 'failed'; message: string };

export async function runAfterPreview<Report, DryRun>(
  run: () => Promise<ApiResult<Report>>,
  previewAgain: () => Promise<ApiResult<DryRun>>,
): Promise<RunOutcome<Report, DryRun>> {
  const result = await run();
  if (result.kind === 'ok') return { kind: 'ran', report: result.data };
  if (result.kind === 'unreachable') return { kind: 'failed', message: text.unreachable };
  if (result.error.code !== errorCodes.batchChanged) return { kind: 'failed', message: result.error.message };
  const again = await previewAgain();
  if (again.kind === 'ok') return { kind: 'previewed-again', dryRun: again.data, notice: text.staleRefreshed };
  return { kind: 'failed', message: failureMessage(again) };
}
