// The sign-in forms on the kit's schema form, with one difference: a refusal (wrong password, no
// answer) shows above a form that stays as it was, ready to be corrected and sent again, instead
// of an error panel to leave first. Typing or sending again clears the message.
import type { ApiResult } from 'shared-ui/api-result';
import { refusalOutcome, useSchemaForm, type FormOutcome, type SchemaForm, type SchemaFormOptions } from 'shared-ui/useSchemaForm';

export interface LoginForm<F extends string, Result> extends SchemaForm<F, Result> {
  /** The message of the last refusal, until the person types or sends again. */
  failure: string | undefined;
  submitting: boolean;
}

export function useLoginForm<F extends string, Output, Result>(options: SchemaFormOptions<F, Output, Result>): LoginForm<F, Result> {
  const form = useSchemaForm(options);
  const { state, retry } = form;
  const failed = state.phase === 'error';
  // Back to editing first: the form only takes keystrokes and submissions while editing.
  const editing = () => {
    if (failed) retry();
  };
  return {
    ...form,
    failure: failed ? state.message : undefined,
    submitting: state.phase === 'submitting',
    formProps: {
      ...form.formProps,
      onSubmit: (event) => {
        event.preventDefault();
        editing();
        form.submit();
      },
    },
    fieldProps: (field) => {
      const props = form.fieldProps(field);
      return {
        ...props,
        onChange: (event) => {
          editing();
          props.onChange(event);
        },
      };
    },
  };
}

/**
 * What an answer means to a form: success, the API's field messages on the fields (422), its
 * French message for any other refusal, or `unreachable` when no answer came.
 */
export function loginOutcome<F extends string, T>(result: ApiResult<T>, fields: readonly F[], unreachable: string): FormOutcome<F, T> {
  if (result.kind === 'ok') return { type: 'received', result: result.data };
  if (result.kind === 'error') return refusalOutcome(result.error, fields);
  return { type: 'failed', message: unreachable };
}
