import { useEffect, useRef, type ReactNode } from 'react';

export interface NoticeProps {
  title: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
  actions?: ReactNode;
  /** Move focus to the title so screen-reader and keyboard users land on the message. */
  autoFocus?: boolean;
}

/** A titled message box; errors are announced to assistive technology as alerts. */
export function Notice({ title, tone = 'info', children, actions, autoFocus = false }: NoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);
  return (
    <section className={`ui-notice ui-notice--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {actions ? <div className="ui-notice__actions">{actions}</div> : null}
    </section>
  );
}
