// The clinic's services as `GET /api/admin/services` lists them: two offered (one bookable online)
// and one withdrawn (never offered). Tests only.
import type { AdminAnswer } from './admin-stub-api';

type ServicesList = AdminAnswer<'GET /api/admin/services'>;
type Service = ServicesList['services'][number];

/** A service as the API lists it, with `fields` changed. */
export const service = (fields: Pick<Service, 'id' | 'name'> & Partial<Service>): Service => ({
  description: '',
  priceCents: 8500,
  durationMinutes: 30,
  color: null,
  isActive: true,
  allowOnlineBooking: true,
  requiresDeposit: false,
  depositCents: 0,
  taxCode: 'exempt',
  visitKind: 'other',
  displayOrder: 0,
  ...fields,
});

export const testServices: ServicesList['services'] = [
  service({
    id: 'svc-adulte',
    name: 'Ajustement adulte',
    color: '#2f6f62',
    durationMinutes: 30,
    priceCents: 8500,
    isActive: true,
    allowOnlineBooking: true,
  }),
  service({
    id: 'svc-bebe',
    name: 'Suivi bébé',
    color: '#c2693e',
    durationMinutes: 45,
    priceCents: 9500,
    isActive: true,
    allowOnlineBooking: false,
  }),
  service({
    id: 'svc-retire',
    name: 'Massothérapie',
    color: null,
    durationMinutes: 60,
    priceCents: 9000,
    isActive: false,
    allowOnlineBooking: false,
  }),
];

export const servicesList = (services: ServicesList['services'] = testServices): ServicesList => ({ services });
