// Step 3: what the import would do: the counts, the rows with errors (their spreadsheet row and
// why, left out of the import), and each possible duplicate with its decision (« Ignorer » until
// someone chooses: nothing is merged or created twice on its own).
import { type FormEvent, useState } from 'react';
import { formatDate, formatPhone } from 'shared-domain/platform/format';
import { type PatientImportDecision, patientImportDecisionLabels } from 'shared-domain/patients/patient-import';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { FormFailure } from 'shared-ui/FormFailure';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { ImportInput, PatientImportPreview } from './api/patient-imports';
import { BackButton } from './ImportFileStep';
import { importText } from './patient-import-text';
import { StepHeading } from './StepHeading';

type Duplicate = PatientImportPreview['duplicates'][number];
type Decisions = ImportInput['decisions'];

// A file of thousands of bad rows would make a page nobody reads: the first ones show the pattern.
const errorsShown = 200;

export interface ImportPreviewStepProps {
  preview: PatientImportPreview;
  busy: boolean;
  failure: string | undefined;
  onImport(decisions: NonNullable<Decisions>): void;
  onBack(): void;
}

/** A radio's value: the decision, with the record to update when there are several. */
const choiceValue = (action: PatientImportDecision, patientId?: string) => (patientId ? `${action}:${patientId}` : action);

function person(match: { firstName: string; lastName: string; dateOfBirth: string | null }) {
  return [`${match.lastName}, ${match.firstName}`, match.dateOfBirth ? `né(e) le ${formatDate(match.dateOfBirth)}` : null]
    .filter(Boolean)
    .join(', ');
}

function DuplicateDecision({ duplicate, value, onChange }: { duplicate: Duplicate; value: string; onChange(value: string): void }) {
  const updates =
    duplicate.matches.length === 1
      ? [{ value: choiceValue('update', duplicate.matches[0]?.id), label: patientImportDecisionLabels.update }]
      : duplicate.matches.map((match) => ({ value: choiceValue('update', match.id), label: importText.updateOne(person(match)) }));
  const choices = [
    { value: 'skip', label: patientImportDecisionLabels.skip },
    { value: 'create', label: patientImportDecisionLabels.create },
    ...updates,
  ];
  const contact = [duplicate.email, duplicate.phone ? formatPhone(duplicate.phone) : null].filter(Boolean).join(' · ');
  const why = [
    ...duplicate.reasons,
    duplicate.sameAsLine ? importText.sameAsLine(duplicate.sameAsLine) : null,
    ...duplicate.matches.map((match) => `Dossier existant : ${person(match)}${match.email ? ` · ${match.email}` : ''}`),
  ].filter(Boolean);
  return (
    <li className="patient-import__duplicate">
      <ChoiceGroup
        type="radio"
        name={`decision-${duplicate.line}`}
        legend={importText.duplicateLegend(duplicate.line, `${duplicate.lastName}, ${duplicate.firstName}`)}
        required
        hint={[contact, ...why].filter(Boolean).join(' — ')}
        choices={choices}
        selected={[value]}
        onToggle={(next) => onChange(next)}
      />
    </li>
  );
}

export function ImportPreviewStep({ preview, busy, failure, onImport, onBack }: ImportPreviewStepProps) {
  const [choices, setChoices] = useState<Record<number, string>>({});
  const decisionOf = (line: number) => choices[line] ?? 'skip';
  const toImport = preview.readyCount + preview.duplicates.filter((duplicate) => decisionOf(duplicate.line) !== 'skip').length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onImport(
      preview.duplicates.map((duplicate) => {
        const [action, patientId] = decisionOf(duplicate.line).split(':') as [PatientImportDecision, string | undefined];
        return patientId ? { line: duplicate.line, action, patientId } : { line: duplicate.line, action };
      }),
    );
  };

  return (
    <section className="patient-import__step">
      <StepHeading>{importText.steps.preview}</StepHeading>
      <ul className="patient-import__counts">
        {importText.counts(preview.rowCount, preview.readyCount, preview.errors.length, preview.duplicates.length).map((count) => (
          <li key={count}>{count}</li>
        ))}
      </ul>
      {preview.errors.length > 0 ? (
        <>
          <h3>{importText.errorsCaption}</h3>
          {preview.errors.length > errorsShown ? <p>{importText.errorsShown(errorsShown, preview.errors.length)}</p> : null}
          <StackedTable
            caption={importText.errorsCaption}
            columns={[importText.line, importText.reason]}
            rows={preview.errors.slice(0, errorsShown)}
            rowKey={(error) => String(error.line)}
            cells={(error) => (
              <>
                <StackedCell label={importText.line}>{error.line}</StackedCell>
                <StackedCell label={importText.reason}>{error.reasons.join(' ; ')}</StackedCell>
              </>
            )}
            minWidth="32rem"
          />
        </>
      ) : null}
      <form noValidate onSubmit={submit}>
        {preview.duplicates.length > 0 ? (
          <>
            <h3>{importText.duplicatesHeading}</h3>
            <p>{importText.duplicatesHint}</p>
            <ul className="patient-import__duplicates">
              {preview.duplicates.map((duplicate) => (
                <DuplicateDecision
                  key={duplicate.line}
                  duplicate={duplicate}
                  value={decisionOf(duplicate.line)}
                  onChange={(value) => setChoices((current) => ({ ...current, [duplicate.line]: value }))}
                />
              ))}
            </ul>
          </>
        ) : null}
        {failure ? <FormFailure message={failure} /> : null}
        {toImport === 0 ? <p>{importText.nothing}</p> : null}
        <div className="patient-import__actions">
          {toImport > 0 ? (
            <SubmitButton busy={busy} busyLabel={importText.importing} busyStatus={importText.importing}>
              {importText.import(toImport)}
            </SubmitButton>
          ) : null}
          <BackButton onClick={onBack}>{importText.back}</BackButton>
        </div>
      </form>
    </section>
  );
}
