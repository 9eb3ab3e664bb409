// A form's submit button and its wording while the form is sending. It stays focusable while
// busy (aria-disabled, not disabled: a disabled button would drop the keyboard's focus), since the
// form ignores a second submission anyway.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';

export interface SubmitButtonProps extends Pick<ButtonProps, 'variant' | 'className'> {
  busy: boolean;
  /** The button's wording while sending. */
  busyLabel: string;
  /** The same, said to screen readers through a status line (for a wait they should hear about). */
  busyStatus?: string;
  children: ReactNode;
}

export function SubmitButton({ busy, busyLabel, busyStatus, children, ...buttonProps }: SubmitButtonProps) {
  return (
    <>
      <Button
        {...buttonProps}
        type="submit"
        aria-disabled={busy || undefined}
        // Pressing the button would first blur the field being typed in; the error that blur shows
        // pushes the button down before the click lands, and the click is lost. Sending checks
        // every field anyway.
        onMouseDown={(event) => event.preventDefault()}
      >
        {busy ? busyLabel : children}
      </Button>
      {busyStatus === undefined ? null : (
        <p className="ui-visually-hidden" role="status">
          {busy ? busyStatus : ''}
        </p>
      )}
    </>
  );
}
