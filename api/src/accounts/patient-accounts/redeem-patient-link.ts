// Using an e-mailed link: the account it was for, or one French refusal whatever went wrong
// (unknown, used, expired, or the account gone since), so a guess learns nothing.
import { eq } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { patientAccountMessages } from 'shared-domain/accounts/patient-account';
import type { AppDeps } from '../../deps';
import { patientAccounts } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { type PatientLinkKind, redeemLinkToken } from './link-token';

export async function redeemPatientLink(deps: Pick<AppDeps, 'db' | 'clock'>, kind: PatientLinkKind, token: string): Promise<string> {
  const accountId = await redeemLinkToken(deps, kind, token);
  const [account] = accountId
    ? await deps.db.select({ id: patientAccounts.id }).from(patientAccounts).where(eq(patientAccounts.id, accountId))
    : [];
  if (!account) throw new AppError(errorCodes.invalidLink, patientAccountMessages.invalidLink);
  return account.id;
}
