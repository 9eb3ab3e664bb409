// Step 3: what the import would do: the counts, the order its dates are read in (or the question
// when the file cannot tell), the first ready rows as they will be stored, the rows with errors
// (their spreadsheet row and why, left out of the import), the names that look like formulas, and
// each possible duplicate with its decision (« Ignorer » until someone chooses: nothing is merged
// or created twice on its own).
import { type FormEvent, useState } from 'react';
import { formatDate, formatPhone } from 'shared-domain/platform/format';
import {
  type ImportDateOrder as DateOrder,
  type PatientImportDecision,
  patientImportDecisionLabels,
} from 'shared-domain/patients/patient-import';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { ImportInput, PatientImportPreview } from './api/patient-imports';
import { dateOrderQuestionId, ImportDateOrder } from './ImportDateOrder';
import { BackButton } from './ImportFileStep';
import { ImportRowReasons } from './ImportRowReasons';
import { ImportSampleRows } from './ImportSampleRows';
import { importText } from './patient-import-text';
import { StepHeading } from './StepHeading';

type Duplicate = PatientImportPreview['duplicates'][number];
type Decisions = ImportInput['decisions'];

export interface ImportPreviewStepProps {
  preview: PatientImportPreview;
  busy: boolean;
  failure: string | undefined;
  /** The preview is being read again (another order of the dates was chosen). */
  rereading: boolean;
  onDateOrder(order: DateOrder): void;
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

export function ImportPreviewStep({ preview, busy, failure, rereading, onDateOrder, onImport, onBack }: ImportPreviewStepProps) {
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [dateOrderError, setDateOrderError] = useState<string>();
  const undecided = preview.dateOrder.how === 'undecided';
  const decisionOf = (line: number) => choices[line] ?? 'skip';
  const toImport = preview.readyCount + preview.duplicates.filter((duplicate) => decisionOf(duplicate.line) !== 'skip').length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || rereading) return;
    if (undecided) {
      // The import waits for the order of the dates: the question gets the focus and says so.
      setDateOrderError(importText.dateOrderRequired);
      document.getElementById(dateOrderQuestionId)?.querySelector('input')?.focus();
      return;
    }
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
      <ImportDateOrder
        reading={preview.dateOrder}
        busy={rereading}
        error={undecided ? dateOrderError : undefined}
        onChoose={(order) => {
          setDateOrderError(undefined);
          onDateOrder(order);
        }}
      />
      {undecided ? <p>{importText.sampleAfterChoice}</p> : <ImportSampleRows rows={preview.sample} readyCount={preview.readyCount} />}
      <ImportRowReasons heading={importText.errorsCaption} rows={preview.errors} />
      <ImportRowReasons heading={importText.warningsHeading} hint={importText.warningsHint} rows={preview.warnings} />
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
