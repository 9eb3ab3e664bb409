// "Modifier mon RDV": the visitor pastes the link from their e-mail (or its token) and goes to the
// management page, or gives their e-mail address and the link is sent again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatPhone } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { useNavigate } from 'shared-ui/router';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { parseManageInput } from './parse-manage-input';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const navigate = useNavigate();
  const clinic = useClinicProfile();
  const [value, setValue] = useState('');
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const ids = useId();
  const inputId = `${ids}-saisie`;
  const hintId = `${ids}-aide`;
  const errorId = `${ids}-erreur`;

  // Each opening starts from an empty form. Reset while rendering, so that the field is there when
  // the dialog, shown right after, gives it the focus.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue('');
      setPhase(initialPhase);
    }
  }

  useEffect(() => {
    if (phase.step === 'sent') sentRef.current?.focus();
  }, [phase.step]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.step !== 'form' || phase.sending) return;
    const input = parseManageInput(value);
    if (input.kind === 'token') {
      onClose();
      // Always the management page, never the auto-confirm one, whichever link was pasted.
      navigate(paths.manageAppointment.build(input.token));
      return;
    }
    if (input.kind !== 'email') {
      setPhase({
        step: 'form',
        sending: false,
        fieldError: input.kind === 'empty' ? manageDialogText.empty : manageDialogText.invalid,
      });
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

  const phone = clinic.status === 'ready' ? formatPhone(clinic.profile.phone) : undefined;
  const fieldError = phase.step === 'form' ? phase.fieldError : undefined;
  const formError = phase.step === 'form' ? phase.formError : undefined;
  const sending = phase.step === 'form' && phase.sending;

  return (
    // The dialog gives the focus back to whatever opened it when it closes.
    <Dialog
      open={open}
      onClose={onClose}
      title={manageDialogText.title}
      className="manage-dialog"
      initialFocus="first-field"
      closeOnBackdrop
    >
      <div className="manage-dialog__content">
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
    </Dialog>
  );
}
