// The demo practice seeded on first start: a fictional Montréal clinic. Phone numbers are in
// the 555-01xx fictional range and every address is at a reserved `.example` domain.
import { specificationOpeningHours } from 'shared-domain/clinic/clinic-profile';
import { defaultHomeStatistics } from 'shared-domain/clinic/clinic-settings';
import { daysBetween } from 'shared-domain/platform/clinic-time';
import type {
  appointments,
  bookingHourBreaks,
  bookingHours,
  clinicSettings,
  patients,
  serviceTypes,
  soapTemplates,
  waitlistEntries,
} from '../platform/db/schema';

// Content only: the seed stamps each row with its clock's instant.
type Insert<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'createdAt' | 'updatedAt'>;

export const demoStaff = {
  email: 'emilie.tremblay@clinique-tremblay.example',
  fullName: 'Dre Émilie Tremblay',
  role: 'admin',
} as const;

/**
 * The team around her, one account per other role, each with an enrolled authenticator
 * like the admin's, so each role's back-office can be tried (and e2e signs in as each).
 */
export const demoPractitioner = {
  email: 'antoine.gagne@clinique-tremblay.example',
  fullName: 'Dr Antoine Gagné',
  role: 'practitioner',
} as const;

export const demoReception = {
  email: 'chantal.bergeron@clinique-tremblay.example',
  fullName: 'Chantal Bergeron',
  role: 'reception',
} as const;

export const demoSettings = {
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  practitionerName: 'Dre Émilie Tremblay',
  practitionerTitle: 'Chiropraticienne',
  email: 'info@clinique-tremblay.example',
  phone: '514 555-0142',
  addressLine: '4350, rue Saint-Denis, bureau 201',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
  timeZone: 'America/Toronto',
  bookingMode: 'open',
  showAdminLink: false,
  onlineBookingEnabled: true,
  advanceBookingDays: 30,
  // Law 25 (Quebec) requires a person in charge of personal information; in a solo practice,
  // the practitioner.
  privacyOfficerName: 'Dre Émilie Tremblay',
  privacyOfficerEmail: 'emilie.tremblay@clinique-tremblay.example',
  // Printed on insurance receipts and taxable invoices (fictitious numbers).
  practitionerLicenceNumber: 'OCQ 2417',
  gstNumber: '812345678 RT 0001',
  qstNumber: '1234567890 TQ 0001',
  parkingInfo: 'Stationnement gratuit, accès poussette',
  // « Paramètres », the sections that change nothing the API tests rely on (the rules
  // that do — notice, quiet hours, breaks, a closure — are `demoConfiguration`, for the demo only).
  // Registered for the taxes: the clinic sells pillows and orthoses at the desk.
  taxRegistered: true,
  privacyOfficerTitle: 'Chiropraticienne, propriétaire de la clinique',
  privacyOfficerPhone: '514 555-0142',
  noShowFee: 4000,
  lateCancellationFee: 2500,
  reminderHoursBefore: 24,
  offerBatchSize: 3,
  offerExpiryMinutes: 120,
  sameDayBooking: true,
  newPatientsBookOnline: true,
  // Hidden, as Quebec's professional codes restrict testimonials in advertising (DESIGN §7).
  showTestimonials: false,
  homeStatistics: JSON.stringify([...defaultHomeStatistics, { value: '2007', label: 'diplômée en chiropratique' }]),
} satisfies Omit<Insert<typeof clinicSettings>, 'id' | 'ownerId'>;

/**
 * The demo's booking rules, reminders' quiet hours and lunch breaks (its holiday closure is
 * `demoHolidayClosure`):
 * written by `ensureDemoClinic` on the demo's first start only, since they change which slots are
 * offered and when e-mail leaves, which the API tests (seeded with the same clinic) do not expect.
 */
export const demoConfiguration = {
  settings: {
    minimumNoticeHours: 2,
    selfServiceCutoffHours: 24,
    maxUpcomingPerPerson: 4,
    quietHoursStart: '21:00',
    quietHoursEnd: '07:00',
  },
  // Lunch on Tuesday and Thursday, the long days with evening hours.
  breaks: [
    { weekday: 2, startTime: '12:00', endTime: '13:00' },
    { weekday: 4, startTime: '12:00', endTime: '13:00' },
  ],
} satisfies {
  settings: Partial<Insert<typeof clinicSettings>>;
  breaks: Omit<Insert<typeof bookingHourBreaks>, 'id'>[];
};

/**
 * How far ahead the demo's holiday closure starts at the least: past the 14 open days the booking
 * page shows first (at most 19 calendar days), so the demo's visits, the days a newcomer tries and
 * the end-to-end suite's open days are never closed, whatever the date the demo is started on.
 */
export const holidayClosureLeadDays = 21;

/**
 * The demo's « Congé des Fêtes », 24 December to 4 January: this season's while it starts at least
 * `holidayClosureLeadDays` after `today`, else the next season's (a demo started on 10 December
 * shows the following year's). A fixed date would go stale and, near the holidays, close the days
 * the demo and its tests book on.
 */
export function demoHolidayClosure(today: string): { startDate: string; endDate: string; reason: string } {
  const year = Number(today.slice(0, 4));
  const season = (first: number) => ({ startDate: `${first}-12-24`, endDate: `${first + 1}-01-04`, reason: 'Congé des Fêtes' });
  const thisSeason = season(year);
  return daysBetween(today, thisSeason.startDate) >= holidayClosureLeadDays ? thisSeason : season(year + 1);
}

// Specification §9 hours, with the notes the week view shows on closed days.
const closedDayNotes: Record<number, string> = { 0: 'Fermé', 6: 'Sur rendez-vous' };

export const demoBookingHours = specificationOpeningHours.map(({ weekday, enabled, start, end }) => ({
  weekday,
  enabled,
  startTime: start,
  endTime: end,
  note: closedDayNotes[weekday] ?? null,
})) satisfies Insert<typeof bookingHours>[];

export type DemoServiceKey = 'initial' | 'followUp' | 'pediatric' | 'prenatal' | 'neuro' | 'neuroPediatric';

export const demoServices = {
  initial: {
    name: 'Évaluation initiale',
    description:
      'Première visite : histoire de cas, examen chiropratique et neurologique, explication des résultats et premier ajustement si indiqué.',
    price: 9500,
    durationMinutes: 60,
    color: '#0f766e',
    visitKind: 'first_visit',
  },
  followUp: {
    name: 'Suivi chiropratique',
    description: 'Visite de suivi : réévaluation rapide, ajustements et conseils adaptés à votre progression.',
    price: 6500,
    durationMinutes: 30,
    color: '#2563eb',
  },
  pediatric: {
    name: 'Chiropratique pédiatrique',
    description: 'Soins doux adaptés aux nourrissons et aux enfants : coliques, torticolis, troubles du sommeil, développement moteur.',
    price: 6000,
    durationMinutes: 30,
    color: '#db2777',
  },
  prenatal: {
    name: 'Chiropratique prénatale',
    description:
      'Suivi de la femme enceinte avec table et coussins adaptés : douleurs lombaires et pelviennes, préparation à l’accouchement.',
    price: 7500,
    durationMinutes: 45,
    color: '#9333ea',
  },
  neuro: {
    name: 'Neurologie fonctionnelle',
    description:
      'Évaluation approfondie des fonctions neurologiques (équilibre, mouvements oculaires, coordination) et plan d’exercices ciblés.',
    price: 12000,
    durationMinutes: 60,
    color: '#ea580c',
    visitKind: 'first_visit',
    requiresDeposit: true,
    depositAmount: 3000,
  },
  neuroPediatric: {
    name: 'Neuropédiatrie fonctionnelle',
    description:
      'Pour les enfants ayant des difficultés d’attention, d’apprentissage ou d’intégration sensorielle : évaluation et exercices à faire à la maison.',
    price: 12000,
    durationMinutes: 60,
    // Ocre: dark enough to stand out on the calendar's white page (clinic-catalogue.ts).
    color: '#a16207',
    visitKind: 'first_visit',
    requiresDeposit: true,
    depositAmount: 3000,
  },
} satisfies Record<DemoServiceKey, Insert<typeof serviceTypes>>;

// Specification §3: the seven templates and their follow-up delays.
export const demoSoapTemplates = [
  {
    name: 'Coliques du nourrisson',
    category: 'pediatric',
    followUpDays: 4,
    subjective:
      'Pleurs inconsolables plus de 3 h par jour, plus de 3 jours par semaine, surtout en fin de journée. Inconfort pendant et après les boires, jambes repliées, gaz fréquents. Accouchement : ___. Mode d’alimentation : ___.',
    objective:
      'Nourrisson de ___ semaines, éveillé et réactif. Tension sous-occipitale et restriction en C1 ___. Rotation cervicale limitée à ___. Tension diaphragmatique et abdominale à la palpation. Réflexe de succion : ___.',
    assessment:
      'Coliques du nourrisson avec dysfonction cervicale haute et tension diaphragmatique pouvant nuire au confort digestif et à la succion.',
    plan: 'Ajustements doux à pression digitale (C1, sacrum), relâchement diaphragmatique. Conseils aux parents : massage abdominal dans le sens horaire, positions de boire, portage. Revoir dans 4 jours.',
  },
  {
    name: 'TDAH chez l’enfant',
    category: 'neurological',
    followUpDays: 14,
    subjective:
      'Difficultés d’attention et d’organisation rapportées par les parents et l’école, agitation motrice, impulsivité. Sommeil : ___. Diagnostic médical et médication : ___.',
    objective:
      'Réflexes primitifs persistants (Moro, RTAC) : ___. Équilibre unipodal yeux fermés : ___ s. Saccades et poursuites oculaires : ___. Coordination bilatérale : ___. Restrictions vertébrales : ___.',
    assessment:
      'Profil compatible avec un retard d’intégration des réflexes primitifs et une coordination bilatérale immature, en appui au suivi médical et scolaire.',
    plan: 'Ajustements adaptés à l’enfant. Exercices quotidiens d’intégration des réflexes et de coordination (10 minutes à la maison). Réévaluation des tests fonctionnels dans 14 jours.',
  },
  {
    name: 'Lombalgie de grossesse',
    category: 'prenatal',
    followUpDays: 6,
    subjective:
      'Grossesse de ___ semaines. Douleur lombaire basse et sacro-iliaque ___, intensité ___/10, augmentée à la marche prolongée, en se retournant au lit et en montant les escaliers.',
    objective:
      'Test de Webster : ___. Restriction sacro-iliaque ___. Tension du ligament rond ___ et des fessiers. Tests neurologiques des membres inférieurs normaux.',
    assessment: 'Lombalgie mécanique de grossesse avec dysfonction sacro-iliaque ___ et déséquilibre pelvien.',
    plan: 'Technique Webster, ajustement en décubitus latéral, relâchement des tissus mous. Conseils : coussin entre les genoux pour dormir, ceinture de soutien au besoin, exercices de bascule du bassin. Revoir dans 6 jours.',
  },
  {
    name: 'Torticolis congénital',
    category: 'pediatric',
    followUpDays: 3,
    subjective:
      'Préférence de rotation de la tête vers la ___ depuis la naissance, difficulté à boire d’un côté. Plagiocéphalie remarquée par les parents : ___.',
    objective:
      'Rotation cervicale active ___° à droite, ___° à gauche. Inclinaison latérale ___. Tension du sterno-cléido-mastoïdien ___, sans masse palpable. Asymétrie crânienne : ___.',
    assessment: 'Torticolis congénital postural avec restriction de la rotation cervicale ___ et risque de plagiocéphalie positionnelle.',
    plan: 'Ajustements cervicaux doux, relâchement du SCM. Enseignement aux parents : temps sur le ventre plusieurs fois par jour, alterner le côté du boire et du coucher, étirements doux. Revoir dans 3 jours; référer en physiothérapie si peu d’amélioration.',
  },
  {
    name: 'Lombalgie aiguë',
    category: 'musculoskeletal',
    followUpDays: 3,
    subjective:
      'Douleur lombaire apparue il y a ___ jours en ___, intensité ___/10, sans irradiation sous le genou. Aucun trouble urinaire ou intestinal, aucune perte de sensibilité au périnée.',
    objective:
      'Flexion lombaire limitée à ___°, spasme des paravertébraux ___. Restriction L4-L5 / sacro-iliaque ___. Lasègue négatif. Réflexes, force et sensibilité des membres inférieurs normaux.',
    assessment: 'Lombalgie mécanique aiguë sans signe de radiculopathie ni drapeau rouge.',
    plan: 'Ajustements lombaires et sacro-iliaques, travail des tissus mous. Rester actif, marche quotidienne, glace 15 minutes au besoin les 48 premières heures. Revoir dans 3 jours.',
  },
  {
    name: 'Cervicalgie de bureau',
    category: 'musculoskeletal',
    followUpDays: 3,
    subjective:
      'Douleur cervicale et tension aux trapèzes après de longues heures à l’ordinateur, céphalées en fin de journée ___ fois par semaine. Poste de travail : ___.',
    objective:
      'Antépulsion de la tête, épaules enroulées. Rotation cervicale limitée à ___. Restrictions C5-C6 et T1-T4 ___. Points gâchettes aux trapèzes supérieurs et élévateurs de la scapula. Examen neurologique des membres supérieurs normal.',
    assessment: 'Cervicalgie mécanique posturale avec céphalées de tension associées.',
    plan: 'Ajustements cervicaux et thoraciques, relâchement myofascial. Ergonomie : écran à la hauteur des yeux, pauses actives toutes les 30 minutes, rentrés de menton et étirements des pectoraux. Revoir dans 3 jours.',
  },
  {
    name: 'Autisme – intégration sensorielle',
    category: 'neurological',
    followUpDays: 14,
    subjective:
      'Enfant de ___ ans avec diagnostic de TSA. Sensibilités sensorielles rapportées (bruits, textures, vêtements) : ___. Sommeil et régulation émotionnelle : ___. Suivis en cours (ergothérapie, orthophonie) : ___.',
    objective:
      'Tolérance au toucher : ___. Équilibre et réactions posturales : ___. Réflexes primitifs persistants : ___. Mouvements oculaires : ___. Restrictions vertébrales : ___.',
    assessment:
      'Difficultés de modulation sensorielle et d’intégration vestibulaire, prises en charge en complément du suivi interdisciplinaire.',
    plan: 'Séances courtes et prévisibles, ajustements doux selon la tolérance. Activités vestibulaires et proprioceptives à la maison, coordonnées avec l’ergothérapeute. Réévaluation dans 14 jours.',
  },
] satisfies Omit<Insert<typeof soapTemplates>, 'displayOrder'>[];

export type DemoPatientKey = 'camille' | 'lea' | 'mathieu' | 'noah';

export const demoPatients = {
  camille: {
    firstName: 'Camille',
    lastName: 'Gagnon',
    email: 'camille.gagnon@courriel.example',
    phone: '514 555-0117',
    address: '1220, avenue du Mont-Royal Est, Montréal (Québec) H2J 1Y2',
    dateOfBirth: '1992-06-14',
    notes: 'Enceinte, terme prévu dans environ deux mois.',
  },
  lea: {
    firstName: 'Léa',
    lastName: 'Bouchard',
    email: 'famille.bouchard@courriel.example',
    phone: '514 555-0128',
    address: '5675, rue Fabre, Montréal (Québec) H2G 2W2',
    dateOfBirth: '2021-03-02',
    notes: 'Accompagnée de sa mère, Julie Bouchard.',
  },
  mathieu: {
    firstName: 'Mathieu',
    lastName: 'Côté',
    email: 'mathieu.cote@courriel.example',
    phone: '438 555-0163',
    address: '3840, rue Saint-Urbain, Montréal (Québec) H2W 1T8',
    dateOfBirth: '1985-11-23',
    notes: null,
  },
  noah: {
    firstName: 'Noah',
    lastName: 'Roy',
    email: 'famille.roy@courriel.example',
    phone: '514 555-0184',
    address: '6210, boulevard Saint-Laurent, Montréal (Québec) H2S 3C4',
    dateOfBirth: '2016-09-08',
    notes: 'Difficultés d’attention signalées par l’école.',
  },
} satisfies Record<DemoPatientKey, Insert<typeof patients>>;

/**
 * The portal patient's saved cards (sandbox tokens, so paying the balance works in the demo): a
 * primary Visa, and a Mastercard that expires next month (the 'expires soon' badge).
 */
export const demoCards = [
  { brand: 'Visa', lastFour: '4242', monthsLeft: 26, nickname: 'Visa personnelle', primary: true },
  { brand: 'Mastercard', lastFour: '4444', monthsLeft: 1, nickname: null, primary: false },
] as const;

/** The patient who gets a portal account. */
export const demoPortalPatient: DemoPatientKey = 'camille';

type AppointmentFields = Pick<
  Insert<typeof appointments>,
  'status' | 'bookingSource' | 'reason' | 'presenceConfirmed' | 'cancellationReason' | 'paymentStatus' | 'notes'
>;

export interface DemoAppointment extends AppointmentFields {
  /** Open days from today: 0 is today or the next open day, -1 the last open day before today. */
  openDay: number;
  time: string;
  service: DemoServiceKey;
  /**
   * A patient on file, or the contact details of someone new; with `fileAs`, the seed opens a
   * record for them (the day of the seed) and links the appointment to it.
   */
  patient: DemoPatientKey | { name: string; email: string; phone: string; fileAs?: { firstName: string; lastName: string } };
  /** How a completed visit's invoice differs from "the service, paid or not as paymentStatus". */
  billing?: DemoVisitBilling;
}

export interface DemoVisitBilling {
  /** Items sold at the visit, billed on its invoice after the service. */
  items?: { description: string; amount: number; taxCode: 'exempt' | 'gst_qst' }[];
  /** A card payment was tried and declined before this one (a failed transaction). */
  declinedAttempt?: boolean;
}

/** Days an invoice is payable in; the demo's older unpaid invoice is past it. */
export const demoInvoiceTermDays = 30;

/**
 * A busy morning a week out, so the booking page shows a day whose first slots are taken (people
 * who booked by phone or online). Each has a record, so they show in « Patients » as in the search
 * and the calendar.
 */
const busyDay = 5;
const busyMorning: [time: string, service: DemoServiceKey, firstName: string, lastName: string, email: string, phone: string][] = [
  ['08:00', 'followUp', 'Alexandre', 'Morin', 'alexandre.morin@courriel.example', '514 555-0102'],
  ['08:30', 'pediatric', 'Rosalie', 'Fortin', 'famille.fortin@courriel.example', '514 555-0104'],
  ['09:00', 'initial', 'Gabriel', 'Bélanger', 'gabriel.belanger@courriel.example', '438 555-0106'],
  ['10:00', 'prenatal', 'Audrey', 'Lévesque', 'audrey.levesque@courriel.example', '514 555-0108'],
  ['11:00', 'followUp', 'Vincent', 'Girard', 'vincent.girard@courriel.example', '514 555-0109'],
];
export const busyMorningAppointments: DemoAppointment[] = busyMorning.map(([time, service, firstName, lastName, email, phone], index) => ({
  openDay: busyDay,
  time,
  service,
  patient: { name: `${firstName} ${lastName}`, email, phone, fileAs: { firstName, lastName } },
  status: index % 2 === 0 ? 'confirmed' : 'pending',
  bookingSource: index % 2 === 0 ? 'admin' : 'online',
}));

/**
 * The portal patient's care since her first visit: an initial assessment, then prenatal follow-ups,
 * each paid by card, except one left unpaid past its due date (the overdue balance) after a
 * declined payment, and a pregnancy pillow sold at one visit (a taxable line beside an exempt one).
 * Eleven transactions, so the portal's table shows ten and offers more.
 */
const camilleFollowUpDays = [-40, -35, -30, -25, -20, -15, -10, -6, -4, -2];
const camilleHistory: DemoAppointment[] = [
  {
    openDay: -45,
    time: '10:00',
    service: 'initial',
    patient: 'camille',
    status: 'completed',
    bookingSource: 'online',
    reason: 'Douleur au bas du dos depuis le début du deuxième trimestre',
    presenceConfirmed: true,
    paymentStatus: 'paid',
  },
  ...camilleFollowUpDays.map(
    (openDay): DemoAppointment => ({
      openDay,
      time: '10:00',
      service: 'prenatal',
      patient: 'camille',
      status: 'completed',
      bookingSource: openDay === -30 ? 'admin' : 'online',
      reason: 'Suivi prénatal',
      presenceConfirmed: true,
      paymentStatus: openDay === -25 ? 'pending' : 'paid',
      ...(openDay === -30 ? { billing: { items: [{ description: 'Coussin de grossesse', amount: 5995, taxCode: 'gst_qst' }] } } : {}),
      // Unpaid more than demoInvoiceTermDays ago: the overdue part of the balance.
      ...(openDay === -25 ? { billing: { declinedAttempt: true } } : {}),
    }),
  ),
];

export const demoAppointments: DemoAppointment[] = [
  ...camilleHistory,
  {
    openDay: -1,
    time: '09:30',
    service: 'prenatal',
    patient: 'camille',
    status: 'completed',
    bookingSource: 'admin',
    reason: 'Suivi prénatal',
    presenceConfirmed: true,
    paymentStatus: 'pending',
  },
  {
    openDay: -1,
    time: '15:30',
    service: 'followUp',
    patient: 'mathieu',
    status: 'no_show',
    bookingSource: 'admin',
    reason: 'Suivi lombalgie',
  },
  {
    openDay: 0,
    time: '09:00',
    service: 'prenatal',
    patient: 'camille',
    status: 'confirmed',
    bookingSource: 'online',
    reason: 'Suivi prénatal, douleur sacro-iliaque',
    presenceConfirmed: true,
  },
  {
    openDay: 0,
    time: '14:00',
    service: 'pediatric',
    patient: 'lea',
    status: 'pending',
    bookingSource: 'site',
    reason: 'Réveils fréquents la nuit et tension au cou',
  },
  {
    openDay: 1,
    time: '10:30',
    service: 'followUp',
    patient: 'mathieu',
    status: 'confirmed',
    bookingSource: 'admin',
    reason: 'Lombalgie aiguë, deuxième visite',
  },
  {
    openDay: 2,
    time: '16:00',
    service: 'neuroPediatric',
    patient: 'noah',
    status: 'pending',
    bookingSource: 'online',
    reason: 'Difficultés d’attention en classe',
    notes: 'Apporter le dernier bulletin scolaire.',
  },
  {
    // The portal patient's coming assessment of a service that asks a deposit, paid online by card
    // (demo-desk.ts): « Dépôt payé : 30,00 $ » in her portal, deducted on the visit's draft.
    // Open day 12: no end-to-end journey books there (e2e/support/clinic-days.ts).
    openDay: 12,
    time: '14:00',
    service: 'neuro',
    patient: 'camille',
    status: 'confirmed',
    bookingSource: 'online',
    reason: 'Vertiges et troubles de l’équilibre depuis l’accouchement de sa sœur',
  },
  {
    openDay: 3,
    time: '11:00',
    service: 'initial',
    patient: {
      name: 'Olivier Pelletier',
      email: 'olivier.pelletier@courriel.example',
      phone: '514 555-0195',
    },
    status: 'cancelled',
    bookingSource: 'online',
    reason: 'Maux de tête fréquents',
    cancellationReason: 'Conflit d’horaire au travail',
  },
  ...busyMorningAppointments,
];

/**
 * Requests from the public modal still waiting for a slot (no date, pending): the « Demandes » inbox
 * and its badge show them. `hoursAgo`: when each was sent, before the seed's "now".
 */
export const demoAppointmentRequests = [
  {
    name: 'Geneviève Bouchard',
    email: 'genevieve.bouchard@courriel.example',
    phone: '514 555-0152',
    reason: 'Douleur au bas du dos depuis un déménagement, surtout le matin.',
    patientAge: '42 ans',
    preferredTime: 'Matin',
    hoursAgo: 20,
  },
  {
    name: 'Isabelle Morin',
    email: 'isabelle.morin@courriel.example',
    phone: '438 555-0137',
    reason: 'Mon bébé tourne toujours la tête du même côté ; la pédiatre suggère de consulter.',
    patientAge: '3 mois',
    preferredTime: 'Après-midi',
    hoursAgo: 3,
  },
] satisfies (Pick<Insert<typeof appointments>, 'name' | 'email' | 'phone' | 'reason' | 'patientAge' | 'preferredTime'> & {
  hoursAgo: number;
})[];

/** Times the clinic blocked; `openDay` as for appointments, times null for the whole day. */
export const demoBlockedTimes: { openDay: number; startTime: string | null; endTime: string | null; reason: string }[] = [
  // A training afternoon the week after: no online booking overlaps it.
  { openDay: 8, startTime: '12:00', endTime: '17:00', reason: 'Formation continue' },
];

export const demoWaitlistEntries = [
  {
    fullName: 'Sophie Lavoie',
    email: 'sophie.lavoie@courriel.example',
    phone: '514 555-0171',
    preferredDays: ['Mardi', 'Jeudi'],
    preferredTimes: ['Soir (17h-20h)'],
    notes: 'Bébé de 6 semaines, coliques.',
  },
  // Available any time: the slot Olivier Pelletier freed is offered to him when the clinic starts
  // (`npm run demo:mail` then shows the invitation and its link).
  {
    fullName: 'Marc-André Dubé',
    email: 'marc-andre.dube@courriel.example',
    phone: '514 555-0186',
    preferredDays: [],
    preferredTimes: [],
    notes: 'Disponible en tout temps, même à courte échéance.',
  },
] satisfies Insert<typeof waitlistEntries>[];

// The demo clinic's own satisfaction score (specification §9), shown on « Ma Journée » as the
// clinic's figure; the average visit length is computed from the day's visits, not recorded.
export const demoMetrics = [{ metricName: 'patient_satisfaction', metricValue: 4.9 }];
