// Outcome measures: scores recorded per visit, graphed over the episode of care, questionnaires sent to the portal.
// Per questionnaire a small chart (an image with its summary) and the same values in a table;
// « Enregistrer une mesure » and « Envoyer au portail » open their dialogs; the questionnaires
// sent are listed with their state, a pending one can be withdrawn. Each reading is audited by
// the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestionnaireId } from 'shared-domain/clinical/clinical-lists';
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import { questionnaireRequestStatusLabels } from 'shared-domain/clinical/outcome-measures';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { type Episode, type Outcome, patientOutcomesKey, usePatientOutcomes } from './api/patient-outcomes';
import {
  cancelQuestionnaireRequest,
  questionnaireRequestsKey,
  type SentQuestionnaire,
  useQuestionnaireRequests,
} from './api/questionnaire-requests';
import { type Questionnaire, useQuestionnaires } from './api/questionnaires';
import { OutcomeChart, outcomeChartSummary } from './OutcomeChart';
import { outcomesText as text } from './outcomes-text';
import { RecordOutcomeDialog } from './RecordOutcomeDialog';
import { SendQuestionnaireDialog } from './SendQuestionnaireDialog';
import './outcomes.css';

type Said = { tone: 'status' | 'alert'; message: string };

/** Where the patient file's navigation leads to this section: its heading's id, and its name. */
export const patientOutcomesAnchor = { id: 'dossier-mesures', label: text.heading } as const;

export function PatientOutcomesSection({ patientId }: { patientId: string }) {
  const queryClient = useQueryClient();
  const outcomes = usePatientOutcomes(patientId);
  const questionnaires = useQuestionnaires();
  const [dialog, setDialog] = useState<'record' | 'send' | null>(null);
  const [said, setSaid] = useState<Said | null>(null);

  const done = (message: string, refresh: readonly unknown[]) => {
    setDialog(null);
    setSaid({ tone: 'status', message });
    void queryClient.invalidateQueries({ queryKey: refresh });
  };
  const definitions = questionnaires.data ?? [];

  return (
    <section className="patient-file__section outcomes" aria-labelledby={patientOutcomesAnchor.id}>
      <h2 id={patientOutcomesAnchor.id}>{text.heading}</h2>
      <p className="outcomes__said" role={said?.tone === 'alert' ? 'alert' : 'status'}>
        {said?.message}
      </p>
      <div className="outcomes__actions">
        <Button variant="secondary" disabled={definitions.length === 0} onClick={() => setDialog('record')}>
          {text.recordButton}
        </Button>
        <Button variant="secondary" disabled={definitions.length === 0} onClick={() => setDialog('send')}>
          {text.sendButton}
        </Button>
      </div>
      {outcomes.isPending ? (
        <LoadingState label={text.loading} />
      ) : outcomes.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void outcomes.refetch()}>{text.retry}</Button>}>
          <p>{outcomes.error instanceof ApiRequestError ? outcomes.error.message : text.unreachable}</p>
        </Notice>
      ) : (
        <OutcomeSeries outcomes={outcomes.data.outcomes} episodes={outcomes.data.episodes} questionnaires={definitions} />
      )}
      <SentQuestionnaires patientId={patientId} onSaid={setSaid} />
      <RecordOutcomeDialog
        open={dialog === 'record'}
        patientId={patientId}
        questionnaires={definitions}
        episodes={outcomes.data?.episodes ?? []}
        onClose={() => setDialog(null)}
        onRecorded={() => done(text.recorded, patientOutcomesKey(patientId))}
      />
      <SendQuestionnaireDialog
        open={dialog === 'send'}
        patientId={patientId}
        questionnaires={definitions}
        onClose={() => setDialog(null)}
        onSent={() => done(text.sent, questionnaireRequestsKey(patientId))}
      />
    </section>
  );
}

interface OutcomeSeriesProps {
  outcomes: readonly Outcome[];
  episodes: readonly Episode[];
  questionnaires: readonly Questionnaire[];
}

/** The measures grouped by questionnaire, in the order the clinic lists the questionnaires. */
function OutcomeSeries({ outcomes, episodes, questionnaires }: OutcomeSeriesProps) {
  if (outcomes.length === 0) return <p className="patient-file__muted">{text.none}</p>;
  const order = questionnaires.map((questionnaire) => questionnaire.id);
  const ids = [...new Set(outcomes.map((outcome) => outcome.questionnaire))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return (
    <div className="outcomes__series">
      {ids.map((id) => (
        <QuestionnaireSeries
          key={id}
          id={id}
          outcomes={outcomes.filter((outcome) => outcome.questionnaire === id)}
          episodes={episodes}
          questionnaires={questionnaires}
        />
      ))}
    </div>
  );
}

function QuestionnaireSeries({ id, outcomes, episodes, questionnaires }: OutcomeSeriesProps & { id: QuestionnaireId }) {
  const first = outcomes[0];
  const latest = outcomes.at(-1);
  if (!first || !latest) return null;
  const title = questionnaires.find((questionnaire) => questionnaire.id === id)?.name ?? first.questionnaireName;
  const headingId = `mesures-${id}`;
  // The episodes the measures were filed under; failing that, those their dates fall in.
  const filed = episodes.filter((episode) => outcomes.some((outcome) => outcome.episodeId === episode.id));
  const shown =
    filed.length > 0
      ? filed
      : episodes.filter((episode) => episode.startedOn <= latest.recordedOn && (!episode.endedOn || episode.endedOn >= first.recordedOn));
  const scoreLabel = first.maximum === 100 && first.display.includes('%') ? text.scoreLabel.percent : text.scoreLabel.outOf(first.maximum);
  return (
    <section className="outcomes__questionnaire" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="outcomes__latest">{`${latest.display} — ${latest.interpretation} (${formatDate(latest.recordedOn)})`}</p>
      <OutcomeChart outcomes={outcomes} episodes={shown} title={title} scoreLabel={scoreLabel} />
      <details className="outcomes__table">
        <summary>{text.values}</summary>
        <table>
          <caption className="ui-visually-hidden">{outcomeChartSummary({ outcomes, episodes: shown, title })}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.date}</th>
              <th scope="col">{text.columns.score}</th>
              <th scope="col">{text.columns.interpretation}</th>
              <th scope="col">{text.columns.by}</th>
            </tr>
          </thead>
          <tbody>
            {outcomes.map((outcome) => (
              <tr key={outcome.id}>
                <th scope="row">{formatDate(outcome.recordedOn)}</th>
                <td>{outcome.display}</td>
                <td>{outcome.interpretation}</td>
                <td>{outcome.source === 'patient' ? text.patientSource : (outcome.recordedBy ?? '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function SentQuestionnaires({ patientId, onSaid }: { patientId: string; onSaid(said: Said): void }) {
  const queryClient = useQueryClient();
  const requests = useQuestionnaireRequests(patientId);
  const withdraw = useMutation({
    mutationFn: cancelQuestionnaireRequest,
    onSuccess: () => onSaid({ tone: 'status', message: text.requests.withdrawn }),
    onError: (error) =>
      onSaid({
        tone: 'alert',
        message: `${text.requests.withdrawFailed} : ${error instanceof ApiRequestError ? error.message : text.unreachable}`,
      }),
    // Whatever the answer, the list shows the requests as they now stand.
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnaireRequestsKey(patientId) }),
  });
  return (
    <section className="outcomes__requests" aria-labelledby="mesures-envoyees">
      <h3 id="mesures-envoyees">{text.requests.heading}</h3>
      {requests.isPending ? (
        <LoadingState label={text.loading} />
      ) : requests.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void requests.refetch()}>{text.retry}</Button>}>
          <p>{requests.error instanceof ApiRequestError ? requests.error.message : text.unreachable}</p>
        </Notice>
      ) : requests.data.length === 0 ? (
        <p className="patient-file__muted">{text.requests.none}</p>
      ) : (
        <ul className="outcomes__request-list">
          {requests.data.map((request) => (
            <SentQuestionnaireItem
              key={request.id}
              request={request}
              busy={withdraw.isPending && withdraw.variables === request.id}
              onWithdraw={() => {
                if (!withdraw.isPending) withdraw.mutate(request.id);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SentQuestionnaireItem({ request, busy, onWithdraw }: { request: SentQuestionnaire; busy: boolean; onWithdraw(): void }) {
  const when = `${text.requests.sentOn} ${formatDateTime(new Date(request.sentAt))}`;
  const completed = request.completedAt ? ` · ${text.requests.completedOn} ${formatDateTime(new Date(request.completedAt))}` : '';
  return (
    <li>
      <span className="outcomes__request-name">{request.questionnaireName}</span>
      <span className="patient-file__muted">{`${when}${completed}`}</span>
      <span className={`outcomes__state outcomes__state--${request.status}`}>{questionnaireRequestStatusLabels[request.status]}</span>
      {request.status === 'pending' ? (
        <Button
          variant="secondary"
          aria-disabled={busy || undefined}
          onClick={onWithdraw}
          aria-label={`${text.requests.withdraw} : ${request.questionnaireName}`}
        >
          {busy ? text.requests.withdrawing : text.requests.withdraw}
        </Button>
      ) : null}
    </li>
  );
}
