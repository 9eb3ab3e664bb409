// Step 4's form: the visitor's name, e-mail, phone and notes, checked with the booking schema of
// shared-domain (the API checks the whole of it again, with the chosen service, date and time).
import { bookingSchema } from 'shared-domain/scheduling/online-booking';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { useSchemaForm, type FormOutcome, type FormValues, type SchemaForm } from 'shared-ui/useSchemaForm';
import type { BookedAppointment } from './api/book';

/** The card paying the deposit of a service that asks one (checked by the API and its gateway). */
export const cardFields = ['cardNumber', 'cardExpiry', 'cardCvv', 'cardholderName', 'cardPostalCode'] as const;
export type CardField = (typeof cardFields)[number];

/** In the order the form shows them: the first invalid one gets the focus. */
export const detailFields = ['name', 'email', 'phone', 'notes', ...cardFields] as const;
export type DetailField = (typeof detailFields)[number];
export type DetailValues = FormValues<DetailField>;

/** The fields the specification requires ('Veuillez remplir tous les champs obligatoires'). */
export const requiredDetailFields = ['name', 'email', 'phone'] as const satisfies readonly DetailField[];

// Free text here (empty when the service asks no deposit): the API checks the card and the gateway takes it.
const cardText = bookingSchema.shape.notes;
export const detailsSchema = bookingSchema.pick({ name: true, email: true, phone: true, notes: true }).extend({
  cardNumber: cardText,
  cardExpiry: cardText,
  cardCvv: cardText,
  cardholderName: cardText,
  cardPostalCode: cardText,
});

/** The API's field for each card field (`deposit.number`…); `deposit` alone is the card missing. */
export const depositFieldOf: Record<string, CardField> = {
  deposit: 'cardNumber',
  'deposit.number': 'cardNumber',
  'deposit.expiry': 'cardExpiry',
  'deposit.cvv': 'cardCvv',
  'deposit.cardholderName': 'cardholderName',
  'deposit.postalCode': 'cardPostalCode',
};
export type Details = ReturnType<typeof detailsSchema.parse>;

export type DetailsForm = SchemaForm<DetailField, BookedAppointment>;

export interface DetailsFormOptions {
  send(details: Details): Promise<FormOutcome<DetailField, BookedAppointment>>;
  onSuccess(booked: BookedAppointment): void;
}

export function useDetailsForm({ send, onSuccess }: DetailsFormOptions): DetailsForm {
  return useSchemaForm({
    schema: detailsSchema,
    fields: detailFields,
    sanitize: sanitizeInput<DetailValues>,
    // A refused booking leaves what was typed in place, with the reason above it.
    editableAfterFailure: true,
    send,
    onSuccess,
  });
}

/** A required field left empty after a submission: the form says so once above the fields. */
export function missesRequiredDetails(form: DetailsForm): boolean {
  const { values, errors } = form.state;
  return requiredDetailFields.some((field) => errors[field] && values[field].trim() === '');
}
