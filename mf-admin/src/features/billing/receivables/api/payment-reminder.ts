// POST /api/admin/patients/:id/payment-reminder: « Rappel de paiement » e-mailed to the patient,
// listing what is owed with a link that pays those invoices in the portal. Refused (422) without
// an e-mail address or when nothing is owed.
import { createAdminClient } from 'api/client';
import { apiData } from 'shared-ui/api-result';

const client = createAdminClient();

/** Throws the refusal (ApiRequestError), for a mutation. */
export const sendPaymentReminder = (patientId: string) =>
  apiData(() => client.patients[':id']['payment-reminder'].$post({ param: { id: patientId } }));
