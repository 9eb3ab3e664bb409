// « Remplir »: one questionnaire's items as radio groups, checked in French before sending; the
// server checks them again and scores them. A questionnaire the clinic withdrew or that was
// already filled (409) closes the dialog and the list is asked again.
import { useState } from 'react';
import { answerField, patientAnswersForm, type QuestionnaireAnswers } from 'shared-domain/clinical/outcome-measures';
import type { ApiError } from 'shared-domain/platform/errors';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type PendingQuestionnaire, sendAnswers } from './api/questionnaires';
import { QuestionnaireItems } from 'shared-ui/questionnaire/QuestionnaireItems';
import { questionnairesText as text } from './questionnaires-text';

export interface QuestionnaireDialogProps {
  open: boolean;
  /** Kept by the owner after closing, so the dialog closes properly. */
  questionnaire: PendingQuestionnaire;
  onClose(): void;
  onAnswered(): void;
  /** Already filled or withdrawn (409), or no longer found. */
  onClosedMeanwhile(error: ApiError): void;
}

export function QuestionnaireDialog({ open, questionnaire, onClose, ...props }: QuestionnaireDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={questionnaire.definition.name} className="questionnaire-dialog" initialFocus="input">
      {/* Made at each opening, one form per questionnaire: each opening starts blank. */}
      <AnswersForm key={questionnaire.id} questionnaire={questionnaire} {...props} />
    </FormDialog>
  );
}

function AnswersForm({ questionnaire, onAnswered, onClosedMeanwhile }: Omit<QuestionnaireDialogProps, 'open' | 'onClose'>) {
  const { definition } = questionnaire;
  const [fields] = useState(() => definition.items.map((item) => answerField(item.id)));
  const form = useSchemaForm<string, { answers: QuestionnaireAnswers }, true>({
    schema: patientAnswersForm(definition),
    fields,
    editableAfterFailure: true,
    send: async ({ answers }) => {
      const result = await sendAnswers(questionnaire.id, answers);
      if (result.kind === 'error' && (result.error.status === 409 || result.error.status === 404)) onClosedMeanwhile(result.error);
      const outcome = answerOutcome(result, fields, text.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onAnswered,
  });
  return (
    <div className="ui-dialog__body">
      <DialogForm
        form={form}
        submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
        cancelLabel={text.cancel}
        failureTitle={text.failed}
        className="questionnaire-dialog__form"
        actionsClassName="questionnaire-dialog__actions"
        intro={<p>{definition.description}</p>}
      >
        <QuestionnaireItems definition={definition} form={form} />
      </DialogForm>
    </div>
  );
}
