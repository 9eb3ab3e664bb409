// The appointment request form's state (specification sections 4 and 5): editing → submitting →
// success or error, and back. Fields are checked on submit (all of them), on blur (that field),
// and as the person types once that field shows an error; only the first error per field shows.
import { useEffect, useEffectEvent, useMemo, useReducer } from 'react';
import { appointmentRequestErrors, type AppointmentRequestField } from 'shared-domain/appointment-request';
import { errorMessages } from 'shared-domain/errors';
import { sanitizeInput } from 'shared-domain/sanitize';

export type RequestValues = Record<AppointmentRequestField, string>;
export type RequestFieldErrors = Partial<Record<AppointmentRequestField, string>>;
export type RequestKind = 'appointment' | 'waitlist';

/** In the order the form shows them: the first invalid one gets the focus. */
export const requestFields = ['name', 'email', 'phone', 'reason', 'patient_age', 'preferred_time'] as const satisfies readonly AppointmentRequestField[];

export const emptyRequestValues: RequestValues = {
  name: '',
  email: '',
  phone: '',
  reason: '',
  patient_age: '',
  preferred_time: '',
};

interface FormFields {
  values: RequestValues;
  errors: RequestFieldErrors;
  /** Counts the times the form was found invalid on submit (or by the server): each one moves the focus. */
  invalidSubmissions: number;
}

export type RequestFormState = FormFields &
  (
    | { phase: 'editing' }
    | { phase: 'submitting' }
    | { phase: 'success'; kind: RequestKind }
    | { phase: 'error'; message: string; errorId?: string }
  );

export type RequestFormAction =
  | { type: 'change'; field: AppointmentRequestField; value: string }
  | { type: 'blur'; field: AppointmentRequestField }
  | { type: 'submit' }
  | { type: 'received'; kind: RequestKind }
  | { type: 'rejected'; errors: RequestFieldErrors }
  | { type: 'failed'; message: string; errorId?: string }
  | { type: 'retry' }
  | { type: 'dismiss' }
  | { type: 'reset' };

export const initialRequestFormState: RequestFormState = {
  phase: 'editing',
  values: emptyRequestValues,
  errors: {},
  invalidSubmissions: 0,
};

/** The first message per field for what would be sent, i.e. after sanitising. */
export function validateRequest(values: RequestValues): RequestFieldErrors {
  return appointmentRequestErrors(sanitizeInput(values));
}

export function firstInvalidField(errors: RequestFieldErrors): AppointmentRequestField | undefined {
  return requestFields.find((field) => errors[field]);
}

function withFieldError(errors: RequestFieldErrors, field: AppointmentRequestField, values: RequestValues): RequestFieldErrors {
  const { [field]: _previous, ...others } = errors;
  const message = validateRequest(values)[field];
  return message ? { ...others, [field]: message } : others;
}

export function requestFormReducer(state: RequestFormState, action: RequestFormAction): RequestFormState {
  const fields: FormFields = { values: state.values, errors: state.errors, invalidSubmissions: state.invalidSubmissions };
  switch (action.type) {
    case 'change': {
      // While sending, what is on screen stays what was sent.
      if (state.phase !== 'editing') return state;
      const values = { ...state.values, [action.field]: action.value };
      const errors = state.errors[action.field] ? withFieldError(state.errors, action.field, values) : state.errors;
      return { ...state, values, errors };
    }
    case 'blur':
      if (state.phase !== 'editing') return state;
      return { ...state, errors: withFieldError(state.errors, action.field, state.values) };
    case 'submit': {
      if (state.phase !== 'editing') return state;
      const errors = validateRequest(state.values);
      if (firstInvalidField(errors)) return { ...fields, phase: 'editing', errors, invalidSubmissions: state.invalidSubmissions + 1 };
      return { ...fields, phase: 'submitting', errors: {} };
    }
    case 'received':
      return state.phase === 'submitting' ? { ...fields, phase: 'success', kind: action.kind } : state;
    case 'rejected':
      if (state.phase !== 'submitting') return state;
      return { ...fields, phase: 'editing', errors: action.errors, invalidSubmissions: state.invalidSubmissions + 1 };
    case 'failed':
      return state.phase === 'submitting' ? { ...fields, phase: 'error', message: action.message, errorId: action.errorId } : state;
    case 'retry':
      return state.phase === 'error' ? { ...fields, phase: 'editing' } : state;
    case 'dismiss':
      // Closing the modal: a success is over, an error gives the filled form back, and a field
      // left half done is not scolded on the next opening. A request on its way keeps going.
      if (state.phase === 'success') return initialRequestFormState;
      if (state.phase === 'submitting') return state;
      return { ...fields, phase: 'editing', errors: {} };
    case 'reset':
      return initialRequestFormState;
  }
}

export type SendOutcome =
  | { type: 'received'; kind: RequestKind }
  | { type: 'rejected'; errors: RequestFieldErrors }
  | { type: 'failed'; message: string; errorId?: string };

export interface RequestFormActions {
  change(field: AppointmentRequestField, value: string): void;
  blur(field: AppointmentRequestField): void;
  submit(): void;
  retry(): void;
  dismiss(): void;
  reset(): void;
}

export interface RequestForm extends RequestFormActions {
  state: RequestFormState;
}

/** `send` runs once each time the form enters `submitting`, with the values on screen. */
export function useRequestForm(send: (values: RequestValues) => Promise<SendOutcome>): RequestForm {
  const [state, dispatch] = useReducer(requestFormReducer, initialRequestFormState);
  const sendValues = useEffectEvent(send);

  const { phase, values } = state;
  useEffect(() => {
    if (phase !== 'submitting') return;
    void sendValues(values).then(dispatch, () => dispatch({ type: 'failed', message: errorMessages.unexpected }));
  }, [phase, values]);

  const actions = useMemo<RequestFormActions>(
    () => ({
      change: (field, value) => dispatch({ type: 'change', field, value }),
      blur: (field) => dispatch({ type: 'blur', field }),
      submit: () => dispatch({ type: 'submit' }),
      retry: () => dispatch({ type: 'retry' }),
      dismiss: () => dispatch({ type: 'dismiss' }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [],
  );
  return { state, ...actions };
}
