// « Enregistrer une mesure »: choose the questionnaire, the visit's date and (optionally) the
// episode of care, answer the items; the score shows as the items are answered, from the same
// engine the server scores with. Only the answers are sent: the server computes the score.
import { useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import type { QuestionnaireId } from 'shared-domain/clinical/clinical-lists';
import {
  answerField,
  answersFromFields,
  type OutcomeRecord,
  type QuestionnaireDefinition,
  scoreQuestionnaire,
  staffOutcomeForm,
} from 'shared-domain/clinical/outcome-measures';
import { formatDate } from 'shared-domain/platform/format';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import type { Episode } from './api/patient-outcomes';
import { recordOutcome } from './api/record-outcome';
import { outcomesText } from './outcomes-text';
import { QuestionnaireItems } from 'shared-ui/questionnaire/QuestionnaireItems';

const text = outcomesText.record;

export interface RecordOutcomeDialogProps {
  open: boolean;
  patientId: string;
  questionnaires: readonly QuestionnaireDefinition[];
  episodes: readonly Episode[];
  onClose(): void;
  onRecorded(): void;
}

export function RecordOutcomeDialog({ open, onClose, ...props }: RecordOutcomeDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.title} className="ui-dialog--sheet outcome-dialog">
      {/* Made at each opening: each opening starts from a blank form. */}
      <RecordOutcomeForm {...props} />
    </FormDialog>
  );
}

function RecordOutcomeForm({ patientId, questionnaires, episodes, onRecorded }: Omit<RecordOutcomeDialogProps, 'open' | 'onClose'>) {
  const [chosen, setChosen] = useState<QuestionnaireId>(questionnaires[0]?.id ?? 'pain_nrs');
  const definition = questionnaires.find((candidate) => candidate.id === chosen) ?? questionnaires[0];
  return (
    <div className="outcome-dialog__body">
      <Field label={text.questionnaire} required>
        {(control) => (
          <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value as QuestionnaireId)}>
            {questionnaires.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Another questionnaire is another form: its own items, nothing carried over. */}
      {definition ? (
        <AnswersForm key={definition.id} definition={definition} patientId={patientId} episodes={episodes} onRecorded={onRecorded} />
      ) : null}
    </div>
  );
}

interface AnswersFormProps extends Omit<RecordOutcomeDialogProps, 'open' | 'onClose' | 'questionnaires'> {
  definition: QuestionnaireDefinition;
}

function AnswersForm({ definition, patientId, episodes, onRecorded }: AnswersFormProps) {
  const [fields] = useState(() => ['recordedOn', 'episodeId', ...definition.items.map((item) => answerField(item.id))]);
  // The clinic's today and the latest episode still open, as the form's starting values.
  const openEpisode = [...episodes].reverse().find((episode) => !episode.endedOn);
  const form = useSchemaForm<string, OutcomeRecord, true>({
    schema: staffOutcomeForm(definition),
    fields,
    editableAfterFailure: true,
    initialValues: { recordedOn: clinicDate(new Date()), ...(openEpisode ? { episodeId: openEpisode.id } : {}) },
    send: async (measure) => {
      const outcome = answerOutcome(await recordOutcome(patientId, measure), fields, outcomesText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onRecorded,
  });
  const score = scoreQuestionnaire(definition, answersFromFields(definition, form.state.values));
  const { errors } = form.state;

  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={outcomesText.cancel}
      failureTitle={text.failed}
      className="outcome-dialog__form"
      actionsClassName="outcome-dialog__actions"
      intro={definition.licenceNote ? <p className="outcome-dialog__licence">{definition.licenceNote}</p> : null}
    >
      <div className="outcome-dialog__visit">
        <Field label={text.recordedOn} required errors={[errors.recordedOn]}>
          {(control) => <input {...control} {...form.fieldProps('recordedOn')} type="date" readOnly={form.submitting} />}
        </Field>
        <Field label={text.episode} errors={[errors.episodeId]}>
          {(control) => (
            <select {...control} {...form.fieldProps('episodeId')} disabled={form.submitting}>
              <option value="">{text.noEpisode}</option>
              {episodes.map((episode) => (
                <option key={episode.id} value={episode.id}>
                  {`${episode.reason} — depuis le ${formatDate(episode.startedOn)}${episode.endedOn ? ` (terminé le ${formatDate(episode.endedOn)})` : ''}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <QuestionnaireItems definition={definition} form={form} />
      <output className="outcome-dialog__score" aria-live="polite">
        {score ? `${text.score} : ${score.display} — ${score.interpretation}` : `${text.score} : ${text.scorePending}`}
      </output>
    </DialogForm>
  );
}
