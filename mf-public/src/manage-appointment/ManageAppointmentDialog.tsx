// "Modifier mon RDV": the visitor pastes the link from their e-mail (or its token) and goes to the
// management page, or gives their e-mail address and the link is sent again.
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { Button } from 'shared-ui/Button';
import { useNavigate } from 'shared-ui/router';
import { useClinicProfile } from '../clinic/ClinicProfileProvider';
import { managePathFor, parseManageInput } from './parse-manage-input';
import { requestManageLink } from './request-manage-link';
import './manage-appointment.css';

export interface ManageAppointmentDialogProps {
  /** The dialog is shown as a modal while `open` is true. */
  open: boolean;
  /** Called when the visitor closes the dialog (button, Escape, backdrop) or is sent to the management page. */
  onClose(): void;
}

export const manageDialogText = {
  title: 'Modifier mon rendez-vous',
  intro:
    'Pour confirmer votre présence, changer ou annuler votre rendez-vous, utilisez le lien reçu par courriel ou votre adresse courriel.',
  label: 'Lien reçu par courriel ou votre adresse courriel',
  hint: 'Collez le lien de votre courriel de confirmation ou inscrivez votre adresse courriel pour recevoir le lien de nouveau.',
  submit: 'Continuer',
  sending: 'Envoi en cours…',
  close: 'Fermer',
  sent: "Si un rendez-vous est associé à cette adresse, un courriel contenant le lien de gestion vient d'être envoyé.",
  sentHint: 'Vérifiez aussi vos courriels indésirables. Le lien peut prendre quelques minutes à arriver.',
  empty: 'Veuillez coller le lien reçu par courriel ou inscrire votre adresse courriel.',
  invalid: 'Entrez le lien reçu par courriel (il contient « /appointment/ ») ou une adresse courriel valide, par exemple nom@exemple.ca.',
  rateLimited: 'Trop de demandes ont été faites. Veuillez réessayer dans quelques minutes.',
  failed: "Le lien n'a pas pu être envoyé. Veuillez réessayer dans un instant.",
} as const;

type Phase = { step: 'form'; sending: boolean; fieldError?: string; formError?: string } | { step: 'sent' };

const initialPhase: Phase = { step: 'form', sending: false };

export function ManageAppointmentDialog({ open, onClose }: ManageAppointmentDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  const clinic = useClinicProfile();
  const [value, setValue] = useState('');
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const ids = useId();
  const titleId = `${ids}-titre`;
  const inputId = `${ids}-saisie`;
  const hintId = `${ids}-aide`;
  const errorId = `${ids}-erreur`;

  // Open and close the native modal with the prop; each opening starts from an empty form, and
  // closing gives the focus back to whatever opened the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setValue('');
      setPhase(initialPhase);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  useEffect(() => {
    if (phase.step === 'sent') sentRef.current?.focus();
  }, [phase.step]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: let React state drive the closing, so the focus goes back where it came from.
    event.preventDefault();
    onClose();
  };

  const handleNativeClose = () => {
    if (open) onClose();
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.step !== 'form' || phase.sending) return;
    const input = parseManageInput(value);
    if (input.kind === 'token') {
      onClose();
      navigate(managePathFor(input.token));
      return;
    }
    if (input.kind !== 'email') {
      setPhase({ step: 'form', sending: false, fieldError: input.kind === 'empty' ? manageDialogText.empty : manageDialogText.invalid });
      inputRef.current?.focus();
      return;
    }
    setPhase({ step: 'form', sending: true });
    const result = await requestManageLink(input.email);
    if (result.status === 'sent') {
      setPhase({ step: 'sent' });
    } else if (result.status === 'invalid') {
      setPhase({ step: 'form', sending: false, fieldError: result.message });
      inputRef.current?.focus();
    } else {
      setPhase({
        step: 'form',
        sending: false,
        formError: result.status === 'rate-limited' ? manageDialogText.rateLimited : manageDialogText.failed,
      });
    }
  };

  const phone = clinic.status === 'ready' ? clinic.profile.phone : undefined;
  const fieldError = phase.step === 'form' ? phase.fieldError : undefined;
  const formError = phase.step === 'form' ? phase.formError : undefined;
  const sending = phase.step === 'form' && phase.sending;

  return (
    <dialog
      ref={dialogRef}
      className="manage-dialog"
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onClick={handleBackdropClick}
    >
      <div className="manage-dialog__content">
        <div className="manage-dialog__header">
          <h2 id={titleId} className="manage-dialog__title">
            {manageDialogText.title}
          </h2>
          <button type="button" className="manage-dialog__close" onClick={onClose} aria-label={manageDialogText.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {phase.step === 'sent' ? (
          <div className="manage-dialog__sent">
            <p ref={sentRef} tabIndex={-1} role="status" className="manage-dialog__sent-message">
              {manageDialogText.sent}
            </p>
            <p className="manage-dialog__hint">{manageDialogText.sentHint}</p>
            <div className="manage-dialog__actions">
              <Button onClick={onClose}>{manageDialogText.close}</Button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit} aria-busy={sending || undefined}>
            <p className="manage-dialog__intro">{manageDialogText.intro}</p>
            {formError ? (
              <p role="alert" className="manage-dialog__form-error">
                {formError}
                {phone ? ` Si le problème persiste, contactez-nous au ${phone}.` : null}
              </p>
            ) : null}
            <div className="manage-dialog__field">
              <label htmlFor={inputId}>{manageDialogText.label}</label>
              <p id={hintId} className="manage-dialog__hint">
                {manageDialogText.hint}
              </p>
              <input
                ref={inputRef}
                id={inputId}
                name="lien-ou-courriel"
                type="text"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={2048}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
              />
              {fieldError ? (
                <p id={errorId} className="manage-dialog__field-error">
                  {fieldError}
                </p>
              ) : null}
            </div>
            <div className="manage-dialog__actions">
              <Button type="submit" disabled={sending}>
                {sending ? manageDialogText.sending : manageDialogText.submit}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Annuler
              </Button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
