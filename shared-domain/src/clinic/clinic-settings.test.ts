import { describe, expect, it } from 'vitest';
import {
  changedFieldLabels,
  clinicSectionSchema,
  closureSchema,
  defaultHomeStatistics,
  durationText,
  feesFormValues,
  feesSchema,
  hoursFormSchema,
  hoursFormValues,
  hoursSchema,
  normalizeGstNumber,
  normalizeQstNumber,
  onlineBookingSchema,
  privacySchema,
  publicSiteFormSchema,
  publicSiteFormValues,
  publicSiteSchema,
  waitlistRemindersSchema,
} from './clinic-settings';
import { firstMessagePerField } from '../platform/field-errors';

const messages = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : firstMessagePerField(result.error?.issues ?? []);

const clinic = {
  clinicName: ' Clinique Tremblay ',
  practitionerName: 'Dre Émilie Tremblay',
  practitionerTitle: 'Chiropraticienne',
  practitionerLicenceNumber: '',
  addressLine: '4350, rue Saint-Denis',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2j2k8',
  phone: '(514) 555-0142',
  email: 'Info@Clinique.EXAMPLE',
  timeZone: 'America/Toronto',
  taxRegistered: 'false',
  gstNumber: '',
  qstNumber: '',
};

const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  enabled: weekday !== 0,
  start: '08:00',
  end: '19:00',
  breaks: [] as { start: string; end: string }[],
}));

describe('« Clinique »', () => {
  it('normalises what it keeps: trimmed, phone, postal code, e-mail domain, blank as null', () => {
    const parsed = clinicSectionSchema.parse(clinic);
    expect(parsed).toMatchObject({
      clinicName: 'Clinique Tremblay',
      postalCode: 'H2J 2K8',
      phone: '514 555-0142',
      email: 'Info@clinique.example',
      practitionerLicenceNumber: null,
      taxRegistered: false,
      gstNumber: null,
    });
    // The form's parsed values pass again, as the API reads them.
    expect(clinicSectionSchema.parse(parsed)).toEqual(parsed);
  });

  it('writes the tax numbers one way and requires both once the clinic is registered', () => {
    expect(normalizeGstNumber('123456789rt0001')).toBe('123456789 RT 0001');
    expect(normalizeQstNumber('1234567890 tq 0001')).toBe('1234567890 TQ 0001');
    expect(normalizeGstNumber('12345678 RT 0001')).toBeUndefined();
    expect(messages(clinicSectionSchema.safeParse({ ...clinic, taxRegistered: true }))).toEqual({
      gstNumber: 'Le numéro de TPS est requis quand la clinique est inscrite aux taxes',
      qstNumber: 'Le numéro de TVQ est requis quand la clinique est inscrite aux taxes',
    });
    expect(messages(clinicSectionSchema.safeParse({ ...clinic, gstNumber: '123', qstNumber: '1234567890RT0001' }))).toEqual({
      gstNumber: 'Le numéro de TPS a la forme 123456789 RT 0001',
      qstNumber: 'Le numéro de TVQ a la forme 1234567890 TQ 0001',
    });
    const registered = clinicSectionSchema.parse({
      ...clinic,
      taxRegistered: true,
      gstNumber: '123456789RT0001',
      qstNumber: '1234567890TQ0001',
    });
    expect(registered).toMatchObject({ gstNumber: '123456789 RT 0001', qstNumber: '1234567890 TQ 0001' });
  });

  it('says in French what is wrong with each field', () => {
    expect(
      messages(
        clinicSectionSchema.safeParse({
          ...clinic,
          clinicName: ' ',
          phone: '555',
          email: 'non',
          postalCode: 'D1A 1A1',
          timeZone: 'Europe/Paris',
          province: 'XX',
        }),
      ),
    ).toEqual({
      clinicName: 'Veuillez remplir le champ « Nom de la clinique »',
      phone: 'Téléphone doit être un numéro de téléphone valide',
      email: 'Courriel doit être une adresse courriel valide',
      postalCode: 'Code postal doit avoir la forme A1A 1A1',
      timeZone: 'Fuseau horaire doit être un fuseau horaire canadien de la liste',
      province: expect.stringContaining('Province doit être'),
    });
  });
});

describe("« Heures d'ouverture »", () => {
  it('keeps the week in weekday order with each day’s breaks', () => {
    const tuesday = { ...week[2]!, breaks: [{ start: '12:00', end: '13:00' }] };
    const parsed = hoursSchema.parse({ days: [...week.slice(3), tuesday, ...week.slice(0, 2)] });
    expect(parsed.days.map((day) => day.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parsed.days[2]?.breaks).toEqual([{ start: '12:00', end: '13:00' }]);
  });

  it('refuses a day that closes before it opens, a break outside the day, overlapping breaks, a missing day', () => {
    const days = week.map((day) => ({ ...day }));
    days[1] = { ...days[1]!, start: '19:00', end: '08:00' };
    days[2] = { ...days[2]!, breaks: [{ start: '07:00', end: '08:30' }] };
    days[3] = {
      ...days[3]!,
      breaks: [
        { start: '12:00', end: '13:00' },
        { start: '12:30', end: '13:30' },
      ],
    };
    days[4] = { ...days[4]!, breaks: [{ start: '13:00', end: '12:00' }] };
    expect(messages(hoursSchema.safeParse({ days }))).toEqual({
      'days.1.end': "L'heure de fermeture doit être après l'heure d'ouverture",
      'days.2.breaks.0.start': "La pause doit être comprise dans les heures d'ouverture (8 h à 19 h)",
      'days.3.breaks.1.start': 'Les pauses de cette journée se chevauchent',
      'days.4.breaks.0.end': 'La fin de la pause doit être après son début',
    });
    // A closed day's hours wait, unchecked, for the day it opens again.
    expect(
      hoursSchema.safeParse({ days: week.map((day) => (day.weekday === 0 ? { ...day, start: '19:00', end: '08:00' } : day)) }).success,
    ).toBe(true);
    expect(messages(hoursSchema.safeParse({ days: week.slice(1) }))).toEqual({
      days: 'Les sept jours de la semaine doivent être donnés une fois chacun',
    });
    expect(messages(hoursSchema.safeParse({ days: [...week.slice(1), week[1]] }))).toEqual({
      days: 'Les sept jours de la semaine doivent être donnés une fois chacun',
    });
    expect(messages(hoursSchema.safeParse({ days: week.map((day) => ({ ...day, start: '8h' })) }))['days.0.start']).toBe(
      'Ouverture doit être une heure valide (HH:MM)',
    );
  });

  it('reads the form’s fields and puts each refusal on the day’s field', () => {
    const values = hoursFormValues(hoursSchema.parse({ days: week }));
    expect(values.open0).toBe('false');
    expect(values.breaks2).toBe('');
    const ok = hoursFormSchema.safeParse({ ...values, breaks2: '12:00-13:00', breaks0: '12:00-13:00' });
    expect(ok.success && ok.data.days[2]?.breaks).toEqual([{ start: '12:00', end: '13:00' }]);
    // A closed day drops its breaks.
    expect(ok.success && ok.data.days[0]?.breaks).toEqual([]);
    expect(messages(hoursFormSchema.safeParse({ ...values, end5: '07:00', breaks2: '12:00-' }))).toEqual({
      end5: "L'heure de fermeture doit être après l'heure d'ouverture",
      breaks2: 'Veuillez remplir le champ « Fin de la pause »',
    });
  });

  it('takes closures of whole days with a reason, in order', () => {
    expect(closureSchema.parse({ startDate: '2026-12-24', endDate: '2027-01-04', reason: ' Congé des Fêtes ' })).toEqual({
      startDate: '2026-12-24',
      endDate: '2027-01-04',
      reason: 'Congé des Fêtes',
    });
    expect(messages(closureSchema.safeParse({ startDate: '2026-12-24', endDate: '2026-12-23', reason: '' }))).toEqual({
      endDate: 'Le dernier jour doit être le même jour ou après le premier',
      reason: 'Veuillez remplir le champ « Motif »',
    });
    expect(messages(closureSchema.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01', reason: 'x' }))).toEqual({
      startDate: 'Premier jour doit être une date valide',
    });
  });
});

describe('« Réservation en ligne », « Frais », « Liste d’attente et rappels »', () => {
  const booking = {
    onlineBookingEnabled: 'true',
    bookingMode: 'automatic',
    advanceBookingDays: '60',
    minimumNoticeHours: '2',
    sameDayBooking: 'false',
    selfServiceCutoffHours: '',
    maxUpcomingPerPerson: '3',
    newPatientsBookOnline: 'true',
  };

  it('reads a form’s text and the typed client’s values alike', () => {
    const parsed = onlineBookingSchema.parse(booking);
    expect(parsed).toEqual({
      onlineBookingEnabled: true,
      bookingMode: 'automatic',
      advanceBookingDays: 60,
      minimumNoticeHours: 2,
      sameDayBooking: false,
      selfServiceCutoffHours: null,
      maxUpcomingPerPerson: 3,
      newPatientsBookOnline: true,
    });
    expect(onlineBookingSchema.parse(parsed)).toEqual(parsed);
  });

  it('refuses numbers out of range, modes and switches it does not know', () => {
    expect(
      messages(
        onlineBookingSchema.safeParse({
          ...booking,
          advanceBookingDays: '0',
          minimumNoticeHours: '2.5',
          maxUpcomingPerPerson: 21,
          bookingMode: 'fermé',
          sameDayBooking: 'oui',
        }),
      ),
    ).toEqual({
      advanceBookingDays: 'Horizon de réservation (jours) doit être un nombre entier de 1 à 365',
      minimumNoticeHours: 'Préavis minimum (heures) doit être un nombre entier de 0 à 168',
      maxUpcomingPerPerson: 'Rendez-vous à venir par personne doit être un nombre entier de 1 à 20',
      bookingMode: "État de l'horaire doit être l'une des valeurs suivantes: Ouvert, Complet, Automatique",
      sameDayBooking: 'Réservation le jour même doit être activé ou désactivé',
    });
  });

  it('reads fees typed in dollars as cents, up to 1 000 $', () => {
    const deposit = { timelyCancellationDeposit: 'refund' } as const;
    expect(feesSchema.parse({ noShowFee: '25,00 $', lateCancellationFee: '0', ...deposit })).toEqual({
      noShowFee: 2500,
      lateCancellationFee: 0,
      ...deposit,
    });
    expect(feesSchema.parse({ noShowFee: 2500, lateCancellationFee: 0, ...deposit })).toEqual({
      noShowFee: 2500,
      lateCancellationFee: 0,
      ...deposit,
    });
    expect(feesFormValues({ noShowFee: 2500, lateCancellationFee: 0, ...deposit })).toEqual({
      noShowFee: '25,00',
      lateCancellationFee: '0,00',
      ...deposit,
    });
    const refused = messages(feesSchema.safeParse({ noShowFee: '1 000,01', lateCancellationFee: 'vingt', ...deposit }));
    expect(refused.noShowFee).toMatch(/^Frais de rendez-vous manqué \(\$\) doit être entre 0,00\s\$ et 1\s000,00\s\$$/);
    expect(refused.lateCancellationFee).toMatch(/doit être un montant en dollars/);
    const unknownChoice = messages(feesSchema.safeParse({ noShowFee: 0, lateCancellationFee: 0, timelyCancellationDeposit: 'keep' }));
    expect(unknownChoice.timelyCancellationDeposit).toBe(
      "Dépôt d’un rendez-vous annulé dans les délais doit être l'une des valeurs suivantes: Rembourser le dépôt, Garder en crédit au compte",
    );
  });

  it('takes quiet hours both or neither, and says an invitation’s duration in hours', () => {
    const section = {
      offerBatchSize: '3',
      offerExpiryMinutes: '120',
      reminderHoursBefore: '24',
      textFollowUpHoursBefore: '12',
      quietHoursStart: '21:00',
      quietHoursEnd: '07:00',
    };
    expect(waitlistRemindersSchema.parse(section)).toMatchObject({
      offerExpiryMinutes: 120,
      quietHoursStart: '21:00',
      quietHoursEnd: '07:00',
    });
    expect(waitlistRemindersSchema.parse({ ...section, quietHoursStart: '', quietHoursEnd: null })).toMatchObject({
      quietHoursStart: null,
      quietHoursEnd: null,
    });
    expect(messages(waitlistRemindersSchema.safeParse({ ...section, quietHoursEnd: '' }))).toEqual({
      quietHoursEnd: 'Indiquez le début et la fin de la période sans courriel, ou laissez les deux vides',
    });
    expect(
      messages(waitlistRemindersSchema.safeParse({ ...section, quietHoursEnd: '21:00', offerExpiryMinutes: '10', offerBatchSize: '11' })),
    ).toEqual({
      quietHoursEnd: 'Le début et la fin de la période sans courriel doivent être différents',
      offerExpiryMinutes: "Durée d'une invitation (minutes) doit être un nombre entier de 15 à 1440",
      offerBatchSize: 'Personnes invitées à la fois doit être un nombre entier de 1 à 10',
    });
    expect(waitlistRemindersSchema.parse({ ...section, textFollowUpHoursBefore: '' })).toMatchObject({ textFollowUpHoursBefore: null });
    expect(messages(waitlistRemindersSchema.safeParse({ ...section, textFollowUpHoursBefore: '24' }))).toEqual({
      textFollowUpHoursBefore: 'Le texto suit le courriel de rappel : choisissez moins d’heures avant le rendez-vous que pour le courriel',
    });
    expect(durationText(120)).toBe('2 h');
    expect(durationText(90)).toBe('1 h 30');
    expect(durationText(45)).toBe('45 min');
  });
});

describe('« Site public », « Confidentialité »', () => {
  it('keeps the site’s own statistics as null, and custom ones as rows', () => {
    const values = publicSiteFormValues({ showAdminLink: false, showTestimonials: false, homeStatistics: null });
    expect([values.statValue0, values.statLabel1, values.statValue2]).toEqual([
      defaultHomeStatistics[0]?.value,
      defaultHomeStatistics[1]?.label,
      '',
    ]);
    const same = publicSiteFormSchema.safeParse(values);
    expect(same.success && publicSiteSchema.parse(same.data).homeStatistics).toBeNull();
    const custom = publicSiteFormSchema.safeParse({ ...values, statValue2: '2007', statLabel2: 'diplômée', showTestimonials: 'true' });
    expect(custom.success && publicSiteSchema.parse(custom.data)).toEqual({
      showAdminLink: false,
      showTestimonials: true,
      homeStatistics: [...defaultHomeStatistics, { value: '2007', label: 'diplômée' }],
    });
    expect(messages(publicSiteFormSchema.safeParse({ ...values, statLabel3: 'sans valeur' }))).toEqual({
      statValue3: 'Indiquez la valeur et le libellé de cette statistique, ou laissez les deux vides',
    });
    expect(
      messages(
        publicSiteSchema.safeParse({
          showAdminLink: true,
          showTestimonials: false,
          homeStatistics: Array(5).fill({ value: '1', label: 'a' }),
        }),
      ),
    ).toEqual({
      homeStatistics: 'Au plus 4 statistiques',
    });
  });

  it('requires the privacy officer’s name and e-mail', () => {
    expect(
      privacySchema.parse({
        privacyOfficerName: 'Dre Émilie Tremblay',
        privacyOfficerTitle: '',
        privacyOfficerEmail: 'a@b.ca',
        privacyOfficerPhone: '5145550142',
      }),
    ).toEqual({
      privacyOfficerName: 'Dre Émilie Tremblay',
      privacyOfficerTitle: null,
      privacyOfficerEmail: 'a@b.ca',
      privacyOfficerPhone: '514 555-0142',
    });
    expect(
      messages(
        privacySchema.safeParse({ privacyOfficerName: '', privacyOfficerTitle: '', privacyOfficerEmail: '', privacyOfficerPhone: '12' }),
      ),
    ).toEqual({
      privacyOfficerName: 'Veuillez remplir le champ « Nom de la personne responsable »',
      privacyOfficerEmail: 'Veuillez remplir le champ « Courriel »',
      privacyOfficerPhone: 'Téléphone doit être un numéro de téléphone valide',
    });
  });

  it('names changed fields by their labels', () => {
    expect(changedFieldLabels('clinic', ['phone', 'email'])).toEqual(['Téléphone', 'Courriel']);
    expect(changedFieldLabels('hours', ['tuesday'])).toEqual(['Mardi']);
  });
});
