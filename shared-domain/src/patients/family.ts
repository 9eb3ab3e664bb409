// Families: a guardian's portal account acts for the children (and any dependent adult) she is
// responsible for, each one's record staying her own. Who may consent for a child (Civil Code of
// Québec, art. 14: under 14, the person having parental authority or the tutor) and when a
// guardian's access ends (at 14, unless the teen agrees) are decided here, once, for the API and
// the screens alike.
import { z } from 'zod';
import { hasControlCharacters } from '../platform/control-characters';
import { recordIdField } from '../platform/record-id';
import { isCalendarDate } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

/** From this age a patient consents to her care herself, and decides who else reads her record. */
export const ownConsentAge = 14;

export const familyRelationships = ['mere', 'pere', 'tuteur', 'autre'] as const;
export type FamilyRelationship = (typeof familyRelationships)[number];

export const familyRelationshipLabels: Record<FamilyRelationship, string> = {
  mere: 'Mère',
  pere: 'Père',
  tuteur: 'Tuteur/tutrice',
  autre: 'Autre',
};

/** Who wrote the link: the clinic from the patient file, or the guardian adding a child while booking. */
export const familyLinkSources = ['staff', 'guardian'] as const;
export type FamilyLinkSource = (typeof familyLinkSources)[number];

/** Why a link no longer gives access. */
export const familyLinkEndReasons = ['unlinked', 'record_merged'] as const;
export type FamilyLinkEndReason = (typeof familyLinkEndReasons)[number];

export const familyLinkEndReasonLabels: Record<FamilyLinkEndReason, string> = {
  unlinked: 'Lien retiré par la clinique',
  record_merged: 'Dossiers fusionnés',
};

export const familyMessages = {
  guardianRequired: 'Choisissez la personne responsable.',
  dependantRequired: 'Choisissez l’enfant ou la personne à charge.',
  relationshipRequired: 'Choisissez le lien avec la personne à charge.',
  linkToSelf: 'Une personne ne peut pas être responsable d’elle-même.',
  alreadyLinked: 'Ce lien familial existe déjà.',
  birthDateNeeded: 'La date de naissance de la personne à charge doit être au dossier avant de la lier à un responsable.',
  agreementNeeded: 'À partir de 14 ans, la personne doit accepter que ce responsable ait accès à son dossier.',
  guardianWithoutAccount: 'Cette personne n’a pas de compte au portail : le lien prendra effet à sa première connexion.',
  linkNotFound: 'Ce lien familial est introuvable.',
  otherRequired: 'Choisissez le membre de la famille.',
  sideRequired: 'Dites si cette personne est l’enfant ou le parent.',
  dependantNotFound: 'Cette personne ne fait pas partie de votre famille au portail.',
} as const;

/** Staff link a guardian to a dependant from the patient file (« Famille »). */
export const familyLinkSchema = z.object({
  guardianPatientId: recordIdField(familyMessages.guardianRequired),
  dependantPatientId: recordIdField(familyMessages.dependantRequired),
  relationship: z.enum(familyRelationships, { error: familyMessages.relationshipRequired }),
  /** From 14: she agreed, in person, that this guardian keeps access. */
  dependantAgreed: z.boolean().default(false),
});
export type FamilyLinkInput = z.input<typeof familyLinkSchema>;

/** Under this age a guardian adds a child from the portal; an adult dependant is linked by the clinic. */
export const childAgeLimit = 18;

export const childFormLabels = {
  firstName: 'Prénom de l’enfant',
  lastName: 'Nom de l’enfant',
  dateOfBirth: 'Date de naissance',
  relationship: 'Votre lien avec l’enfant',
} as const;

export const childMessages = {
  birthDateInFuture: 'La date de naissance ne peut pas être dans le futur.',
  notAChild:
    'Un enfant ajouté au portail doit avoir moins de 18 ans. Pour une personne majeure à votre charge, communiquez avec la clinique.',
} as const;

const childName = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(100, m.maxLength(label, 100))
    .refine((value) => !hasControlCharacters(value, 'line'), m.controlCharacters(label));

/**
 * « Ajouter un enfant » while booking in the portal: her names, her birth date and the guardian's
 * relationship to her. The server checks the birth date against the clinic's today (in the past,
 * under 18) and creates the record the clinic confirms like any new patient's.
 */
export const childAddSchema = z.object({
  firstName: childName(childFormLabels.firstName),
  lastName: childName(childFormLabels.lastName),
  dateOfBirth: z
    .string({ error: m.required(childFormLabels.dateOfBirth) })
    .trim()
    .min(1, m.required(childFormLabels.dateOfBirth))
    .refine((value) => isCalendarDate(value) && value >= '1900-01-01', m.date(childFormLabels.dateOfBirth)),
  relationship: z.enum(familyRelationships, { error: familyMessages.relationshipRequired }),
});
export type ChildAddInput = z.input<typeof childAddSchema>;
export type ChildAdd = z.output<typeof childAddSchema>;

/** Why a birth date typed for a child is refused on the clinic's `today`, or null when it is a child's. */
export function childBirthDateRefusal(dateOfBirth: string, today: string): string | null {
  if (dateOfBirth > today) return childMessages.birthDateInFuture;
  if (ageOn(dateOfBirth, today) >= childAgeLimit) return childMessages.notAChild;
  return null;
}

/** Which side the other person takes, from the file open: « son enfant » or « son parent ». */
export const familySides = ['dependant', 'guardian'] as const;
export type FamilySide = (typeof familySides)[number];

export const familyFormLabels = {
  otherPatientId: 'Membre de la famille',
  side: 'Cette personne est',
  relationship: 'Lien du responsable avec la personne à charge',
  dependantAgreed: 'La personne à charge (14 ans ou plus) accepte que ce responsable ait accès à son dossier',
} as const;

export const familySideLabels: Record<FamilySide, string> = {
  dependant: 'Son enfant ou une personne à sa charge',
  guardian: 'Son parent ou son tuteur',
};

/** The file's « Lier un membre de la famille » form: the other record, her side, the relationship, the teen's agreement. */
export const familyLinkFormSchema = z.object({
  otherPatientId: recordIdField(familyMessages.otherRequired),
  side: z.enum(familySides, { error: familyMessages.sideRequired }),
  relationship: z.enum(familyRelationships, { error: familyMessages.relationshipRequired }),
  dependantAgreed: z
    .union([z.boolean(), z.enum(['true', 'on', 'false', ''])])
    .default(false)
    .transform((value) => value === true || value === 'true' || value === 'on'),
});

/** The link the form asks for, from the file of `patientId`. */
export function familyLinkFromForm(patientId: string, form: z.output<typeof familyLinkFormSchema>): z.input<typeof familyLinkSchema> {
  const guardianIsOther = form.side === 'guardian';
  return {
    guardianPatientId: guardianIsOther ? form.otherPatientId : patientId,
    dependantPatientId: guardianIsOther ? patientId : form.otherPatientId,
    relationship: form.relationship,
    dependantAgreed: form.dependantAgreed,
  };
}

/** Her age in whole years on `today` (both `YYYY-MM-DD`); a 29 February birthday turns on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The day she turns 14 (`YYYY-MM-DD`): from then on she consents herself. */
export function ownConsentDate(dateOfBirth: string): string {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const year = String(by + ownConsentAge).padStart(4, '0');
  // 29 February: the birthday of a non-leap year is counted on 1 March, as ageOn counts it.
  const leap = (by + ownConsentAge) % 4 === 0 && ((by + ownConsentAge) % 100 !== 0 || (by + ownConsentAge) % 400 === 0);
  if (bm === 2 && bd === 29 && !leap) return `${year}-03-01`;
  return `${year}-${String(bm).padStart(2, '0')}-${String(bd).padStart(2, '0')}`;
}

/** Who signs her care consent and her forms on `today`: a guardian under 14, herself from 14 (and when her age is unknown). */
export function consentSigner(dateOfBirth: string | null, today: string): 'guardian' | 'self' {
  if (!dateOfBirth) return 'self';
  return ageOn(dateOfBirth, today) < ownConsentAge ? 'guardian' : 'self';
}

/**
 * Whether a guardian's link still opens the dependant's record on `today`: while it is not ended,
 * and from her 14th birthday only if she agreed. A dependant whose birth date is unknown is opened
 * only with her agreement (the clinic cannot tell she is a child).
 */
export function guardianAccessHolds(
  link: { endedAt: string | null; dependantAgreedAt: string | null },
  dateOfBirth: string | null,
  today: string,
): boolean {
  if (link.endedAt) return false;
  if (link.dependantAgreedAt) return true;
  return dateOfBirth !== null && ageOn(dateOfBirth, today) < ownConsentAge;
}

/** What the file and the portal say of a link's access on `today`. */
export type FamilyAccess = 'child' | 'agreed' | 'ended_at_14' | 'ended';

export function familyAccessOn(
  link: { endedAt: string | null; dependantAgreedAt: string | null },
  dateOfBirth: string | null,
  today: string,
): FamilyAccess {
  if (link.endedAt) return 'ended';
  if (link.dependantAgreedAt) return 'agreed';
  return guardianAccessHolds(link, dateOfBirth, today) ? 'child' : 'ended_at_14';
}

export const familyAccessLabels: Record<FamilyAccess, string> = {
  child: 'Accès au portail (moins de 14 ans)',
  agreed: 'Accès au portail, avec son accord',
  ended_at_14: 'Accès terminé à 14 ans (sans son accord)',
  ended: 'Lien retiré',
};

/** The portal's word to a teen on and after her 14th birthday. */
export const ownConsentNotice =
  'Vous avez maintenant 14 ans : vous consentez vous-même à vos soins, et vos parents n’ont plus accès à votre dossier au portail sans votre accord. Parlez-en à la clinique pour le leur permettre.';

/**
 * How a portal request names the dependant it acts for: the header the portal's client sends, or
 * the query parameter a download link carries (`?pour=<id>`). Without either it acts for the
 * signed-in patient herself.
 */
export const actingForHeader = 'x-patient';
export const actingForQuery = 'pour';

/** « donné par Camille Gagnon (mère) »: who gave a child's care consent, as the record and its export say it. */
export function consentGivenBy(signer: { name: string; relationship: FamilyRelationship }): string {
  return `donné par ${signer.name} (${familyRelationshipLabels[signer.relationship].toLowerCase()})`;
}

export const careConsentMessages = {
  guardianSigns: 'Cet enfant a moins de 14 ans : choisissez le parent ou le tuteur qui donne le consentement aux soins.',
  notHisGuardian: 'Cette personne n’est pas liée à cet enfant comme responsable.',
} as const;
