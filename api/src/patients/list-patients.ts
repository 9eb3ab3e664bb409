// The patient list: 50 a page by last name, filtered by status and by a text found in
// the name, e-mail or phone. The cursor carries the last patient's names and id, so the next page
// starts right after them even if patients were added or removed meanwhile.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { patientPageSize } from 'shared-domain/patients/patient';
import type { PatientStatus } from 'shared-domain/patients/patient-status';
import { validationMessages as m } from 'shared-domain/platform/validation-messages';
import type { AppDeps } from '../deps';
import { patients } from '../platform/db/schema';
import { fieldRefusal } from '../platform/http/app-error';
import { clinicNow } from '../clinic/public';
import { patientOrder, patientSummaryColumns, withNextAppointments } from './patient-view';
import { anyContains, phoneDigitsOf, phoneSearchDigits } from './text-match';

interface PatientCursor {
  lastName: string;
  firstName: string;
  id: string;
}

export function patientCursor(patient: PatientCursor): string {
  return Buffer.from(JSON.stringify([patient.lastName, patient.firstName, patient.id])).toString('base64url');
}

function parsePatientCursor(cursor: string): PatientCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string')) {
      const [lastName, firstName, id] = value as [string, string, string];
      return { lastName, firstName, id };
    }
  } catch {
    // Not JSON: refused below like any other malformed cursor.
  }
  throw fieldRefusal({ cursor: m.pattern('Curseur') });
}

/** Patients whose full name (either way round), e-mail or phone contains `text`; a phone also by its digits alone. */
export function patientMatches(text: string): SQL {
  const digits = phoneSearchDigits(text);
  const byText = anyContains(
    [
      sql`${patients.firstName} || ' ' || ${patients.lastName}`,
      sql`${patients.lastName} || ' ' || ${patients.firstName}`,
      patients.email,
      patients.phone,
    ],
    text,
  );
  return digits ? (sql`(${byText} or ${phoneDigitsOf(patients.phone)} like ${`%${digits}%`})` as SQL) : byText;
}

export async function listPatients(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: { q?: string | undefined; status?: PatientStatus | undefined; cursor?: string | undefined },
) {
  const after = query.cursor ? parsePatientCursor(query.cursor) : undefined;
  const rows = await deps.db
    .select(patientSummaryColumns)
    .from(patients)
    .where(
      and(
        query.status ? eq(patients.status, query.status) : undefined,
        query.q ? patientMatches(query.q) : undefined,
        after
          ? sql`(${patients.lastName} collate nocase, ${patients.firstName} collate nocase, ${patients.id}) > (${after.lastName}, ${after.firstName}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...patientOrder)
    // One more than a page says whether there is a next one.
    .limit(patientPageSize + 1);
  const page = rows.slice(0, patientPageSize);
  const last = page.at(-1);
  return {
    patients: await withNextAppointments(deps.db, page, await clinicNow(deps)),
    nextCursor: rows.length > patientPageSize && last ? patientCursor(last) : null,
  };
}
