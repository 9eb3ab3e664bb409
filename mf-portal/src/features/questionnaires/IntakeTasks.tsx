// The portal's task « Questionnaire d'accueil »: before a first visit, until the intake form is
// signed, a notice above the appointments with « Remplir le questionnaire d'accueil », which opens
// the form (a fresh link, the page the confirmation's link opens). Nothing when there is none.
import { useState } from 'react';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { failureMessage } from 'shared-ui/failure-message';
import { Button } from 'shared-ui/Button';
import { useIntakeTasks, intakeLink } from './api/intake-tasks';

export const intakeTaskText = {
  heading: 'Questionnaire d’accueil',
  intro: 'Avant votre première visite, remplissez le questionnaire d’accueil : environ cinq minutes, enregistré au fur et à mesure.',
  fill: 'Remplir le questionnaire d’accueil',
  failed: 'Le questionnaire n’a pas pu être ouvert',
} as const;

export function IntakeTasks() {
  const tasks = useIntakeTasks();
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  if (!tasks.data || tasks.data.length === 0) return null;
  const open = async (appointmentId: string) => {
    setOpening(true);
    const result = await intakeLink(appointmentId);
    if (result.kind === 'ok') {
      window.location.assign(result.data.path);
      return;
    }
    setOpening(false);
    setProblem(failureMessage(result));
  };
  return (
    <section className="ui-notice ui-notice--info questionnaires__pending" aria-labelledby="questionnaire-accueil">
      <h2 id="questionnaire-accueil">{intakeTaskText.heading}</h2>
      <p>{intakeTaskText.intro}</p>
      {problem ? (
        <p role="alert">
          {intakeTaskText.failed} : {problem}
        </p>
      ) : null}
      <ul className="questionnaires__list">
        {tasks.data.map((task) => (
          <li key={task.appointmentId}>
            <span>{task.date && task.time ? `Visite du ${formatDate(task.date)} à ${formatTime(task.time)}` : null}</span>
            <Button onClick={() => void open(task.appointmentId)} disabled={opening}>
              {intakeTaskText.fill}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
