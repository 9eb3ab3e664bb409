// Every TanStack Query key of the patient portal, from one factory: a key names its endpoint and
// the parameters it was asked with. The portal's own reads start with 'portal', the public ones it
// shares with the site (the clinic, the booking's services and slots) with 'public'.

const portal = 'portal';
const pub = 'public';

export const portalKeys = {
  me: () => [portal, 'me'] as const,
  appointments: () => [portal, 'appointments'] as const,
  appointmentAvailability: (id: string) => [portal, 'appointments', id, 'availability'] as const,
  balance: () => [portal, 'balance'] as const,
  payments: () => [portal, 'payments'] as const,
  transactions: () => [portal, 'transactions'] as const,
  paymentMethods: () => [portal, 'payment-methods'] as const,
  invoices: () => [portal, 'invoices'] as const,
  invoice: (id: string) => [portal, 'invoices', id] as const,
  insuranceReceipts: () => [portal, 'insurance-receipts'] as const,
  creditNotes: () => [portal, 'credit-notes'] as const,
  yearlyStatements: () => [portal, 'yearly-statements'] as const,
  correctionRequests: () => [portal, 'correction-requests'] as const,
  consents: () => [portal, 'consents'] as const,
  questionnaires: () => [portal, 'questionnaires'] as const,
  intakeTasks: () => [portal, 'intake'] as const,
  clinic: () => [pub, 'clinic'] as const,
  bookingServices: () => [pub, 'booking', 'services'] as const,
  bookingAvailability: (serviceId: string) => [pub, 'booking', 'availability', serviceId] as const,
};
