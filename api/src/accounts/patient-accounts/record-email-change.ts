// Staff change the e-mail of a patient's record: her portal account follows the record
// to the new address, so she can ask for a sign-in link there, and both addresses are told in
// French. The old mailbox may not be hers any more: its notice does not say the new address.
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { formatPhone } from 'shared-domain/platform/format';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { patientAccounts } from '../../platform/db/schema';
import { outboxInsert } from '../../platform/mail/queue-email';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { atClinic, ofClinic } from 'shared-domain/platform/french-elision';

interface ClinicContact {
  clinicName: string;
  phone: string;
  email: string;
}

function signature(clinic: ClinicContact): string[] {
  return ['', clinic.clinicName, `${formatPhone(clinic.phone)} · ${clinic.email}`];
}

export function emailChangedNotices(options: {
  oldEmail: string | null;
  newEmail: string | null;
  clinic: ClinicContact;
  publicUrl: string;
}): OutgoingMail[] {
  const { clinic } = options;
  const subject = `Votre adresse courriel a été modifiée – ${clinic.clinicName}`;
  const notices: OutgoingMail[] = [];
  if (options.oldEmail) {
    notices.push({
      to: options.oldEmail,
      subject,
      text: [
        'Bonjour,',
        '',
        `À votre demande ou à celle d'un membre de l'équipe ${ofClinic(clinic.clinicName)}, cette adresse courriel n'est plus celle de votre dossier : la clinique et le portail patient utiliseront désormais votre nouvelle adresse.`,
        '',
        "Vous n'êtes pas à l'origine de ce changement? Communiquez avec la clinique sans tarder.",
        ...signature(clinic),
      ].join('\n'),
    });
  }
  if (options.newEmail) {
    notices.push({
      to: options.newEmail,
      subject,
      text: [
        'Bonjour,',
        '',
        `Cette adresse courriel est maintenant celle de votre dossier ${atClinic(clinic.clinicName)}. Pour vous connecter au portail patient, demandez un lien de connexion à cette adresse :`,
        '',
        absoluteUrl(options.publicUrl, paths.patientLogin.build()),
        '',
        "Vous n'êtes pas à l'origine de ce changement? Communiquez avec la clinique sans tarder.",
        ...signature(clinic),
      ].join('\n'),
    });
  }
  return notices;
}

/**
 * The statements that go in the record's update batch: the account (if any) moved to the new
 * address, unless another patient's account already signs in with it (addresses are unique per
 * account), and the two notices. `accountMoves` tells whether the account will follow.
 */
export async function patientEmailChange(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  change: { patientId: string; oldEmail: string | null; newEmail: string | null },
): Promise<{ statements: BatchItem<'sqlite'>[]; accountId: string | undefined }> {
  const clinic = await loadClinicSettings(deps.db);
  const notices = emailChangedNotices({ ...change, clinic, publicUrl: deps.config.publicUrl }).map((mail) =>
    outboxInsert(deps, { ...mail, patientId: change.patientId }),
  );
  const [account] = await deps.db
    .select({ id: patientAccounts.id })
    .from(patientAccounts)
    .where(eq(patientAccounts.patientId, change.patientId));
  if (!account || !change.newEmail) return { statements: notices, accountId: undefined };
  const mailbox = change.newEmail.toLowerCase();
  const taken = deps.db
    .select({ one: sql`1` })
    .from(patientAccounts)
    .where(and(eq(patientAccounts.email, mailbox), ne(patientAccounts.id, account.id)));
  const follow = deps.db
    .update(patientAccounts)
    .set({ email: mailbox })
    .where(and(eq(patientAccounts.id, account.id), notExists(taken)));
  return { statements: [follow, ...notices], accountId: account.id };
}
