// The appointment request form (specification sections 4 and 5): shared-ui's schema form on the
// request schema of shared-domain. Its success says what the clinic took: an appointment request
// or a waitlist entry.
import {
  appointmentRequestSchema,
  type AppointmentRequest,
  type AppointmentRequestField,
} from 'shared-domain/scheduling/appointment-request';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import {
  createFormReducer,
  initialFormState,
  useSchemaForm,
  validateValues,
  type FieldErrors,
  type FormOutcome,
  type FormValues,
  type SchemaForm,
  type SchemaFormAction,
  type SchemaFormState,
} from 'shared-ui/useSchemaForm';

export type RequestKind = 'appointment' | 'waitlist';
export type RequestValues = FormValues<AppointmentRequestField>;
export type RequestFieldErrors = FieldErrors<AppointmentRequestField>;
export type SendOutcome = FormOutcome<AppointmentRequestField, RequestKind>;
export type RequestFormState = SchemaFormState<AppointmentRequestField, RequestKind>;
export type RequestFormAction = SchemaFormAction<AppointmentRequestField, RequestKind>;
export type RequestForm = SchemaForm<AppointmentRequestField, RequestKind>;

/** In the order the form shows them: the first invalid one gets the focus. */
export const requestFields = [
  'name',
  'email',
  'phone',
  'reason',
  'patient_age',
  'preferred_time',
] as const satisfies readonly AppointmentRequestField[];

const requestFormConfig = { schema: appointmentRequestSchema, fields: requestFields, sanitize: sanitizeInput<RequestValues> };

export const requestFormReducer = createFormReducer<AppointmentRequestField, AppointmentRequest, RequestKind>(requestFormConfig);
export const initialRequestFormState: RequestFormState = initialFormState(requestFields);

/** The first message per field for what would be sent, i.e. after sanitising. */
export function validateRequest(values: RequestValues): RequestFieldErrors {
  return validateValues(requestFormConfig, values);
}

/** `send` runs once each time the form enters `submitting`, with the sanitised, valid request. */
export function useRequestForm(send: (request: AppointmentRequest) => Promise<SendOutcome>): RequestForm {
  return useSchemaForm({ ...requestFormConfig, send });
}
