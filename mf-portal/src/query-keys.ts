// Every TanStack Query key of the patient portal, from one factory: a key names its endpoint and
// the parameters it was asked with. The portal's own reads start with 'portal', the public ones it
// shares with the site (the clinic, the booking's services and slots) with 'public'.

import { personKey } from './lib/acting-for/acting-for';

const portal = 'portal';
const pub = 'public';
/** The family resources' keys name the person acted for (« Pour qui ? »): one child's answers never show as another's. */
const forPerson = () => [portal, personKey()] as const;

export const portalKeys = {
  /** Every portal read, whoever it is for: what a payment for several people makes stale. */
  all: () => [portal] as const,
  me: () => [portal, 'me'] as const,
  family: () => [portal, 'family'] as const,
  /** « Payer pour la famille »: always the signed-in guardian's own, whoever « Pour qui ? » names. */
  familyPayments: () => [portal, 'family-payments'] as const,
  appointments: () => [...forPerson(), 'appointments'] as const,
  appointmentAvailability: (id: string) => [...forPerson(), 'appointments', id, 'availability'] as const,
  balance: () => [...forPerson(), 'balance'] as const,
  payments: () => [...forPerson(), 'payments'] as const,
  transactions: () => [...forPerson(), 'transactions'] as const,
  paymentMethods: () => [...forPerson(), 'payment-methods'] as const,
  invoices: () => [...forPerson(), 'invoices'] as const,
  invoice: (id: string) => [...forPerson(), 'invoices', id] as const,
  insuranceReceipts: () => [...forPerson(), 'insurance-receipts'] as const,
  creditNotes: () => [...forPerson(), 'credit-notes'] as const,
  yearlyStatements: () => [...forPerson(), 'yearly-statements'] as const,
  correctionRequests: () => [portal, 'correction-requests'] as const,
  consents: () => [portal, 'consents'] as const,
  questionnaires: () => [portal, 'questionnaires'] as const,
  intakeTasks: () => [portal, 'intake'] as const,
  clinic: () => [pub, 'clinic'] as const,
  bookingServices: () => [pub, 'booking', 'services'] as const,
  bookingAvailability: (serviceId: string) => [pub, 'booking', 'availability', serviceId] as const,
};
