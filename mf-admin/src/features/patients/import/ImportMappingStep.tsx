// Step 2: a select per column of the file, filled with the server's guess from the headers; the
// person corrects it, then asks for the preview (the server reads every row with this mapping).
import { type FormEvent, useState } from 'react';
import {
  type PatientImportField,
  type PatientImportMapping,
  patientImportFieldLabels,
  patientImportFields,
} from 'shared-domain/patients/patient-import';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { Notice } from 'shared-ui/Notice';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { PatientImportPreview } from './api/patient-imports';
import { BackButton } from './ImportFileStep';
import { importText } from './patient-import-text';
import { StepHeading } from './StepHeading';

export interface ImportMappingStepProps {
  preview: PatientImportPreview;
  busy: boolean;
  failure: string | undefined;
  onPreview(mapping: PatientImportMapping): void;
  onBack(): void;
}

const isField = (value: string): value is PatientImportField => (patientImportFields as readonly string[]).includes(value);

export function ImportMappingStep({ preview, busy, failure, onPreview, onBack }: ImportMappingStepProps) {
  const [mapping, setMapping] = useState<PatientImportMapping>(() => preview.columns.map((column) => column.field));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onPreview(mapping);
  };

  return (
    <section className="patient-import__step">
      <StepHeading>{importText.steps.mapping}</StepHeading>
      <p>{importText.mappingHint}</p>
      <form noValidate onSubmit={submit}>
        {/* Said, not focused: the step's heading has the focus, and this is the step's task. */}
        {preview.mappingProblem && !failure ? <Notice tone="error" title={preview.mappingProblem} /> : null}
        {failure ? <FormFailure message={failure} /> : null}
        <div className="patient-import__mapping">
          {preview.columns.map((column) => (
            <Field key={column.index} label={importText.column(column.header, column.index)}>
              {(control) => (
                <select
                  {...control}
                  value={mapping[column.index] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setMapping((current) =>
                      current.map((field, index) => (index === column.index ? (isField(value) ? value : null) : field)),
                    );
                  }}
                >
                  <option value="">{importText.notImported}</option>
                  {patientImportFields.map((field) => (
                    <option key={field} value={field}>
                      {patientImportFieldLabels[field]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
        </div>
        <div className="patient-import__actions">
          <SubmitButton busy={busy} busyLabel={importText.previewing} busyStatus={importText.previewing}>
            {importText.showPreview}
          </SubmitButton>
          <BackButton onClick={onBack}>{importText.otherFile}</BackButton>
        </div>
      </form>
    </section>
  );
}
