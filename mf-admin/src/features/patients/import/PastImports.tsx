// « Importations précédentes »: who brought which file in, when, what it did, and « Annuler
// l'importation » until its 7 days are over, after a confirmation that says what undoing does.
// The report says what was undone and lists, by name, the records kept (edited since, or linked
// to visits, notes or invoices).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { DialogForm, FormDialog, mutationFormControl } from 'shared-ui/FormDialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { type PastImport, pastImportsKey, type UndoReport, undoPatientImport, usePastImports } from './api/patient-imports';
import { importText } from './patient-import-text';

const { pastColumns: columns } = importText;

export function PastImports() {
  const queryClient = useQueryClient();
  const list = usePastImports();
  const [confirming, setConfirming] = useState<PastImport | null>(null);
  const [report, setReport] = useState<UndoReport | null>(null);
  const undo = useMutation({
    mutationFn: (id: string) => undoPatientImport(id),
    onSuccess: (done) => {
      setConfirming(null);
      setReport(done);
      // The patients' lists change too: every 'admin' key is read again.
      void queryClient.invalidateQueries({ queryKey: [pastImportsKey[0]] });
    },
  });

  return (
    <section className="patient-import__past">
      <h2>{importText.pastHeading}</h2>
      {report ? (
        <Notice title={importText.undoneReport(report.removed, report.restored)} autoFocus>
          {report.kept.length > 0 ? (
            <>
              <p>{importText.keptHeading}</p>
              <ul>
                {report.kept.map((kept) => (
                  <li key={kept.patientId}>{`${kept.name} : ${kept.reason}`}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Notice>
      ) : null}
      {list.isPending ? <LoadingState label={importText.pastLoading} /> : null}
      {list.isError ? (
        <Notice
          tone="error"
          title={importText.pastLoadFailed}
          actions={<Button onClick={() => void list.refetch()}>{importText.retry}</Button>}
        >
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      {list.data?.length === 0 ? <p>{importText.pastNone}</p> : null}
      <StackedTable
        caption={importText.pastHeading}
        columns={Object.values(columns)}
        rows={list.data ?? []}
        rowKey={(row) => row.id}
        cells={(row) => (
          <>
            <StackedCell label={columns.file}>{row.fileName}</StackedCell>
            <StackedCell label={columns.when}>{formatDateTime(new Date(row.createdAt))}</StackedCell>
            <StackedCell label={columns.who}>{row.createdBy ?? importText.unknownStaff}</StackedCell>
            <StackedCell label={columns.counts}>{importText.pastCounts(row.created, row.updated, row.skipped)}</StackedCell>
            <StackedCell label={columns.state}>
              {row.undoneAt ? (
                importText.undone(formatDateTime(new Date(row.undoneAt)))
              ) : row.undoable ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    undo.reset();
                    setConfirming(row);
                  }}
                >
                  {importText.undo}
                </Button>
              ) : (
                importText.undoClosed
              )}
            </StackedCell>
          </>
        )}
        minWidth="48rem"
      />
      <FormDialog open={confirming !== null} onClose={() => setConfirming(null)} keepOpenWhileSending title={importText.undoTitle}>
        {confirming ? (
          <DialogForm
            form={mutationFormControl(undo, () => undo.mutate(confirming.id))}
            submit={{ label: importText.undoConfirm, busyLabel: importText.undoing }}
            cancelLabel={importText.keep}
            actionsClassName="patient-import__actions"
            intro={
              <>
                <p>{`${confirming.fileName} — ${formatDateTime(new Date(confirming.createdAt))}`}</p>
                <p>{importText.undoExplanation}</p>
              </>
            }
          />
        ) : null}
      </FormDialog>
    </section>
  );
}
