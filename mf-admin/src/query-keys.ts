// Every TanStack Query key of the back-office, from one factory: a key names its endpoint and the
// parameters it was asked with, and a shorter key (`…all`) covers every variant, for invalidation.
// All start with 'admin': `refreshAfterChange` (scheduling/calendar) reads again every key but `me`.

const admin = 'admin';

export interface AvailabilityParams {
  serviceTypeId: string;
  from: string;
  days: number;
  ignoreAppointmentId?: string | undefined;
}

export const adminKeys = {
  me: () => [admin, 'me'] as const,
  /** The clinic's identity over the sign-in pages (GET /api/public/clinic). */
  clinicIdentity: () => [admin, 'clinic-identity'] as const,
  secondFactorState: () => [admin, 'second-factor', 'state'] as const,
  sessions: () => [admin, 'sessions'] as const,
  calendarFeed: () => [admin, 'calendar-feed'] as const,
  search: (q: string) => [admin, 'search', q] as const,
  auditEvents: () => [admin, 'audit-events'] as const,
  soapTemplates: {
    all: () => [admin, 'soap-templates'] as const,
    active: () => [admin, 'soap-templates', 'active'] as const,
    withInactive: () => [admin, 'soap-templates', 'all'] as const,
  },
  day: () => [admin, 'day'] as const,
  invoicing: () => [admin, 'invoicing'] as const,
  requests: () => [admin, 'requests'] as const,
  services: () => [admin, 'services'] as const,
  availability: {
    all: () => [admin, 'availability'] as const,
    of: (params: AvailabilityParams) => [admin, 'availability', params] as const,
  },
  calendar: {
    all: () => [admin, 'calendar'] as const,
    range: (from: string, to: string) => [admin, 'calendar', from, to] as const,
  },
  appointments: {
    list: (filters: object) => [admin, 'appointments', 'list', filters] as const,
    upcoming: (q: string) => [admin, 'appointments', 'upcoming', q] as const,
  },
  waitlist: () => [admin, 'waitlist'] as const,
  slotOffers: () => [admin, 'slot-offers'] as const,
  rebookingRequests: () => [admin, 'rebooking-requests'] as const,
  patients: {
    /** Every list of patients (the page's, the merge search's). */
    lists: () => [admin, 'patients', 'list'] as const,
    list: (filters: object) => [admin, 'patients', 'list', filters] as const,
    search: (q: string) => [admin, 'patients', 'search', q] as const,
    file: (id: string) => [admin, 'patients', 'file', id] as const,
    duplicatesOf: (id: string) => [admin, 'patients', 'duplicates-of', id] as const,
    clinicalRecord: (id: string) => [admin, 'patients', id, 'clinical-record'] as const,
    outcomes: (id: string) => [admin, 'patients', id, 'outcomes'] as const,
    questionnaireRequests: (id: string) => [admin, 'patients', id, 'questionnaire-requests'] as const,
    intakes: (id: string) => [admin, 'patients', id, 'intakes'] as const,
    intake: (id: string, intakeId: string) => [admin, 'patients', id, 'intakes', intakeId] as const,
  },
  clinicalNotes: {
    patients: (q: string) => [admin, 'clinical-notes', 'patients', q] as const,
    ofPatient: (patientId: string) => [admin, 'clinical-notes', 'patient', patientId] as const,
  },
  questionnaires: () => [admin, 'questionnaires'] as const,
  /** « Paramètres avancés › Questionnaire d'accueil »: the current version and the list of versions. */
  intakeForm: () => [admin, 'intake-form'] as const,
  /** « Équipe »: the members and the invitations. */
  team: () => [admin, 'team'] as const,
  /** « Paiements »: the payments and refunds, by filter. */
  payments: {
    all: () => [admin, 'payments'] as const,
    list: (filters: object) => [admin, 'payments', 'list', filters] as const,
  },
  /** « Assurances »: the paid visits and their receipts, by filter; one receipt as printed. */
  /** « Analyses »: a period's figures, the list behind one. */
  analyses: {
    all: () => [admin, 'analyses'] as const,
    figures: (period: object) => [admin, 'analyses', 'figures', period] as const,
    list: (query: object) => [admin, 'analyses', 'list', query] as const,
    progress: (period: object) => [admin, 'analyses', 'progress', period] as const,
  },
  /** « Rapports financiers »: a period's report, the list behind one figure. */
  financialReports: {
    all: () => [admin, 'financial-reports'] as const,
    report: (query: object) => [admin, 'financial-reports', 'report', query] as const,
    list: (query: object) => [admin, 'financial-reports', 'list', query] as const,
  },
  insurance: {
    all: () => [admin, 'insurance'] as const,
    list: (filters: object) => [admin, 'insurance', 'list', filters] as const,
    print: (appointmentId: string) => [admin, 'insurance', 'print', appointmentId] as const,
    claims: (filters: object) => [admin, 'insurance', 'claims', filters] as const,
    followUps: () => [admin, 'insurance', 'follow-ups'] as const,
    claimable: (patientId: string) => [admin, 'insurance', 'claimable', patientId] as const,
    cases: (patientId: string) => [admin, 'insurance', 'cases', patientId] as const,
    settings: () => [admin, 'insurance', 'settings'] as const,
    plan: (patientId: string) => [admin, 'insurance', 'plan', patientId] as const,
  },
  /** « Taxes et relevés »: a period's tax report, a year's statements batch. */
  taxes: {
    report: (period: object) => [admin, 'taxes', 'report', period] as const,
    statements: (year: number | null) => [admin, 'taxes', 'statements', year] as const,
  },
  /** A patient's account at the desk: owed, credit, refundable payments. */
  patientAccount: (patientId: string) => [admin, 'patient-account', patientId] as const,
  /** « Fermeture de caisse »: a day as the close shows it, and the closed days. */
  cashClosings: {
    all: () => [admin, 'cash-closings'] as const,
    day: (date: string) => [admin, 'cash-closings', 'day', date] as const,
    closed: (from: string, to: string) => [admin, 'cash-closings', 'closed', from, to] as const,
  },
  /** « Comptes à recevoir », and a patient's statement. */
  receivables: {
    all: () => [admin, 'receivables'] as const,
    asOf: (date: string) => [admin, 'receivables', date] as const,
  },
  statement: (patientId: string) => [admin, 'statement', patientId] as const,
  /** « Facturation »: the invoices, by filter, and one invoice. */
  invoices: {
    all: () => [admin, 'invoices'] as const,
    list: (filters: object) => [admin, 'invoices', 'list', filters] as const,
    one: (id: string) => [admin, 'invoices', 'one', id] as const,
  },
  /** « Opérations groupées »: the recent batches, one batch and its report. */
  batches: {
    all: () => [admin, 'batches'] as const,
    list: () => [admin, 'batches', 'list'] as const,
    one: (id: string) => [admin, 'batches', 'one', id] as const,
  },
  /** « Actions en un clic »: the three prepared actions and their counts. */
  oneClick: () => [admin, 'one-click'] as const,
  actionable: () => [admin, 'actionable'] as const,
  /** « Annulations automatisées », by month. */
  cancellationAutomation: (month: string) => [admin, 'cancellation-automation', month] as const,
  retentionReview: () => [admin, 'retention-review'] as const,
  /** « Demandes d'accès et de rectification »: the queue under its filters. */
  privacyRequests: {
    all: () => [admin, 'privacy-requests'] as const,
    queue: (filters: Record<string, string>) => [admin, 'privacy-requests', 'queue', filters] as const,
  },
  /** « Registre des incidents de confidentialité »: the register, an entry's notice. */
  privacyIncidents: {
    all: () => [admin, 'privacy-incidents'] as const,
    register: () => [admin, 'privacy-incidents', 'register'] as const,
    notice: (id: string) => [admin, 'privacy-incidents', 'notice', id] as const,
  },
};
