// A form driven by a schema from shared-domain (zod's, read through `safeParse` only, so this
// module brings no schema library with it). Generalised from the appointment request form
// (specification section 5): the form is editing → submitting → success or error, and back.
// Fields are checked on submit (all of them), on blur (that field), and as the person types once
// that field shows an error; only the first error per field shows; what is checked and sent is
// the sanitised values; the server's 422 field messages come back onto the fields by name; each
// invalid submission moves the focus to the first invalid field. A failure either waits in the
// `error` phase for `retry` (a panel in place of the form), or, with `editableAfterFailure`, shows
// above a form that stays as it was and goes at the next keystroke or submission.
import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from 'react';
import { errorMessages } from 'shared-domain/platform/errors';
import { firstMessagePerField } from 'shared-domain/platform/field-errors';
import { applyFrenchValidatorMessages } from 'shared-domain/platform/validator-messages';
import type { FieldErrors, FormOutcome, FormValues } from './form-outcome';

export { answerOutcome, type FieldErrors, type FormOutcome, type FormValues, refusalOutcome } from './form-outcome';

// A schema's refusal without its own message reads in French, as the API's does.
applyFrenchValidatorMessages();

/** The part of a zod schema the form uses. */
export interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

interface FormFields<F extends string> {
  values: FormValues<F>;
  errors: FieldErrors<F>;
  /** Counts the times the form was found invalid on submit (or by the server): each one moves the focus. */
  invalidSubmissions: number;
}

export type SchemaFormState<F extends string, Result> = FormFields<F> &
  (
    | { phase: 'editing' }
    | { phase: 'submitting' }
    | { phase: 'success'; result: Result }
    | { phase: 'error'; message: string; errorId?: string }
  );

export type SchemaFormAction<F extends string, Result> =
  | { type: 'change'; field: F; value: string }
  | { type: 'blur'; field: F }
  | { type: 'submit' }
  | FormOutcome<F, Result>
  | { type: 'retry' }
  | { type: 'dismiss' }
  | { type: 'reset' };

export interface SchemaFormConfig<F extends string, Output> {
  schema: FormSchema<Output>;
  /** In the order the form shows them: the first invalid one gets the focus. */
  fields: readonly F[];
  /** What would be sent, from what is typed (e.g. trimmed, markup stripped); checked in that form. */
  sanitize?: (values: FormValues<F>) => FormValues<F>;
  /**
   * After a failure the form stays editable: typing or submitting leaves the `error` phase by
   * itself (its message shows above the form meanwhile, FormFailure), instead of waiting for `retry`.
   */
  editableAfterFailure?: boolean;
  /**
   * What the fields hold when the form is created (a record being edited, today's date, a default
   * choice); the others start empty. Read once: a form for another record is a new form (a `key`).
   * `reset`, and leaving after a success, come back to them.
   */
  initialValues?: Partial<FormValues<F>>;
}

export function emptyValues<F extends string>(fields: readonly F[]): FormValues<F> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as FormValues<F>;
}

export function initialFormState<F extends string, Result>(
  fields: readonly F[],
  initialValues?: Partial<FormValues<F>>,
): SchemaFormState<F, Result> {
  const values = emptyValues(fields);
  for (const field of fields) {
    const value = initialValues?.[field];
    if (value !== undefined) values[field] = value;
  }
  return { phase: 'editing', values, errors: {}, invalidSubmissions: 0 };
}

/** The first message per field for what would be sent. */
export function validateValues<F extends string, Output>(config: SchemaFormConfig<F, Output>, values: FormValues<F>): FieldErrors<F> {
  const result = config.schema.safeParse(config.sanitize ? config.sanitize(values) : values);
  if (result.success) return {};
  const messages = firstMessagePerField(result.error.issues);
  const errors: FieldErrors<F> = {};
  for (const field of config.fields) if (messages[field]) errors[field] = messages[field];
  return errors;
}

export function firstInvalidField<F extends string>(fields: readonly F[], errors: FieldErrors<F>): F | undefined {
  return fields.find((field) => errors[field]);
}

/** The form's transitions for one schema; pure, so its rules are tested without rendering. */
export function createFormReducer<F extends string, Output, Result>(config: SchemaFormConfig<F, Output>) {
  const initial = initialFormState<F, Result>(config.fields, config.initialValues);
  const withFieldError = (errors: FieldErrors<F>, field: F, values: FormValues<F>): FieldErrors<F> => {
    const { [field]: _previous, ...others } = errors;
    const message = validateValues(config, values)[field];
    return (message ? { ...others, [field]: message } : others) as FieldErrors<F>;
  };

  return function formReducer(current: SchemaFormState<F, Result>, action: SchemaFormAction<F, Result>): SchemaFormState<F, Result> {
    const fields: FormFields<F> = { values: current.values, errors: current.errors, invalidSubmissions: current.invalidSubmissions };
    // A failure that leaves the form editable: a keystroke or a submission is back to editing.
    // (Not a blur: tabbing to the button must not take the message away.)
    const reopened = config.editableAfterFailure && current.phase === 'error' && (action.type === 'change' || action.type === 'submit');
    const state: SchemaFormState<F, Result> = reopened ? { ...fields, phase: 'editing' } : current;
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
        const errors = validateValues(config, state.values);
        if (firstInvalidField(config.fields, errors))
          return { ...fields, phase: 'editing', errors, invalidSubmissions: state.invalidSubmissions + 1 };
        return { ...fields, phase: 'submitting', errors: {} };
      }
      case 'received':
        return state.phase === 'submitting' ? { ...fields, phase: 'success', result: action.result } : state;
      case 'rejected':
        if (state.phase !== 'submitting') return state;
        return { ...fields, phase: 'editing', errors: action.errors, invalidSubmissions: state.invalidSubmissions + 1 };
      case 'failed':
        return state.phase === 'submitting' ? { ...fields, phase: 'error', message: action.message, errorId: action.errorId } : state;
      case 'retry':
        return state.phase === 'error' ? { ...fields, phase: 'editing' } : state;
      case 'dismiss':
        // Leaving the form (a dialog closed): a success is over, an error gives the filled form
        // back, and a field left half done is not scolded next time. A request on its way keeps going.
        if (state.phase === 'success') return initial;
        if (state.phase === 'submitting') return state;
        return { ...fields, phase: 'editing', errors: {} };
      case 'reset':
        return initial;
    }
  };
}

export interface SchemaFormOptions<F extends string, Output, Result> extends SchemaFormConfig<F, Output> {
  /** Runs once each time the form enters `submitting`, with the validated, sanitised data. */
  send(data: Output): Promise<FormOutcome<F, Result>>;
  /** Runs once the success has been rendered, e.g. to take the owner to its next step. */
  onSuccess?(result: Result): void;
}

export interface SchemaFormControls<F extends string> {
  change(field: F, value: string): void;
  blur(field: F): void;
  submit(): void;
  retry(): void;
  dismiss(): void;
  reset(): void;
}

export interface SchemaForm<F extends string, Result> extends SchemaFormControls<F> {
  state: SchemaFormState<F, Result>;
  /** Sending: the fields are read-only and the submit button busy. */
  submitting: boolean;
  /** The message of the failure the form is in (its `error` phase), else undefined. */
  failure: string | undefined;
  /** Spread on the <form>: no browser validation, submit through the hook, busy while sending. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    'aria-busy': true | undefined;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
  /** Spread on a field's control (with Field's props): its name, value and change/blur handling. */
  fieldProps(field: F): {
    name: F;
    value: string;
    onChange(event: { target: { value: string } }): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

export function useSchemaForm<F extends string, Output, Result>(options: SchemaFormOptions<F, Output, Result>): SchemaForm<F, Result> {
  const { schema, fields, sanitize, editableAfterFailure, initialValues } = options;
  // The schema and fields are module constants in practice; the reducer (and its initial values) is made once.
  const [reducer] = useState(() => createFormReducer<F, Output, Result>({ schema, fields, sanitize, editableAfterFailure, initialValues }));
  const [state, dispatch] = useReducer(reducer, undefined, () => initialFormState<F, Result>(fields, initialValues));
  const formRef = useRef<HTMLFormElement>(null);

  const sendData = useEffectEvent((values: FormValues<F>) => {
    const parsed = schema.safeParse(sanitize ? sanitize(values) : values);
    // The reducer only submits valid values; this keeps the type honest.
    if (!parsed.success)
      return Promise.resolve<FormOutcome<F, Result>>({ type: 'rejected', errors: validateValues({ schema, fields, sanitize }, values) });
    return options.send(parsed.data);
  });
  const { phase, values } = state;
  useEffect(() => {
    if (phase !== 'submitting') return;
    void sendData(values).then(dispatch, () => dispatch({ type: 'failed', message: errorMessages.unexpected }));
  }, [phase, values]);

  // Each submission found invalid (here or by the server) moves the focus to the first bad field;
  // a keystroke that changes the errors does not.
  const focusFirstInvalid = useEffectEvent(() => {
    const field = firstInvalidField(fields, state.errors);
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  });
  useEffect(() => {
    if (state.invalidSubmissions > 0) focusFirstInvalid();
  }, [state.invalidSubmissions]);

  const succeeded = useEffectEvent((result: Result) => options.onSuccess?.(result));
  useEffect(() => {
    if (state.phase === 'success') succeeded(state.result);
  }, [state]);

  const controls = useMemo<SchemaFormControls<F>>(
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

  return {
    state,
    submitting: phase === 'submitting',
    failure: state.phase === 'error' ? state.message : undefined,
    ...controls,
    formProps: {
      ref: formRef,
      noValidate: true,
      'aria-busy': phase === 'submitting' || undefined,
      onSubmit: (event) => {
        event.preventDefault();
        controls.submit();
      },
    },
    fieldProps: (field) => ({
      name: field,
      value: state.values[field],
      onChange: (event) => controls.change(field, event.target.value),
      onBlur: (event) => {
        // A dialog closing moves the focus too; that is not the person leaving the field.
        if (event.currentTarget.closest('dialog')?.open === false) return;
        controls.blur(field);
      },
    }),
  };
}
