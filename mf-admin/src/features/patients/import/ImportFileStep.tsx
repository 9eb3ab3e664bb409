// Step 1: the template to download, then the file to read. The file goes to the server at once
// for its columns (the mapping step shows them, guessed from their headers).
import { type FormEvent, useState } from 'react';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { patientImportTemplateUrl } from './api/patient-imports';
import { type ChosenFile, readChosenFile } from './patient-import-file';
import { importText } from './patient-import-text';
import { StepHeading } from './StepHeading';

export interface ImportFileStepProps {
  busy: boolean;
  /** The server's refusal of the last file sent. */
  failure: string | undefined;
  onRead(file: ChosenFile): void;
}

export function ImportFileStep({ busy, failure, onRead }: ImportFileStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setProblem(importText.noFile);
      return;
    }
    const chosen = await readChosenFile(file);
    if ('problem' in chosen) setProblem(chosen.problem);
    else {
      setProblem(undefined);
      onRead(chosen);
    }
  };

  return (
    <section className="patient-import__step">
      <StepHeading>{importText.steps.file}</StepHeading>
      <p>{importText.templateHint}</p>
      <p>
        <a className="ui-button ui-button--secondary" href={patientImportTemplateUrl()} download>
          {importText.template}
        </a>
      </p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {failure ? <FormFailure message={failure} /> : null}
        <Field label={importText.file} hint={importText.fileHint} required errors={[problem]}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(undefined);
              }}
            />
          )}
        </Field>
        <div className="patient-import__actions">
          <SubmitButton busy={busy} busyLabel={importText.reading} busyStatus={importText.reading}>
            {importText.read}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** « Revenir » and the like: a plain secondary button. */
export function BackButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      {children}
    </Button>
  );
}
