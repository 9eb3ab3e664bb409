// The record's « Questionnaire d'accueil »: each version the patient (or her guardian) filled,
// who signed, when and as what; « Lire » shows the answers by section (the server audits each
// reading), « Marquer comme lu » records that the practitioner read it. A change after reading came
// as a new version: the one read stays as it was signed.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { intakeStatusLabels } from 'shared-domain/clinical/intake-form';
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { type IntakeEntry, patientIntakesKey, reviewIntake, useIntakeAnswers, usePatientIntakes } from './api/intakes';

export const intakeText = {
  heading: 'Questionnaire d’accueil',
  none: 'Aucun questionnaire d’accueil reçu.',
  read: 'Lire',
  hide: 'Masquer les réponses',
  markRead: 'Marquer comme lu',
  marked: 'Questionnaire marqué comme lu',
  failed: 'Action impossible',
  loadFailed: 'Les questionnaires n’ont pas pu être chargés.',
  draft: 'Commencé par le patient, pas encore signé.',
} as const;

export function IntakeEntries({ patientId }: { patientId: string }) {
  const queryClient = useQueryClient();
  const intakes = usePatientIntakes(patientId);
  const runner = useActionRunner({ refresh: () => queryClient.invalidateQueries({ queryKey: patientIntakesKey(patientId) }) });
  return (
    <section className="clinical-record__part" aria-labelledby="dossier-clinique-accueil">
      <h3 id="dossier-clinique-accueil">{intakeText.heading}</h3>
      <p className="clinical-record__said" role={runner.problem ? 'alert' : 'status'}>
        {runner.problem ? `${intakeText.failed} : ${runner.problem.message}` : runner.status}
      </p>
      {intakes.isPending ? (
        <LoadingState />
      ) : intakes.isError ? (
        <p role="alert">{intakes.error instanceof ApiRequestError ? intakes.error.message : intakeText.loadFailed}</p>
      ) : intakes.data.length === 0 ? (
        <p className="patient-file__muted">{intakeText.none}</p>
      ) : (
        <ul className="clinical-record__list">
          {intakes.data.map((intake) => (
            <IntakeItem
              key={intake.id}
              patientId={patientId}
              intake={intake}
              marking={runner.running === intake.id}
              onMarkRead={() => void runner.run(intake.id, () => reviewIntake(patientId, intake.id), intakeText.marked)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function signedLine(intake: IntakeEntry): string {
  if (!intake.signedAt) return intakeText.draft;
  const signer = `Signé par ${intake.signedName} (${intake.signedRelationship}) le ${formatDateTime(new Date(intake.signedAt))}`;
  const reviewed = intake.reviewedAt
    ? ` — lu le ${formatDate(new Date(intake.reviewedAt))}${intake.reviewedBy ? ` par ${intake.reviewedBy}` : ''}`
    : '';
  return `${signer}${reviewed}`;
}

function IntakeItem({
  patientId,
  intake,
  marking,
  onMarkRead,
}: {
  patientId: string;
  intake: IntakeEntry;
  marking: boolean;
  onMarkRead(): void;
}) {
  const [open, setOpen] = useState(false);
  const answers = useIntakeAnswers(patientId, intake.id, open);
  const signed = intake.status !== 'draft';
  return (
    <li className="clinical-record__item">
      <p>
        <strong>
          {intakeText.heading}, version {intake.submissionVersion}
        </strong>{' '}
        — {intakeStatusLabels[intake.status]}
        {intake.appointmentDate ? ` (visite du ${formatDate(intake.appointmentDate)})` : ''}
      </p>
      <p className="patient-file__muted">{signedLine(intake)}</p>
      {signed ? (
        <div className="clinical-record__actions">
          <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? intakeText.hide : intakeText.read}
          </Button>
          {intake.status === 'signed' ? (
            <Button onClick={onMarkRead} disabled={marking}>
              {intakeText.markRead}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open ? (
        answers.isPending ? (
          <LoadingState />
        ) : answers.isError ? (
          <p role="alert">{answers.error instanceof ApiRequestError ? answers.error.message : intakeText.loadFailed}</p>
        ) : (
          <div className="clinical-record__intake">
            {answers.data.sections.map((section) => (
              <section key={section.title} aria-label={section.title}>
                <h4>{section.title}</h4>
                <dl>
                  {section.rows.map((row) => (
                    <div key={row.question}>
                      <dt>{row.question}</dt>
                      <dd>{row.answer}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
            {answers.data.agreedText ? <p className="patient-file__muted">Consentement signé : « {answers.data.agreedText} »</p> : null}
          </div>
        )
      ) : null}
    </li>
  );
}
