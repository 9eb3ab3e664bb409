// Questionnaires the clinic sent to fill before a visit, shown above the appointments.
// Nothing at all while they load or when there is none (the tab does not jump for a section that
// has nothing to say); otherwise a notice listing them, each with « Remplir » opening its form.
// Once sent, the thanks stay here and the list is asked again.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { Notice } from 'shared-ui/Notice';
import { SuccessState } from 'shared-ui/SuccessState';
import { type PendingQuestionnaire, pendingQuestionnairesKey, usePendingQuestionnaires } from './api/questionnaires';
import { questionnairesText as text } from './questionnaires-text';
import './questionnaires.css';

// The form (its schemas and the questionnaires' scoring) loads when « Remplir » is first pressed:
// most visits to the tab have nothing to fill.
const QuestionnaireDialog = lazy(() => import('./QuestionnaireDialog').then((module) => ({ default: module.QuestionnaireDialog })));

type Said = { id: number; tone: 'info' | 'error'; title: string; text?: string };

export function QuestionnairesSection() {
  const query = usePendingQuestionnaires();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<PendingQuestionnaire>();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pendingQuestionnairesKey });
  const tell = (next: Omit<Said, 'id'>) => setSaid((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }));

  const pending = query.data ?? [];
  const failed = query.isError && !query.isFetching;
  if (pending.length === 0 && !failed && !said && !target) return null;

  return (
    <div className="questionnaires">
      {target ? (
        <Suspense fallback={null}>
          <QuestionnaireDialog
            open={open}
            questionnaire={target}
            onClose={() => setOpen(false)}
            onAnswered={() => {
              setOpen(false);
              tell({ tone: 'info', title: text.thanks, text: text.thanksText });
              void refresh();
            }}
            onClosedMeanwhile={(error: ApiError) => {
              setOpen(false);
              tell({ tone: 'error', title: text.failed, text: error.message });
              void refresh();
            }}
          />
        </Suspense>
      ) : null}
      {said?.tone === 'info' ? (
        <div className="questionnaires__thanks">
          <SuccessState key={said.id} title={said.title} autoFocus>
            {said.text ? <p>{said.text}</p> : null}
          </SuccessState>
        </div>
      ) : said ? (
        <Notice key={said.id} tone={said.tone} title={said.title} autoFocus>
          {said.text ? <p>{said.text}</p> : null}
        </Notice>
      ) : null}
      {failed ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void query.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(query.error)}</p>
        </Notice>
      ) : null}
      {pending.length > 0 ? (
        <section className="ui-notice ui-notice--info questionnaires__pending" aria-labelledby="questionnaires-a-remplir">
          <h2 id="questionnaires-a-remplir">{text.heading}</h2>
          <p>{text.intro}</p>
          <ul className="questionnaires__list">
            {pending.map((questionnaire) => (
              <li key={questionnaire.id}>
                <div>
                  <p className="questionnaires__name">{questionnaire.definition.name}</p>
                  <p className="questionnaires__when">{whenText(questionnaire)}</p>
                </div>
                <Button
                  aria-label={`${text.fill} : ${questionnaire.definition.name}`}
                  onClick={() => {
                    setTarget(questionnaire);
                    setOpen(true);
                  }}
                >
                  {text.fill}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function whenText(questionnaire: PendingQuestionnaire): string {
  if (questionnaire.appointmentDate) {
    const time = questionnaire.appointmentTime ? ` à ${formatTime(questionnaire.appointmentTime)}` : '';
    return `${text.beforeVisit} ${formatDate(questionnaire.appointmentDate)}${time}`;
  }
  return `${text.sentOn} ${formatDate(new Date(questionnaire.sentAt))}`;
}
