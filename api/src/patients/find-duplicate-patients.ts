// The records a new or edited one would likely duplicate (one record per person). The
// database narrows to the records sharing the e-mail address, the phone digits or the birth date
// (a child added by a guardian has neither address nor phone of her own); the rule itself
// (`duplicateReason` in shared-domain, which also compares the names) decides.
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { emailKey, isLikelyDuplicate, type PatientIdentity, phoneDigits } from 'shared-domain/patients/patient';
import type { AppDeps } from '../deps';
import { patients } from '../platform/db/schema';
import { patientOrder, patientSummaryColumns, type PatientSummaryRow } from './patient-view';
import { phoneDigitsOf } from './text-match';

// More than a screen shows; a family sharing one address rarely has more records.
const maxDuplicates = 20;

export async function findDuplicatePatients(
  db: AppDeps['db'],
  candidate: PatientIdentity,
  options: { excludeId?: string } = {},
): Promise<PatientSummaryRow[]> {
  const email = emailKey(candidate.email);
  const phone = phoneDigits(candidate.phone);
  const dateOfBirth = candidate.dateOfBirth || null;
  if (email === null && phone === null && dateOfBirth === null) return [];
  const rows = await db
    .select({ ...patientSummaryColumns, dateOfBirth: patients.dateOfBirth })
    .from(patients)
    .where(
      and(
        options.excludeId ? ne(patients.id, options.excludeId) : undefined,
        or(
          email !== null ? eq(sql`lower(${patients.email})`, email) : undefined,
          // A number stored with its North American 1 ('+1 514…') has it among its digits.
          phone !== null ? inArray(phoneDigitsOf(patients.phone), [phone, `1${phone}`]) : undefined,
          dateOfBirth !== null ? eq(patients.dateOfBirth, dateOfBirth) : undefined,
        ),
      ),
    )
    .orderBy(...patientOrder)
    .limit(maxDuplicates * 5);
  return rows
    .filter((row) => isLikelyDuplicate(candidate, row))
    .slice(0, maxDuplicates)
    .map(({ dateOfBirth: _compared, ...summary }) => summary);
}
