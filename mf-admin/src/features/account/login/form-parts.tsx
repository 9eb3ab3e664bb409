// The staff sign-in, sign-up and code forms' row of actions: the kit's submit button, announcing
// the wait to screen readers, with any other buttons beside it.
import type { ReactNode } from 'react';
import { SubmitButton } from 'shared-ui/SubmitButton';
import './admin-auth.css';

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

export function SubmitRow({ submitting, label, busyLabel, busyStatus, children }: SubmitRowProps) {
  return (
    <div className="admin-auth__actions">
      <SubmitButton busy={submitting} busyLabel={busyLabel} busyStatus={busyStatus}>
        {label}
      </SubmitButton>
      {children}
    </div>
  );
}
