// What the staff sign-in, sign-up and code forms share. They keep the form on screen when sending
// fails (a wrong password, no connection): the message shows above it and the person simply
// corrects and sends again. useSchemaForm parks a failure in its `error` phase, where typing and
// submitting are ignored until `retry`; `editableAfterFailure` leaves that phase on the next
// keystroke or submit.
import type { ReactNode } from 'react';
import { Button } from 'shared-ui/Button';
import type { SchemaForm } from 'shared-ui/useSchemaForm';
import './admin-auth.css';

/** An e-mail address field: no capital or spelling fix forced on it by a phone's keyboard. */
export const emailInputProps = { type: 'email', autoCapitalize: 'none', spellCheck: false } as const;

export function editableAfterFailure<F extends string, Result>(
  form: SchemaForm<F, Result>,
): Pick<SchemaForm<F, Result>, 'formProps' | 'fieldProps'> {
  if (form.state.phase !== 'error') return form;
  return {
    formProps: {
      ...form.formProps,
      onSubmit: (event) => {
        event.preventDefault();
        form.retry();
        form.submit();
      },
    },
    fieldProps: (field) => ({
      ...form.fieldProps(field),
      onChange: (event) => {
        form.retry();
        form.change(field, event.target.value);
      },
    }),
  };
}

/** A failure above a form or an action, announced as it appears. */
export function FailureAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="admin-auth__alert" role="alert">
      {message}
    </p>
  );
}

/** The form's failure, above its fields; nothing outside the error phase. */
export function InlineFailure<F extends string, Result>({ form }: { form: SchemaForm<F, Result> }) {
  return <FailureAlert message={form.state.phase === 'error' ? form.state.message : undefined} />;
}

export interface SubmitRowProps {
  submitting: boolean;
  label: string;
  /** The button's wording while sending. */
  busyLabel: string;
  /** The same, said to screen readers. */
  busyStatus: string;
  /** Other buttons beside it. */
  children?: ReactNode;
}

/** The form's submit button, its wording while sending, and the same said to screen readers. */
export function SubmitRow({ submitting, label, busyLabel, busyStatus, children }: SubmitRowProps) {
  return (
    <>
      <div className="admin-auth__actions">
        <Button type="submit" disabled={submitting}>
          {submitting ? busyLabel : label}
        </Button>
        {children}
      </div>
      <p className="ui-visually-hidden" role="status">
        {submitting ? busyStatus : ''}
      </p>
    </>
  );
}
