// Pieces shared by the modal's result panels (success, send failure, form that failed to load).
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorReference } from 'shared-ui/ErrorReference';

/** A panel's title; it takes the focus when it appears, so the panel is what is read next. */
export function PanelHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className="request-modal__panel-title" data-initial-focus>
      {children}
    </h3>
  );
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** The way out when sending keeps failing: the clinic's phone, and the logged error's id. */
export function FailureHelp({ phone, errorId }: { phone: string | undefined; errorId: string | undefined }) {
  return (
    <>
      {phone ? (
        <p>
          Si le problème persiste, contactez-nous au <a href={telHref(phone)}>{phone}</a>
        </p>
      ) : (
        <p>Si le problème persiste, contactez la clinique par téléphone.</p>
      )}
      <ErrorReference errorId={errorId} className="request-modal__reference" />
    </>
  );
}
