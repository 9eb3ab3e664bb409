// A valid appointment request, as a person fills it in and as it is sent once sanitised.
import type { RequestValues } from '../features/booking-request/useRequestForm';

export const validRequestValues: RequestValues = {
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  phone: '514 555-0199',
  reason: 'Coliques de mon bébé',
  patient_age: '4 mois',
  preferred_time: 'Matin',
};
