// A failure of a whole form or action (not of one field: those show under their field), above it
// and announced as it appears. Forms that stay editable after a failure (useSchemaForm's
// `editableAfterFailure`) show their `failure` here; it goes when the person types or sends again.
export interface FormFailureProps {
  /** Nothing is shown without it. */
  message: string | undefined;
  /** A heading line above the message. */
  title?: string;
}

export function FormFailure({ message, title }: FormFailureProps) {
  if (!message) return null;
  if (!title)
    return (
      <p className="ui-form-failure" role="alert">
        {message}
      </p>
    );
  return (
    <div className="ui-form-failure" role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{message}</p>
    </div>
  );
}
