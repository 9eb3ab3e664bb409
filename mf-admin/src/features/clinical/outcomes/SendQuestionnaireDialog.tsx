// « Envoyer au portail »: the questionnaire the patient should fill before the visit. The server
// stores it as pending and e-mails the patient (a patient without e-mail is refused, said here).
import { questionnaireRequestSchema, type QuestionnaireDefinition, type QuestionnaireRequestOrder } from 'shared-domain/outcome-measures';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { sendQuestionnaire } from './api/questionnaire-requests';
import { outcomesText } from './outcomes-text';

const text = outcomesText.send;
const sendFields = ['questionnaire'] as const;

export interface SendQuestionnaireDialogProps {
  open: boolean;
  patientId: string;
  questionnaires: readonly QuestionnaireDefinition[];
  onClose(): void;
  onSent(): void;
}

export function SendQuestionnaireDialog({ open, onClose, ...props }: SendQuestionnaireDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={text.title} className="outcome-dialog" initialFocus="first-field">
      {open ? <SendForm onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

function SendForm({ patientId, questionnaires, onClose, onSent }: Omit<SendQuestionnaireDialogProps, 'open'>) {
  const form = useSchemaForm<(typeof sendFields)[number], QuestionnaireRequestOrder, true>({
    schema: questionnaireRequestSchema,
    fields: sendFields,
    editableAfterFailure: true,
    // The first questionnaire is chosen to start with, as the list shows it.
    initialValues: questionnaires[0] ? { questionnaire: questionnaires[0].id } : {},
    send: async (request) => {
      const outcome = answerOutcome(await sendQuestionnaire(patientId, request), sendFields, outcomesText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onSent,
  });
  return (
    <form {...form.formProps} className="outcome-dialog__form">
      <p>{text.intro}</p>
      <FormFailure title={text.failed} message={form.failure} />
      <Field label={text.questionnaire} required errors={[form.state.errors.questionnaire]}>
        {(control) => (
          <select {...control} {...form.fieldProps('questionnaire')} disabled={form.submitting}>
            {questionnaires.map((questionnaire) => (
              <option key={questionnaire.id} value={questionnaire.id}>
                {questionnaire.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="outcome-dialog__actions">
        <SubmitButton busy={form.submitting} busyLabel={text.busy} busyStatus={text.busyStatus}>
          {text.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={onClose}>
          {outcomesText.cancel}
        </Button>
      </div>
    </form>
  );
}
