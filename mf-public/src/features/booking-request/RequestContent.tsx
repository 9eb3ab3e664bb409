// What the modal shows (specification sections 2.4 and 4): the form, then 'Demande envoyée !'
// for 3 s before the modal closes and the form resets, or 'Erreur lors de l'envoi' with a way to
// try again. Loaded on demand, with the validation rules it needs.
import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from 'shared-ui/Button';
import { FailureHelp, PanelHeading } from './panels';
import { RequestForm } from './RequestForm';
import { sendAppointmentRequest, submitAppointmentRequest, type SubmitAppointmentRequest } from './send-request';
import { useRequestForm, type RequestKind } from './useRequestForm';

/** How long the success panel stays (specification section 9). */
export const successPanelMs = 3000;

const receivedLines: Record<RequestKind, string> = {
  appointment: "Merci ! Nous vous rappellerons sous peu pour confirmer l'heure de votre rendez-vous.",
  waitlist: "Merci ! Vous êtes maintenant sur notre liste d'attente : nous vous appellerons dès qu'une place se libère.",
};

export interface RequestContentProps {
  open: boolean;
  mode: RequestKind;
  phone: string | undefined;
  onClose(): void;
  submit?: SubmitAppointmentRequest | undefined;
}

export default function RequestContent({ open, mode, phone, onClose, submit = submitAppointmentRequest }: RequestContentProps) {
  const form = useRequestForm((values) => sendAppointmentRequest(values, submit, { fallbackKind: mode }));
  const { state, dismiss } = form;
  const rootRef = useRef<HTMLDivElement>(null);

  // Loaded while the dialog was already open: the first field takes the focus now — unless the
  // visitor is already in the form (on a busy phone this can run after they started typing).
  const focusOnArrival = useEffectEvent(() => {
    const root = rootRef.current;
    if (!open || !root || root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
  });
  useEffect(() => {
    focusOnArrival();
  }, []);

  useEffect(() => {
    if (!open) dismiss();
  }, [open, dismiss]);

  const finish = useEffectEvent(() => {
    form.reset();
    onClose();
  });
  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = setTimeout(finish, successPanelMs);
    return () => clearTimeout(timer);
  }, [state.phase]);

  // 'Réessayer' gives the filled form back with the focus on its send button.
  const previousPhase = useRef(state.phase);
  useEffect(() => {
    if (previousPhase.current === 'error' && state.phase === 'editing' && open) {
      rootRef.current?.querySelector<HTMLElement>('[data-retry-focus]')?.focus();
    }
    previousPhase.current = state.phase;
  }, [state.phase, open]);

  return (
    <div ref={rootRef} className="request-modal__body">
      {state.phase === 'success' ? (
        <div className="request-modal__panel" role="status">
          <PanelHeading>Demande envoyée !</PanelHeading>
          <p>{receivedLines[state.result]}</p>
        </div>
      ) : state.phase === 'error' ? (
        <div className="request-modal__panel request-modal__panel--error" role="alert">
          <PanelHeading>Erreur lors de l'envoi</PanelHeading>
          <p>{state.message}</p>
          <FailureHelp phone={phone} errorId={state.errorId} />
          <div className="request-modal__actions">
            <Button onClick={form.retry}>Réessayer</Button>
            <Button variant="secondary" onClick={onClose}>
              Fermer
            </Button>
          </div>
        </div>
      ) : (
        <RequestForm form={form} mode={mode} />
      )}
    </div>
  );
}
