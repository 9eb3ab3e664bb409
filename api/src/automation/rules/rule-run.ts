// What every rule of the `automation-rules` job reads once per run: the clinic (its time zone,
// its e-mail templates), today's clinic date, the rule's delay; and who may be e-mailed.
import { and, isNotNull, ne } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { loadEmailClinic } from '../../clinic/public';
import { consentedToEmails } from '../../privacy/public';
import { patients } from '../../platform/db/schema';
import type { SendDeps } from './send-once';

export type EmailClinic = Awaited<ReturnType<typeof loadEmailClinic>>;

export interface RuleRun {
  deps: SendDeps;
  clinic: EmailClinic;
  now: Date;
  /** The clinic's calendar day now. */
  today: string;
  /** The rule's delay (its unit is the rule's). */
  delay: number;
}

/** A run sends at most this many e-mails per rule: the next run, a quarter-hour later, goes on. */
export const sendsPerRun = 100;

export async function ruleRunContext(deps: SendDeps): Promise<Omit<RuleRun, 'delay'>> {
  const clinic = await loadEmailClinic(deps.db);
  const now = deps.clock.now();
  return { deps, clinic, now, today: clinicDate(now, clinic.timeZone) };
}

/**
 * A patient the clinic may e-mail on its own: an address on file, and her e-mails given in the
 * consent ledger (privacy's sending rule).
 */
export const reachablePatient = and(isNotNull(patients.email), ne(patients.email, ''), consentedToEmails);

export const patientName = (patient: { firstName: string; lastName: string }) => `${patient.firstName} ${patient.lastName}`.trim();
