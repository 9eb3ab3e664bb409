import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { clinicDate, type Clock, fixedClock } from 'shared-domain/platform/clinic-time';
import { hashPassword } from '../accounts/passwords/password';
import { newBackupCodes } from '../accounts/staff/backup-codes';
import { sealSecret } from '../platform/crypto/secret-box';
import { newTotpSecret } from '../accounts/staff/totp';
import type { Database } from '../platform/db/client';
import * as demo from './demo-clinic';
import {
  analyticsMetrics,
  appointments,
  blockedTimes,
  bookingHours,
  clinicSettings,
  patientAccounts,
  patients,
  serviceTypes,
  soapTemplates,
  staffUsers,
  user2faSettings,
  waitlistEntries,
  appointmentEvents,
} from '../platform/db/schema';
import { createdTimestamp, timestamps } from '../platform/db/timestamps';
import { demoCardStatements, demoInvoiceStatements } from './demo-billing';
import { demoClinicalStatements } from './demo-clinical';
import { demoTeamStatements } from './demo-team';
import { demoPatientImportStatements } from './demo-patient-import';
import { demoEmailTemplateStatements } from './demo-email-templates';
import { demoSiteTextStatements } from './demo-site-texts';
import { demoCatalogueStatements } from './demo-catalogue';
import { demoPrivacyIncidentStatements } from './demo-privacy-incidents';
import { demoPrivacyRetentionStatements } from './demo-privacy-retention';
import { demoPrivacyConsentStatements } from './demo-privacy-consents';
import { demoActionableStatements } from './demo-actionable';
import { demoPrivacyRequestStatements } from './demo-privacy-requests';
import { demoTextStatements } from './demo-texts';
import { demoFamilyStatements } from './demo-families';

export interface SeedOptions {
  /** Stamps the rows; its clinic-local date is the day the demo appointments are placed around. */
  clock: Clock;
  staffPassword: string;
  patientPassword: string;
  /**
   * The server's keys, to give the demo admin an enrolled authenticator (sealed secret, hashed
   * backup codes). Without them the admin enrols at the first sign-in, as the API tests do.
   */
  secondFactorKeys?: { encryptionKey: Uint8Array; signingKey: Uint8Array };
  /** The practitioner's and the receptionist's passwords; the admin's (`staffPassword`) when absent, as in the API tests. */
  teamPasswords?: Partial<Record<DemoTeamRole, string>>;
}

/** The demo accounts besides the admin: one per other role. */
export type DemoTeamRole = 'practitioner' | 'reception';

export const demoTeam: Record<DemoTeamRole, { email: string; fullName: string; role: DemoTeamRole }> = {
  practitioner: demo.demoPractitioner,
  reception: demo.demoReception,
};

/** An enrolled authenticator's secret and backup codes, as the demo accounts file keeps them. */
export interface DemoSecondFactor {
  secret: string;
  backupCodes: string[];
}

export interface SeedResult {
  seeded: boolean;
  staffEmail: string;
  patientEmail: string;
  /** The demo admin's enrolled authenticator, when this call seeded it (shown on a demo terminal only). */
  staffSecondFactor?: DemoSecondFactor;
  /** The practitioner's and the receptionist's e-mails and, when this call seeded them, their authenticators. */
  team: Record<DemoTeamRole, { email: string; secondFactor?: DemoSecondFactor }>;
}

const portalPatient = demo.demoPatients[demo.demoPortalPatient];

/**
 * Fills an empty database with the demo clinic. Does nothing once clinic settings exist, so it
 * is safe on every start; everything is written in one batch, so a failure leaves nothing behind.
 */
export async function seedDemoClinic(db: Database, options: SeedOptions): Promise<SeedResult> {
  const team = {
    practitioner: { email: demoTeam.practitioner.email },
    reception: { email: demoTeam.reception.email },
  };
  const accounts = { staffEmail: demo.demoStaff.email, patientEmail: portalPatient.email, team };
  if (await isSeeded(db)) return { seeded: false, ...accounts };

  const { statements, staffSecondFactor, teamSecondFactors } = await demoStatements(db, options);
  try {
    await db.batch(statements);
  } catch (error) {
    // Another instance seeded between our check and our write: its settings row made ours conflict.
    if (await isSeeded(db)) return { seeded: false, ...accounts };
    throw error;
  }
  const seededTeam = {
    practitioner: { ...team.practitioner, ...withSecondFactor(teamSecondFactors?.practitioner) },
    reception: { ...team.reception, ...withSecondFactor(teamSecondFactors?.reception) },
  };
  return { seeded: true, ...accounts, team: seededTeam, ...(staffSecondFactor ? { staffSecondFactor } : {}) };
}

function withSecondFactor(secondFactor: DemoSecondFactor | undefined): { secondFactor?: DemoSecondFactor } {
  return secondFactor ? { secondFactor } : {};
}

async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: clinicSettings.id }).from(clinicSettings).limit(1);
  return rows.length > 0;
}

type Statement = BatchItem<'sqlite'>;

async function demoStatements(
  db: Database,
  options: SeedOptions,
): Promise<{
  statements: [Statement, ...Statement[]];
  staffSecondFactor?: DemoSecondFactor;
  teamSecondFactors?: Record<DemoTeamRole, DemoSecondFactor>;
}> {
  const teamPasswords = {
    practitioner: options.teamPasswords?.practitioner ?? options.staffPassword,
    reception: options.teamPasswords?.reception ?? options.staffPassword,
  };
  // One hash per distinct password: the API tests give every staff account the same one, and scrypt is slow on purpose.
  const hashes = new Map<string, Promise<string>>();
  const hashOnce = (password: string) => {
    const hash = hashes.get(password) ?? hashPassword(password);
    hashes.set(password, hash);
    return hash;
  };
  const [staffHash, patientHash, practitionerHash, receptionHash] = await Promise.all([
    hashOnce(options.staffPassword),
    hashPassword(options.patientPassword),
    hashOnce(teamPasswords.practitioner),
    hashOnce(teamPasswords.reception),
  ]);
  const staffId = randomUUID();
  // The demo admin has an authenticator already, so the sign-in shows the code step; the set-up
  // modal is tried by signing up a new staff member with the invitation code.
  const keys = options.secondFactorKeys;
  const admin = enrolledFactor(keys, staffId);
  const practitioner = { id: randomUUID(), ...demoTeam.practitioner, passwordHash: practitionerHash };
  const reception = { id: randomUUID(), ...demoTeam.reception, passwordHash: receptionHash };
  const teamFactors = { practitioner: enrolledFactor(keys, practitioner.id), reception: enrolledFactor(keys, reception.id) };
  const serviceIds = idsFor(demo.demoServices);
  const patientIds = idsFor(demo.demoPatients);
  const visits = demoVisits(clinicDate(options.clock.now()), serviceIds, patientIds);
  const created = createdTimestamp(options.clock);
  const stamped = timestamps(options.clock);
  // Completed visits are billed: a paid one has its payment, the others an open invoice.
  const completed = visits.filter(
    (visit): visit is Visit & { patientId: string } => visit.row.status === 'completed' && visit.patientId !== null,
  );

  const billingContext = { db, clock: options.clock, timeZone: demo.demoSettings.timeZone };

  const factorRows = [
    { userId: staffId, factor: admin },
    { userId: practitioner.id, factor: teamFactors.practitioner },
    { userId: reception.id, factor: teamFactors.reception },
  ].flatMap(({ userId, factor }) =>
    factor ? [{ userId, ...factor.row, isEnabled: true, verifiedAt: stamped.createdAt, ...stamped }] : [],
  );

  const statements: [Statement, ...Statement[]] = [
    db.insert(staffUsers).values({ id: staffId, ...demo.demoStaff, passwordHash: staffHash, ...created }),
    db.insert(staffUsers).values([
      { ...practitioner, ...created },
      { ...reception, ...created },
    ]),
    ...(factorRows.length > 0 ? [db.insert(user2faSettings).values(factorRows)] : []),
    db.insert(clinicSettings).values({ ...demo.demoSettings, ownerId: staffId, updatedAt: stamped.updatedAt }),
    db.insert(bookingHours).values(demo.demoBookingHours),
    db.insert(serviceTypes).values(
      keysOf(demo.demoServices).map((key, index) => ({
        ...demo.demoServices[key],
        id: serviceIds[key],
        displayOrder: index,
        ...stamped,
      })),
    ),
    db.insert(soapTemplates).values(
      demo.demoSoapTemplates.map((template, index) => ({
        ...template,
        displayOrder: index,
        ...stamped,
      })),
    ),
    db.insert(patients).values(
      keysOf(demo.demoPatients).map((key) => {
        const dates = completed.filter((visit) => visit.row.patientId === patientIds[key]).map((visit) => visit.date);
        return {
          ...demo.demoPatients[key],
          id: patientIds[key],
          totalVisits: dates.length,
          lastVisit: dates.sort().at(-1) ?? null,
          ...stamped,
        };
      }),
    ),
    // Opened the day of the seed, when they booked: written with the record, as the back-office does.
    db
      .insert(patients)
      .values(
        visits.flatMap(({ newPatient }) =>
          newPatient ? [{ ...newPatient, recordOpenedOn: clinicDate(options.clock.now(), demo.demoSettings.timeZone), ...stamped }] : [],
        ),
      ),
    db.insert(patientAccounts).values({
      patientId: patientIds[demo.demoPortalPatient],
      email: portalPatient.email,
      passwordHash: patientHash,
      ...created,
    }),
    db.insert(appointments).values(visits.map((visit) => ({ ...visit.row, ...stamped }))),
    db.insert(appointments).values(
      demo.demoAppointmentRequests.map(({ hoursAgo, ...request }) => {
        const sentAt = new Date(options.clock.now().getTime() - hoursAgo * 3_600_000).toISOString();
        // As the public modal writes them (request-record.ts): no slot, no patient file yet.
        return {
          ...request,
          id: randomUUID(),
          status: 'pending' as const,
          bookingSource: 'site' as const,
          createdAt: sentAt,
          updatedAt: sentAt,
        };
      }),
    ),
    db.insert(blockedTimes).values(
      demo.demoBlockedTimes.map(({ openDay, ...period }) => {
        const date = nthOpenDay(clinicDate(options.clock.now()), openDay);
        return { ...period, startDate: date, endDate: date, createdBy: staffId, ...stamped };
      }),
    ),
    ...demoInvoiceStatements(
      billingContext,
      completed.map((visit) => ({
        appointmentId: visit.row.id,
        patientId: visit.patientId,
        date: visit.date,
        time: visit.row.scheduledTime ?? '09:00',
        serviceName: visit.serviceName,
        price: visit.price,
        // Every demo service is chiropractic care: exempt from GST and QST (DESIGN §7).
        taxCode: 'exempt',
        paid: visit.row.paymentStatus === 'paid',
        billing: visit.billing,
      })),
    ),
    ...demoCardStatements(billingContext, patientIds[demo.demoPortalPatient], `${portalPatient.firstName} ${portalPatient.lastName}`),
    // Signed up in order, a minute apart: the list is served first come, first served.
    db.insert(waitlistEntries).values(
      demo.demoWaitlistEntries.map((entry, index) => ({
        ...entry,
        contactConsentAt: stamped.createdAt,
        ...timestamps(fixedClock(new Date(options.clock.now().getTime() + (index - demo.demoWaitlistEntries.length) * 60_000))),
      })),
    ),
    // A cancelled visit freed its slot: the waitlist job offers it at the first start.
    ...visits
      .filter((visit) => visit.row.status === 'cancelled')
      .map((visit) =>
        db.insert(appointmentEvents).values({
          type: 'slot_freed',
          appointmentId: visit.row.id,
          slotDate: visit.date,
          slotTime: visit.row.scheduledTime ?? '',
          durationMinutes: visit.row.durationMinutes ?? 30,
          reason: 'cancelled',
          createdAt: stamped.createdAt,
        }),
      ),
    ...demoClinicalStatements({
      ...billingContext,
      staffId,
      patientIds,
      completedVisits: completed
        .map((visit) => ({
          appointmentId: visit.row.id,
          patientId: visit.patientId,
          date: visit.date,
          time: visit.row.scheduledTime ?? '09:00',
          serviceName: visit.serviceName,
        }))
        .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
    }),
    db.insert(analyticsMetrics).values(demo.demoMetrics.map((metric) => ({ ...metric, updatedAt: stamped.updatedAt }))),
    // « Équipe »: an invitation in each state and a former member.
    ...demoTeamStatements(db, { clock: options.clock, adminId: staffId, passwordHash: staffHash }),
    // « Importer des patients »: two days ago, the import of the former software's export, still undoable.
    ...demoPatientImportStatements(db, { clock: options.clock, adminId: staffId }),
    // « Modèles de courriels »: the reminder rewritten.
    ...demoEmailTemplateStatements(db, { clock: options.clock, adminId: staffId }),
    // « Textes du site »: two publications, the earlier one to restore.
    ...demoSiteTextStatements(db, { clock: options.clock, adminId: staffId }),
    ...demoCatalogueStatements(db, options.clock),
    // « Registre des incidents de confidentialité »: a minor incident and a serious one, notified.
    ...demoPrivacyIncidentStatements(db, { clock: options.clock, adminId: staffId }),
    // « Conservation des dossiers »: two former patients last seen 6 years ago, a third kept for a dispute.
    ...demoPrivacyRetentionStatements(db, { clock: options.clock, adminId: staffId }),
    // « Consentements »: every text (the newsletter in two versions) and the demo patients' consents, some withdrawn.
    ...demoPrivacyConsentStatements(db, { clock: options.clock, adminId: staffId, patientIds }),
    // « Analyses actionnables »: two former patients to reactivate, one without consent (excluded, with the reason).
    ...demoActionableStatements(db, { clock: options.clock, serviceTypeId: serviceIds.followUp }),
    // « Demandes d'accès et de rectification »: one request of each kind, one overdue, one answered with its letter, a visitor's de-indexation.
    ...demoPrivacyRequestStatements(db, { clock: options.clock, adminId: staffId, patientIds }),
    // « Textos »: Mathieu's reminder confirmed by a « Oui », the text to Léa's mother failed, and her question for the desk.
    ...demoTextStatements(db, {
      clock: options.clock,
      adminId: staffId,
      patientIds,
      // Her last visit, else her next one.
      visitOf: (key) => {
        const own = visits.filter((visit) => visit.patientId === patientIds[key]).sort((a, b) => a.date.localeCompare(b.date));
        const last = own.filter((visit) => visit.row.status === 'completed').at(-1);
        return (last ?? own.find((visit) => visit.row.status !== 'cancelled'))?.row.id ?? null;
      },
    }),
    // « Famille »: the portal patient's two children, linked to her, Félix with a visit coming.
    ...demoFamilyStatements({
      db,
      clock: options.clock,
      timeZone: demo.demoSettings.timeZone,
      adminId: staffId,
      mother: { id: patientIds[demo.demoPortalPatient], email: portalPatient.email, phone: portalPatient.phone },
      pediatric: { id: serviceIds.pediatric, ...demo.demoServices.pediatric },
      openDay: (n) => nthOpenDay(clinicDate(options.clock.now()), n),
    }),
  ];
  if (!admin || !teamFactors.practitioner || !teamFactors.reception) return { statements };
  return {
    statements,
    staffSecondFactor: admin.shown,
    teamSecondFactors: { practitioner: teamFactors.practitioner.shown, reception: teamFactors.reception.shown },
  };
}

/** An authenticator enrolled for `userId` with the server's keys: its row (sealed, hashed) and what the accounts file shows. */
function enrolledFactor(keys: SeedOptions['secondFactorKeys'], userId: string) {
  if (!keys) return undefined;
  const secret = newTotpSecret();
  const backup = newBackupCodes(keys.signingKey, userId);
  return {
    row: { totpSecretEncrypted: sealSecret(keys.encryptionKey, userId, secret), backupCodeHashes: backup.hashes },
    shown: { secret, backupCodes: backup.codes } satisfies DemoSecondFactor,
  };
}

function keysOf<K extends string>(record: Record<K, unknown>): K[] {
  return Object.keys(record) as K[];
}

function idsFor<K extends string>(record: Record<K, unknown>): Record<K, string> {
  return Object.fromEntries(keysOf(record).map((key) => [key, randomUUID()])) as Record<K, string>;
}

interface Visit {
  row: Omit<typeof appointments.$inferInsert, 'createdAt' | 'updatedAt'> & { id: string };
  date: string;
  patientId: string | null;
  /** The record the seed opens for someone booked without one (`fileAs`). */
  newPatient?: { id: string; firstName: string; lastName: string; email: string; phone: string };
  price: number;
  serviceName: string;
  billing?: demo.DemoVisitBilling;
}

function demoVisits(
  today: string,
  serviceIds: Record<demo.DemoServiceKey, string>,
  patientIds: Record<demo.DemoPatientKey, string>,
): Visit[] {
  // Derived from `today`, like every other demo date, so a seed with a pinned clock is reproducible.
  const cancelledAt = `${today}T12:00:00.000Z`;
  return demo.demoAppointments.map(({ openDay, time, service: serviceKey, patient, billing, ...fields }) => {
    const service = demo.demoServices[serviceKey];
    const fileAs = typeof patient === 'string' ? undefined : patient.fileAs;
    const contact =
      typeof patient === 'string'
        ? contactOf(demo.demoPatients[patient])
        : { name: patient.name, email: patient.email, phone: patient.phone };
    const newPatient = fileAs && { id: randomUUID(), ...fileAs, email: contact.email, phone: contact.phone };
    const patientId = typeof patient === 'string' ? patientIds[patient] : (newPatient?.id ?? null);
    const date = nthOpenDay(today, openDay);
    const row = {
      ...fields,
      ...contact,
      id: randomUUID(),
      patientId,
      serviceTypeId: serviceIds[serviceKey],
      scheduledDate: date,
      scheduledTime: time,
      durationMinutes: service.durationMinutes,
      paymentAmount: service.price,
      depositAmount: 'depositAmount' in service ? service.depositAmount : 0,
      cancelledAt: fields.status === 'cancelled' ? cancelledAt : null,
    };
    return { row, date, patientId, newPatient, price: service.price, serviceName: service.name, billing };
  });
}

function contactOf(patient: { firstName: string; lastName: string; email: string; phone: string }) {
  return {
    name: `${patient.firstName} ${patient.lastName}`,
    email: patient.email,
    phone: patient.phone,
  };
}

const openWeekdays = new Set(demo.demoBookingHours.filter((day) => day.enabled).map((day) => day.weekday));

/**
 * The date `offset` open days away: 0 is today if open, else the next open day; 1 the open
 * day after that; -1 the last open day before today. Days closed to online booking are skipped.
 */
function nthOpenDay(today: string, offset: number): string {
  const step = offset < 0 ? -1 : 1;
  let date = offset < 0 ? shiftDays(today, -1) : today;
  let remaining = Math.abs(offset) - (offset < 0 ? 1 : 0);
  for (;;) {
    if (openWeekdays.has(weekday(date))) {
      if (remaining === 0) return date;
      remaining -= 1;
    }
    date = shiftDays(date, step);
  }
}

// Calendar arithmetic on the date alone, in UTC, so the host's time zone cannot shift a day.
function parseDate(date: string): Date {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) {
    throw new RangeError(`Expected a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  }
  return parsed;
}

function weekday(date: string): number {
  return parseDate(date).getUTCDay();
}

function shiftDays(date: string, days: number): string {
  const shifted = parseDate(date);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}
