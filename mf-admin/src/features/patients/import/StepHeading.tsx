// Each step's heading takes the focus when the step appears, so a screen reader says where the
// person now is and the keyboard continues from there.
import { type ReactNode, useEffect, useRef } from 'react';

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className="patient-import__heading">
      {children}
    </h2>
  );
}
