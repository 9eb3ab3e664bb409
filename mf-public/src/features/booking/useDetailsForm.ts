// Step 4's form: the visitor's name, e-mail, phone and notes, checked with the booking schema of
// shared-domain (the API checks the whole of it again, with the chosen service, date and time).
// Loaded with the step (DetailsStep), never with the page's first steps.
import { bookingSchema } from 'shared-domain/scheduling/online-booking';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { useSchemaForm, type FormOutcome, type SchemaForm } from 'shared-ui/useSchemaForm';
import type { BookedAppointment } from './api/book';
import { detailFields, requiredDetailFields, type DetailField, type DetailValues } from './detail-fields';

// Free text here (empty when the service asks no deposit): the API checks the card and the gateway takes it.
const cardText = bookingSchema.shape.notes;
export const detailsSchema = bookingSchema.pick({ name: true, email: true, phone: true, notes: true }).extend({
  cardNumber: cardText,
  cardExpiry: cardText,
  cardCvv: cardText,
  cardholderName: cardText,
  cardPostalCode: cardText,
});

export type Details = ReturnType<typeof detailsSchema.parse>;

export type DetailsForm = SchemaForm<DetailField, BookedAppointment>;

export interface DetailsFormOptions {
  send(details: Details): Promise<FormOutcome<DetailField, BookedAppointment>>;
  onSuccess(booked: BookedAppointment): void;
  /** What the visitor had typed before leaving the step (a slot taken meanwhile, « Retour »). */
  initialValues?: Partial<DetailValues>;
}

export function useDetailsForm({ send, onSuccess, initialValues }: DetailsFormOptions): DetailsForm {
  return useSchemaForm({
    schema: detailsSchema,
    fields: detailFields,
    sanitize: sanitizeInput<DetailValues>,
    // A refused booking leaves what was typed in place, with the reason above it.
    editableAfterFailure: true,
    send,
    onSuccess,
    ...(initialValues ? { initialValues } : {}),
  });
}

/** A required field left empty after a submission: the form says so once above the fields. */
export function missesRequiredDetails(form: DetailsForm): boolean {
  const { values, errors } = form.state;
  return requiredDetailFields.some((field) => errors[field] && values[field].trim() === '');
}
