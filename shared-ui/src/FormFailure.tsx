// A failure of a whole form or action (not of one field: those show under their field), above it
// and announced as it appears. Forms that stay editable after a failure (useSchemaForm's
// `editableAfterFailure`) show their `failure` here; it goes when the person types or sends again.
// The message is above the form while the person is at its button, often off screen on a phone:
// as it appears (or changes) it is scrolled into view and takes the focus, so
// it is seen and read, and Tab continues into the form.
import { useEffect, useRef } from 'react';

export interface FormFailureProps {
  /** Nothing is shown without it. */
  message: string | undefined;
  /** A heading line above the message. */
  title?: string;
}

export function FormFailure({ message, title }: FormFailureProps) {
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!message || !element) return;
    element.scrollIntoView?.({ block: 'nearest' });
    element.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  if (!title)
    return (
      <p ref={ref} className="ui-form-failure" role="alert" tabIndex={-1}>
        {message}
      </p>
    );
  return (
    <div ref={ref} className="ui-form-failure" role="alert" tabIndex={-1}>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{message}</p>
    </div>
  );
}
