// The checks of the calendar's forms before anything is sent, in the shape useSchemaForm reads
// (`safeParse`). The API's own schemas for these inputs live beside its routes
// (api/src/admin-calendar/calendar-input.ts), out of a remote's reach; the rules here are the same,
// and the parts that do exist in shared-domain are used as they are (the patient record's schema
// for a new patient, the cancellation reason of the management link).
import type { ValidationIssue } from 'shared-domain/field-errors';
import { patientFormSchema } from 'shared-domain/patient';
import { validationMessages as m } from 'shared-domain/validation-messages';
import type { FormSchema, FormValues } from 'shared-ui/useSchemaForm';
import { isCalendarDate } from './calendar-grid';
import { blockText, moveText, newAppointmentText } from './calendar-text';

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A form's check as a schema: its issues by field, or the data to send. */
function formSchema<F extends string, Output>(
  check: (values: FormValues<F>) => ValidationIssue[],
  output: (values: FormValues<F>) => Output,
): FormSchema<Output> {
  return {
    safeParse(input: unknown) {
      const values = input as FormValues<F>;
      const issues = check(values);
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: output(values) };
    },
  };
}

const issue = (field: string, message: string): ValidationIssue => ({ path: [field], message });

function dateIssues(field: string, label: string, value: string): ValidationIssue[] {
  if (!value) return [issue(field, m.required(label))];
  return isCalendarDate(value) ? [] : [issue(field, m.date(label))];
}

// ---------------------------------------------------------------------------------------------
// Nouveau rendez-vous

export const newAppointmentFields = [
  'patientMode',
  'patientId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'serviceTypeId',
  'date',
  'time',
  'reason',
] as const;
export type NewAppointmentField = (typeof newAppointmentFields)[number];

export const newAppointmentLimits = { reasonMax: 1000 } as const;

export type PatientChoice = { patientId: string } | { newPatient: { firstName: string; lastName: string; email?: string; phone?: string } };

export type NewAppointmentRequest = PatientChoice & { serviceTypeId: string; date: string; time: string; reason?: string };

export const newAppointmentSchema = formSchema<NewAppointmentField, NewAppointmentRequest>(
  (values) => {
    const issues: ValidationIssue[] = [];
    if (values.patientMode === 'new') {
      const patient = patientFormSchema.safeParse({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
      });
      if (!patient.success) issues.push(...patient.error.issues);
    } else if (!values.patientId) {
      issues.push(issue('patientId', newAppointmentText.choosePatient));
    }
    if (!values.serviceTypeId) issues.push(issue('serviceTypeId', m.required(newAppointmentText.service)));
    issues.push(...dateIssues('date', newAppointmentText.date, values.date));
    if (!clock.test(values.time)) issues.push(issue('time', moveText.chooseTime));
    if (values.reason.length > newAppointmentLimits.reasonMax)
      issues.push(issue('reason', m.maxLength(newAppointmentText.reason, newAppointmentLimits.reasonMax)));
    return issues;
  },
  (values) => {
    const patient: PatientChoice =
      values.patientMode === 'new'
        ? {
            newPatient: {
              firstName: values.firstName,
              lastName: values.lastName,
              ...(values.email ? { email: values.email } : {}),
              ...(values.phone ? { phone: values.phone } : {}),
            },
          }
        : { patientId: values.patientId };
    return {
      ...patient,
      serviceTypeId: values.serviceTypeId,
      date: values.date,
      time: values.time,
      ...(values.reason ? { reason: values.reason } : {}),
    };
  },
);

/** A 422's field names (`newPatient.firstName`) as the form's. */
export function newAppointmentField(apiField: string): NewAppointmentField | undefined {
  const name = apiField.startsWith('newPatient.') ? apiField.slice('newPatient.'.length) : apiField;
  return (newAppointmentFields as readonly string[]).includes(name) ? (name as NewAppointmentField) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Bloquer une période

export const blockFields = ['startDate', 'endDate', 'wholeDay', 'startTime', 'endTime', 'reason'] as const;
export type BlockField = (typeof blockFields)[number];

export const blockLimits = { reasonMax: 200 } as const;

export interface BlockRequest {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
}

export const blockSchema = formSchema<BlockField, BlockRequest>(
  (values) => {
    const issues = [
      ...dateIssues('startDate', blockText.startDate, values.startDate),
      ...dateIssues('endDate', blockText.endDate, values.endDate),
    ];
    if (issues.length === 0 && values.endDate < values.startDate) issues.push(issue('endDate', blockText.endBeforeStart));
    if (!values.wholeDay) {
      if (!clock.test(values.startTime)) issues.push(issue('startTime', m.required(blockText.startTime)));
      if (!clock.test(values.endTime)) issues.push(issue('endTime', m.required(blockText.endTime)));
      else if (values.startDate === values.endDate && clock.test(values.startTime) && values.endTime <= values.startTime)
        issues.push(issue('endTime', blockText.endBeforeStart));
    }
    if (!values.reason) issues.push(issue('reason', m.required(blockText.reason)));
    else if (values.reason.length > blockLimits.reasonMax)
      issues.push(issue('reason', m.maxLength(blockText.reason, blockLimits.reasonMax)));
    return issues;
  },
  (values) => ({
    startDate: values.startDate,
    endDate: values.endDate,
    startTime: values.wholeDay ? null : values.startTime,
    endTime: values.wholeDay ? null : values.endTime,
    reason: values.reason,
  }),
);
