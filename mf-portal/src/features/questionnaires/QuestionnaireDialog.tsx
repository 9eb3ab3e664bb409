// « Remplir »: one questionnaire's items as radio groups, checked in French before sending; the
// server checks them again and scores them. A questionnaire the clinic withdrew or that was
// already filled (409) closes the dialog and the list is asked again.
import { useState } from 'react';
import { answerField, patientAnswersForm, type QuestionnaireAnswers } from 'shared-domain/outcome-measures';
import type { ApiError } from 'shared-domain/errors';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
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
    <Dialog open={open} onClose={onClose} title={questionnaire.definition.name} className="questionnaire-dialog" initialFocus="input">
      {/* Only while open, and one form per questionnaire: each opening starts blank. */}
      {open ? <AnswersForm key={questionnaire.id} questionnaire={questionnaire} onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

function AnswersForm({ questionnaire, onClose, onAnswered, onClosedMeanwhile }: Omit<QuestionnaireDialogProps, 'open'>) {
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
    <form {...form.formProps} className="questionnaire-dialog__form">
      <p>{definition.description}</p>
      <FormFailure title={text.failed} message={form.failure} />
      <QuestionnaireItems definition={definition} form={form} />
      <div className="questionnaire-dialog__actions">
        <SubmitButton busy={form.submitting} busyLabel={text.busy} busyStatus={text.busyStatus}>
          {text.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
