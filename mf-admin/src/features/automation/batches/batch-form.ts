// The form of « Opérations groupées » as flat strings (what useSchemaForm holds), made into the
// batch request of shared-domain (`batchRequestSchema`) and checked by it, so the screen says what
// the API says: a message on a nested part of the request (`selection.date`) shows beside the
// field that typed it (`date`), here and when the server refuses.
import {
  type BatchPatientGroup,
  type BatchRequest,
  type BatchRequestInput,
  batchLimits,
  batchRequestSchema,
  batchSendDelays,
} from 'shared-domain/automation/automation';
import type { ApiError } from 'shared-domain/platform/errors';
import type { FormSchema, FormValues } from 'shared-ui/useSchemaForm';

export const batchFormKinds = ['cancel', 'move', 'message', 'resend_confirmations'] as const satisfies readonly BatchRequest['kind'][];
export type BatchFormKind = (typeof batchFormKinds)[number];

export const selectionTypes = ['day', 'range', 'appointments', 'patients'] as const;
export type SelectionType = (typeof selectionTypes)[number];

/** The selections an operation offers: patients for a message only (the others change appointments). */
export function selectionTypesFor(kind: BatchFormKind): readonly SelectionType[] {
  return kind === 'message' ? selectionTypes : selectionTypes.filter((type) => type !== 'patients');
}

/** Whether the selection is whole days, which a cancellation may close to booking. */
export const mayCloseDays = (selection: SelectionType) => selection === 'day' || selection === 'range';

/** In the order the form shows them: the first invalid one takes the focus. */
export const batchFormFields = [
  'kind',
  'selectionType',
  'date',
  'from',
  'to',
  'appointmentIds',
  'patientGroup',
  'lastVisitSince',
  'reason',
  'offerToWaitlist',
  'closeDays',
  'toDate',
  'subject',
  'body',
  'sendDelayMinutes',
  'ratePerMinute',
] as const;
export type BatchFormField = (typeof batchFormFields)[number];
export type BatchFormValues = FormValues<BatchFormField>;

/** A checkbox's value in the form. */
export const checked = 'oui';

/** The chosen appointments, as the form keeps them (one string). */
export const joinIds = (ids: readonly string[]) => ids.join(',');
export const splitIds = (value: string) => value.split(',').filter(Boolean);

/** A fresh form: the first kind the role may run, a day, the default delay and rate; a cancelled day closed to booking. */
export function emptyBatchForm(kind: BatchFormKind, date: string): Partial<BatchFormValues> {
  return {
    kind,
    selectionType: 'day',
    date,
    from: date,
    to: date,
    patientGroup: 'active',
    closeDays: checked,
    sendDelayMinutes: String(batchSendDelays[1]),
    ratePerMinute: String(batchLimits.defaultRatePerMinute),
  };
}

/** « Journée maladie »: every appointment of a day cancelled, the reason said in the notice, the day closed to booking. */
export const sickDayReason = 'Journée maladie';

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

function selectionOf(values: BatchFormValues): BatchRequestInput['selection'] {
  switch (values.selectionType) {
    case 'range':
      return { type: 'range', from: values.from, to: values.to };
    case 'appointments':
      return { type: 'appointments', appointmentIds: splitIds(values.appointmentIds) };
    case 'patients':
      return {
        type: 'patients',
        status: (values.patientGroup || 'active') as BatchPatientGroup,
        ...(values.lastVisitSince ? { lastVisitSince: values.lastVisitSince } : {}),
      };
    default:
      return { type: 'day', date: values.date };
  }
}

/** The request the form's values stand for (unchecked: the schema checks it). */
export function batchRequestOf(values: BatchFormValues): BatchRequestInput {
  const common = {
    selection: selectionOf(values),
    sendDelayMinutes: numberOrUndefined(values.sendDelayMinutes) as BatchRequestInput['sendDelayMinutes'],
    ratePerMinute: numberOrUndefined(values.ratePerMinute),
    dryRun: true,
  };
  switch (values.kind as BatchFormKind) {
    case 'cancel':
      return {
        kind: 'cancel',
        ...common,
        reason: values.reason,
        offerToWaitlist: values.offerToWaitlist === checked,
        // Days only: chosen appointments leave their days open (the box is not shown for them).
        closeDays: values.closeDays === checked && mayCloseDays(values.selectionType as SelectionType),
      };
    case 'move':
      return { kind: 'move', ...common, toDate: values.toDate };
    case 'message':
      return { kind: 'message', ...common, subject: values.subject, body: values.body };
    default:
      return { kind: values.kind as 'resend_confirmations', ...common };
  }
}

/** The form's field for a message about `path` of the request ('selection.date' → 'date'). */
export function fieldOfPath(path: readonly PropertyKey[] | string): BatchFormField | undefined {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [first, second] = parts;
  const name = first === 'selection' ? (second ?? 'selectionType') : first;
  if (name === 'type') return 'selectionType';
  if (first === 'selection' && name === 'status') return 'patientGroup';
  return (batchFormFields as readonly string[]).includes(name ?? '') ? (name as BatchFormField) : undefined;
}

/** The form's schema: its values made into the request, checked by the API's schema. */
export const batchFormSchema: FormSchema<BatchRequest> = {
  safeParse(input: unknown) {
    const result = batchRequestSchema.safeParse(batchRequestOf(input as BatchFormValues));
    if (result.success) return { success: true, data: result.data };
    return {
      success: false,
      error: { issues: result.error.issues.map((issue) => ({ path: [fieldOfPath(issue.path) ?? '_'], message: issue.message })) },
    };
  },
};

/** A refusal whose fields are named as the request names them, named as the form's. */
export function withFormFields(error: ApiError): ApiError {
  if (!error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fieldOfPath(path);
    if (field) fields[field] ??= message;
  }
  return { ...error, fields };
}
