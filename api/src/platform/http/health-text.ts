// Law 25's need-to-know on the back-office's shared views (DESIGN §5): the same route answers the
// desk less. A free-text health field (a visit's reason, the notes on a file…: the columns of
// `platform/db/health-text-columns.ts`) reaches the roles that care for the patient (`care`) as
// written; to anyone else it is null, with `<field>OnFile` telling that one exists, which the
// screens show as « Motif au dossier ». Each kind of thing a staff view shows has its helper below,
// the one place its fields are withheld; a route applies it to what it answers.
import { mayAccess, type StaffRole } from 'shared-domain/accounts/staff-role';

/** The health fields of each kind, by the name the views give them. */
export const healthTextFields = {
  visit: ['reason', 'notes'],
  patientFile: ['consultationReason', 'notes'],
  waitlistEntry: ['notes'],
  rebookingAnswer: ['patientNotes'],
  textReply: ['body'],
} as const;
type Kind = keyof typeof healthTextFields;
type FieldOf<K extends Kind> = (typeof healthTextFields)[K][number];

/** `item` as a role reads it: its health fields possibly null, each with its `…OnFile` flag. */
export type ShapedForRole<T, F extends string> = Omit<T, F & keyof T> & {
  [P in F & keyof T]: T[P] | null;
} & {
  [P in F & keyof T as `${P & string}OnFile`]: boolean;
};

type WithHealthText<K extends Kind> = { [P in FieldOf<K>]?: string | null };

/** Whether a role reads the patient's health text (the care group: admin, practitioner). */
export function readsHealthText(role: StaffRole): boolean {
  return mayAccess(role, 'care');
}

function shapedFor<K extends Kind, T extends WithHealthText<K>>(kind: K, role: StaffRole, item: T): ShapedForRole<T, FieldOf<K>> {
  const reads = readsHealthText(role);
  const shaped: Record<string, unknown> = { ...item };
  for (const field of healthTextFields[kind] as readonly string[]) {
    if (!(field in item)) continue;
    const text = shaped[field];
    const onFile = typeof text === 'string' && text.trim() !== '';
    shaped[field] = reads ? (text ?? null) : null;
    shaped[`${field}OnFile`] = onFile;
  }
  return shaped as ShapedForRole<T, FieldOf<K>>;
}

/** A visit or a public request (an undated appointment): its reason and the notes on it. */
export const visitFor = <T extends WithHealthText<'visit'>>(role: StaffRole, visit: T) => shapedFor('visit', role, visit);

/** The patient file: its consultation reason and notes. */
export const patientFileFor = <T extends WithHealthText<'patientFile'>>(role: StaffRole, patient: T) =>
  shapedFor('patientFile', role, patient);

/** A waitlist entry: what the person wrote when joining. */
export const waitlistEntryFor = <T extends WithHealthText<'waitlistEntry'>>(role: StaffRole, entry: T) =>
  shapedFor('waitlistEntry', role, entry);

/** An answer to an offer to rebook: what the patient wrote. */
export const rebookingAnswerFor = <T extends WithHealthText<'rebookingAnswer'>>(role: StaffRole, answer: T) =>
  shapedFor('rebookingAnswer', role, answer);

/** A text a patient sent that is neither OUI, NON nor STOP: her own words. */
export const textReplyFor = <T extends WithHealthText<'textReply'>>(role: StaffRole, reply: T) => shapedFor('textReply', role, reply);
