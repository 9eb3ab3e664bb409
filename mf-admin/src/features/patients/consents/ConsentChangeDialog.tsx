// « Consigner un retrait » / « Consigner un consentement » in the patient file: where the
// patient said so (à la réception, formulaire papier, courriel), and before a withdrawal what it
// stops (« Plus aucun rappel par courriel ne sera envoyé. »); a consent records the version in
// force, whose text can be read in the dialog. A refusal (the text changed meanwhile, nothing to
// withdraw) stays in the dialog in the API's French words.
import { errorCodes } from 'shared-domain/platform/errors';
import { consentChannelLabels } from 'shared-domain/privacy/privacy';
import {
  consentTextLabels,
  type StaffConsentChannel,
  staffConsentChannels,
  staffWithdrawConsentSchema,
} from 'shared-domain/privacy/privacy-consents';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type ChangedConsent, giveConsent, type PatientConsent, withdrawConsent } from './api/patient-consents';
import { patientConsentsText as text } from './patient-consents-text';

export type ConsentChange = 'give' | 'withdraw';

const channelFields = ['channel'] as const;

export interface ConsentChangeDialogProps {
  patientId: string;
  /** The consent and the change asked, kept by the section after closing so the dialog closes properly. */
  target: { consent: PatientConsent; change: ConsentChange } | undefined;
  open: boolean;
  onClose(): void;
  onChanged(answer: ChangedConsent, change: ConsentChange): void;
  /** The text in force changed meanwhile: the section reads the consents again. */
  onStale(): void;
}

export function ConsentChangeDialog({ patientId, target, open, onClose, onChanged, onStale }: ConsentChangeDialogProps) {
  const label = target?.consent.label ?? '';
  return (
    <FormDialog
      open={open && target !== undefined}
      onClose={onClose}
      keepOpenWhileSending
      title={target?.change === 'give' ? text.giveTitle(label) : text.withdrawTitle(label)}
      className="patient-consents-dialog"
    >
      {target ? (
        <ChangeForm
          key={`${target.consent.kind}-${target.change}`}
          patientId={patientId}
          {...target}
          onChanged={onChanged}
          onStale={onStale}
        />
      ) : null}
    </FormDialog>
  );
}

interface ChangeFormProps {
  patientId: string;
  consent: PatientConsent;
  change: ConsentChange;
  onChanged(answer: ChangedConsent, change: ConsentChange): void;
  onStale(): void;
}

function ChangeForm({ patientId, consent, change, onChanged, onStale }: ChangeFormProps) {
  const { currentText } = consent;
  const form = useSchemaForm({
    schema: staffWithdrawConsentSchema,
    fields: channelFields,
    editableAfterFailure: true,
    // The usual case: the patient says so at the desk.
    initialValues: { channel: 'desk' },
    send: async ({ channel }: { channel: StaffConsentChannel }) => {
      const result =
        change === 'give'
          ? await giveConsent(patientId, consent.kind, { version: currentText.version, channel })
          : await withdrawConsent(patientId, consent.kind, { channel });
      if (result.kind === 'error' && result.error.code === errorCodes.consentTextUpdated) onStale();
      return answerOutcome(result, channelFields, text.unreachable);
    },
    onSuccess: (answer) => onChanged(answer, change),
  });
  const intro =
    change === 'withdraw' ? (
      <>
        <p className="patient-consents-dialog__effect">{text.withdrawEffect[consent.kind]}</p>
        <p>{text.withdrawIntro}</p>
      </>
    ) : (
      <>
        <p>{text.giveIntro(currentText.version, currentText.title)}</p>
        <details className="patient-consents-dialog__text">
          <summary>{text.readText}</summary>
          <p>{currentText.body}</p>
        </details>
      </>
    );
  return (
    <DialogForm
      form={form}
      submit={{
        label: change === 'give' ? text.giveConfirm : text.withdrawConfirm,
        busyLabel: text.working,
        busyStatus: text.workingStatus,
      }}
      cancelLabel={text.cancel}
      failureTitle={text.failed}
      className="patient-consents-dialog__form"
      intro={intro}
    >
      <ChoiceGroup
        type="radio"
        name="channel"
        legend={consentTextLabels.channel}
        required
        layout="list"
        choices={staffConsentChannels.map((channel) => ({ value: channel, label: consentChannelLabels[channel] }))}
        selected={[form.state.values.channel]}
        onToggle={(value) => form.change('channel', value)}
        error={form.state.errors.channel}
        readOnly={form.submitting}
      />
    </DialogForm>
  );
}
