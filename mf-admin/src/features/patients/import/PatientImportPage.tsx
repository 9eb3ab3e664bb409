// « Importer des patients » (administrators): 1) the template and the file, 2) its
// columns mapped to the record's fields (guessed from the headers), 3) the preview — the order of
// its dates (asked when the file cannot tell), the first ready rows, rows with errors, names that
// look like formulas, possible duplicates each with its decision — 4) the import and its summary.
// Below, the past imports, each undoable for 7 days. The server reads the file at each step:
// the page holds only the file's bytes and the person's choices.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportDateOrder, PatientImportMapping } from 'shared-domain/patients/patient-import';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import {
  type ImportInput,
  type ImportSummary,
  importPatients,
  type PatientImportPreview,
  pastImportsKey,
  previewPatientImport,
} from './api/patient-imports';
import { ImportFileStep } from './ImportFileStep';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import { ImportSummaryStep } from './ImportSummaryStep';
import { PastImports } from './PastImports';
import type { ChosenFile } from './patient-import-file';
import { importText } from './patient-import-text';
import './patient-import.css';

type Step =
  | { name: 'file' }
  | { name: 'mapping'; file: ChosenFile; preview: PatientImportPreview }
  | { name: 'preview'; file: ChosenFile; preview: PatientImportPreview; mapping: PatientImportMapping; dateOrder?: ImportDateOrder }
  | { name: 'done'; summary: ImportSummary };

export function PatientImportPage() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'file' });

  const read = useMutation({
    mutationFn: (input: { file: ChosenFile; mapping?: PatientImportMapping; dateOrder?: ImportDateOrder }) =>
      previewPatientImport({
        ...input.file,
        ...(input.mapping ? { mapping: input.mapping } : {}),
        ...(input.dateOrder ? { dateOrder: input.dateOrder } : {}),
      }),
    onSuccess: (preview, { file, mapping, dateOrder }) =>
      setStep(
        mapping && !preview.mappingProblem
          ? { name: 'preview', file, preview, mapping, ...(dateOrder ? { dateOrder } : {}) }
          : { name: 'mapping', file, preview },
      ),
  });
  const write = useMutation({
    mutationFn: (input: ImportInput) => importPatients(input),
    onSuccess: (summary) => {
      setStep({ name: 'done', summary });
      // The list below and the patients' lists: every 'admin' key is read again.
      void queryClient.invalidateQueries({ queryKey: [pastImportsKey[0]] });
    },
  });
  const failure = (mutation: typeof read | typeof write) => (mutation.isError ? problemMessage(mutation.error) : undefined);
  const restart = () => {
    read.reset();
    write.reset();
    setStep({ name: 'file' });
  };

  return (
    <PageFrame title={importText.title} className="ui-page patient-import">
      <p>{importText.intro}</p>
      {step.name === 'file' ? (
        <ImportFileStep busy={read.isPending} failure={failure(read)} onRead={(file) => read.mutate({ file })} />
      ) : null}
      {step.name === 'mapping' ? (
        <ImportMappingStep
          preview={step.preview}
          busy={read.isPending}
          failure={failure(read)}
          onPreview={(mapping) => read.mutate({ file: step.file, mapping })}
          onBack={restart}
        />
      ) : null}
      {step.name === 'preview' ? (
        <ImportPreviewStep
          preview={step.preview}
          busy={write.isPending}
          failure={failure(read) ?? failure(write)}
          rereading={read.isPending}
          onDateOrder={(dateOrder) => read.mutate({ file: step.file, mapping: step.mapping, dateOrder })}
          onImport={(decisions) =>
            write.mutate({ ...step.file, mapping: step.mapping, ...(step.dateOrder ? { dateOrder: step.dateOrder } : {}), decisions })
          }
          onBack={() => {
            write.reset();
            setStep({ name: 'mapping', file: step.file, preview: step.preview });
          }}
        />
      ) : null}
      {step.name === 'done' ? <ImportSummaryStep summary={step.summary} onAnother={restart} /> : null}
      <PastImports />
    </PageFrame>
  );
}
