// The appointment request modal (specification section 2.4): shared-ui's Dialog, a native <dialog>
// shown with showModal(), so the page behind is inert and the browser keeps the focus inside. Its content
// (form, validation rules, result panels) is loaded the first time it opens: the schema library
// it needs is heavier than the whole home page.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { errorCodes } from 'shared-domain/platform/errors';
import { isRetryableError } from 'shared-domain/platform/retry';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { ErrorBoundary } from 'shared-ui/ErrorBoundary';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { FailureHelp, PanelHeading } from './panels';
import type { RequestContentProps } from './RequestContent';
import type { SubmitAppointmentRequest } from './send-request';
import type { RequestKind } from './useRequestForm';
import './request-modal.css';

export const requestModalTitles: Record<RequestKind, string> = {
  appointment: 'Prendre rendez-vous',
  waitlist: "Liste d'attente",
};

export type LoadRequestContent = () => Promise<{ default: ComponentType<RequestContentProps> }>;

export const loadRequestContent: LoadRequestContent = () => import('./RequestContent');

export interface RequestModalProps {
  open: boolean;
  onClose(): void;
  submit?: SubmitAppointmentRequest | undefined;
  /** Tests give a failing loader to see the fallback. */
  loadContent?: LoadRequestContent;
}

export function RequestModal({ open, onClose, submit, loadContent = loadRequestContent }: RequestModalProps) {
  const profile = useClinicProfile();
  const clinic = profile.status === 'ready' ? profile.profile : undefined;
  const mode: RequestKind = clinic?.agendaFull ? 'waitlist' : 'appointment';
  // A failed load is remembered by React.lazy: trying again needs a new lazy component.
  const [loader, setLoader] = useState(() => ({ Content: lazy(loadContent), attempt: 0 }));

  const { Content } = loader;
  return (
    // The first field (or a result panel's title) takes the focus on opening, once the content is
    // there; content that arrives later takes it itself (RequestContent).
    <Dialog open={open} onClose={onClose} title={requestModalTitles[mode]} className="request-modal" initialFocus="[data-initial-focus]">
      <ContentBoundary
        key={loader.attempt}
        phone={clinic?.phone}
        onRetry={() => setLoader(({ attempt }) => ({ Content: lazy(loadContent), attempt: attempt + 1 }))}
      >
        <Suspense
          fallback={
            <p className="request-modal__loading" role="status">
              Chargement du formulaire…
            </p>
          }
        >
          <Content open={open} mode={mode} phone={clinic?.phone} onClose={onClose} submit={submit} />
        </Suspense>
      </ContentBoundary>
    </Dialog>
  );
}

/** The content could not be loaded (connection lost since the page came): say so, offer a retry. */
function ContentBoundary({ phone, onRetry, children }: { phone: string | undefined; onRetry(): void; children: ReactNode }) {
  return (
    <ErrorBoundary
      report={(error, info) => ({
        errorCode: error.name === 'ChunkLoadError' || isRetryableError(error) ? errorCodes.network : undefined,
        severity: 'medium',
        context: { feature: 'appointment-request', componentStack: info.componentStack?.slice(0, 2000) },
      })}
      fallback={({ errorId }) => (
        <div className="request-modal__body">
          <div className="request-modal__panel request-modal__panel--error" role="alert">
            <PanelHeading>Le formulaire n'a pas pu être chargé</PanelHeading>
            <p>Vérifiez votre connexion Internet, puis réessayez.</p>
            <FailureHelp phone={phone} errorId={errorId} />
            <div className="request-modal__actions">
              <Button onClick={onRetry}>Réessayer</Button>
            </div>
          </div>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
