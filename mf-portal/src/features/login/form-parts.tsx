// Small pieces the login forms share.
import type { ReactNode } from 'react';
import { Button } from 'shared-ui/Button';

/** A refusal of the whole form (not of one field), announced at once. */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="portal-login__alert">
      {message}
    </p>
  );
}

/** The form's submit button; it stays focusable while sending (the form ignores a second press). */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      aria-disabled={busy || undefined}
      // Pressing the button would first blur the field being typed in; the error that blur shows
      // pushes the button down before the click lands, and the click is lost. Sending checks
      // every field anyway.
      onMouseDown={(event) => event.preventDefault()}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
