// Where a batch's report is: « Opérations groupées » with `?batch=<id>` (the run's answer, the
// recent batches, « Actions en un clic »'s report link).
import { paths } from 'shared-domain/platform/paths';

/** The address's parameter naming the batch whose report is shown. */
export const batchParam = 'batch';

export const batchLink = (id: string) => `${paths.adminBatch.build()}?${new URLSearchParams({ [batchParam]: id })}`;
