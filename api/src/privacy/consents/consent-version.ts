// Whether a version of a consent text is still the current one, checked in the statement that
// writes (a text republished between the form's display and its sending refuses the write).
import { sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import type { ConsentKind } from 'shared-domain/privacy/privacy';
import { consentMessages } from 'shared-domain/privacy/privacy-consents';
import { consentTexts } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/** 409 PRIV_001: the text was republished since the person read it. */
export const staleConsentText = () => new AppError(errorCodes.consentTextUpdated, consentMessages.staleVersion);

/** True, in the statement that runs it, while `version` is still `kind`'s current text. */
export function isCurrentVersion(kind: ConsentKind, version: number) {
  return sql`(select max(${consentTexts.version}) from ${consentTexts} where ${consentTexts.kind} = ${kind}) = ${version}`;
}
