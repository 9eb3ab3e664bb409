// Who gives a patient's care consent (Civil Code of Québec, art. 14): under 14, one of her guardians
// with a live link, named by the staff member who obtained it; from 14, she herself (no signer kept).
import { and, eq, isNull } from 'drizzle-orm';
import { careConsentMessages, type FamilyRelationship } from 'shared-domain/patients/family';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { familyLinks, patients } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { guardianSignsFor } from './family-access';

export interface ConsentSigner {
  patientId: string;
  name: string;
  relationship: FamilyRelationship;
}

/**
 * The guardian who signs `patientId`'s care consent today, or undefined when she signs herself.
 * Under 14 without a linked guardian named (`signedBy`), refused beside the field.
 */
export async function careConsentSigner(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  patientId: string,
  signedBy: string | null | undefined,
): Promise<ConsentSigner | undefined> {
  const [patient] = await deps.db.select({ dateOfBirth: patients.dateOfBirth }).from(patients).where(eq(patients.id, patientId));
  const { timeZone } = await loadClinicSettings(deps.db);
  if (!patient || !guardianSignsFor(patient, deps.clock, timeZone)) return undefined;
  if (!signedBy) throw fieldRefusal('signedBy', careConsentMessages.guardianSigns);
  const [guardian] = await deps.db
    .select({ firstName: patients.firstName, lastName: patients.lastName, relationship: familyLinks.relationship })
    .from(familyLinks)
    .innerJoin(patients, eq(patients.id, familyLinks.guardianPatientId))
    .where(and(eq(familyLinks.dependantPatientId, patientId), eq(familyLinks.guardianPatientId, signedBy), isNull(familyLinks.endedAt)));
  if (!guardian) throw fieldRefusal('signedBy', careConsentMessages.notHisGuardian);
  return { patientId: signedBy, name: `${guardian.firstName} ${guardian.lastName}`, relationship: guardian.relationship };
}
