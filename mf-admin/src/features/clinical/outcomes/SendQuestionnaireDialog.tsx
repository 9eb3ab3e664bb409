// « Envoyer au portail »: the questionnaire the patient should fill before the visit. The server
// stores it as pending and e-mails the patient (a patient without e-mail is refused, said here).
import {
  questionnaireRequestSchema,
  type QuestionnaireDefinition,
  type QuestionnaireRequestOrder,
} from 'shared-domain/clinical/outcome-measures';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
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
    <FormDialog open={open} onClose={onClose} title={text.title} className="outcome-dialog">
      <SendForm {...props} />
    </FormDialog>
  );
}

function SendForm({ patientId, questionnaires, onSent }: Omit<SendQuestionnaireDialogProps, 'open' | 'onClose'>) {
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
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={outcomesText.cancel}
      failureTitle={text.failed}
      className="outcome-dialog__form"
      actionsClassName="outcome-dialog__actions"
      intro={<p>{text.intro}</p>}
    >
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
    </DialogForm>
  );
}
