// An e-mailed link the API would not take: used, expired, unknown (400 AUTH_005), or too mangled
// to be one (422 on the token). Either way the patient is told to ask for a new one.
import { patientAccountMessages } from 'shared-domain/accounts/patient-account';
import type { ApiError } from 'shared-domain/platform/errors';

/** The message to show when `error` refuses the link itself; undefined for any other refusal. */
export function linkRefusalMessage(error: ApiError): string | undefined {
  if (error.code === 'AUTH_005') return error.message;
  if (error.status === 422 && error.fields?.token) return patientAccountMessages.invalidLink;
  return undefined;
}
