// A step's title in the set-up dialog. It takes the focus when the step appears, so a screen
// reader reads the new step and the keyboard starts from there (the dialog's initial focus does
// the same for the first step, which appears before the dialog is shown).
import { useEffect, useRef, type ReactNode } from 'react';

export function StepHeading({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h3 ref={ref} tabIndex={-1} className="mfa-setup__heading" data-step-heading>
      {children}
    </h3>
  );
}
