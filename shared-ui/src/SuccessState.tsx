// What a form says once its work is done (a card added, answers sent): a check mark, a heading
// and a sentence, announced as a status. The heading takes the focus when asked to (the form that
// had it is gone).
import { useEffect, useRef, type ReactNode } from 'react';
import { LineIcon } from './LineIcon';

/** A check mark in a circle, on LineIcon's 24×24 grid. */
const checkPath = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M8 12.5l2.7 2.7L16 9.8';

export interface SuccessStateProps {
  title: string;
  children?: ReactNode;
  /** The heading takes the focus when shown. */
  autoFocus?: boolean;
  /** What comes after the text (a button to close). */
  actions?: ReactNode;
}

export function SuccessState({ title, children, autoFocus = false, actions }: SuccessStateProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);
  return (
    <div className="ui-success" role="status">
      <LineIcon path={checkPath} size={48} className="ui-success__icon" />
      <h3 ref={headingRef} tabIndex={-1} className="ui-success__title">
        {title}
      </h3>
      {children}
      {actions ? <div className="ui-success__actions">{actions}</div> : null}
    </div>
  );
}
