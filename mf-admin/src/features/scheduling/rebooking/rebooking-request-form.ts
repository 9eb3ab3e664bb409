// The rebooking request as its form holds it: the fields, the slots chosen (travelling in the form
// as one JSON value, so shared-domain's schema checks them with the rest), and the server's messages
// about a slot (`slots.<n>.time`) put on the slot list.
import type { ApiError } from 'shared-domain/platform/errors';
import { type RebookingRequest, rebookingRequestSchema } from 'shared-domain/scheduling/rebooking';
import type { FormSchema } from 'shared-ui/useSchemaForm';

export type RequestField = 'appointmentId' | 'patientName' | 'patientEmail' | 'reason' | 'slots' | 'expiresInHours';
export const requestFields: readonly RequestField[] = ['appointmentId', 'patientName', 'patientEmail', 'reason', 'slots', 'expiresInHours'];

export interface ChosenSlot {
  date: string;
  time: string;
  durationMinutes: number;
  serviceName: string;
}

const formValue = (input: unknown, field: RequestField): string => {
  const value = typeof input === 'object' && input !== null ? Reflect.get(input, field) : undefined;
  return typeof value === 'string' ? value : '';
};

/** The form's text values as the request: the slots list decoded, the delay a number (empty: the default). */
function requestInput(input: unknown) {
  const slots = formValue(input, 'slots');
  const expires = formValue(input, 'expiresInHours').trim();
  const appointmentId = formValue(input, 'appointmentId');
  return {
    ...(appointmentId ? { appointmentId } : {}),
    patientName: formValue(input, 'patientName'),
    patientEmail: formValue(input, 'patientEmail'),
    reason: formValue(input, 'reason'),
    slots: slots ? JSON.parse(slots) : [],
    ...(expires ? { expiresInHours: Number(expires) } : {}),
  };
}

export const requestFormSchema: FormSchema<RebookingRequest> = {
  safeParse: (input) => rebookingRequestSchema.safeParse(requestInput(input)),
};

/** The server names a slot's problem `slots.<n>.<field>`: on this form it belongs to the slot list. */
export function withSlotFields(error: ApiError): ApiError {
  if (!error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = name.startsWith('slots.') ? 'slots' : name;
    fields[field] ??= message;
  }
  return { ...error, fields };
}
