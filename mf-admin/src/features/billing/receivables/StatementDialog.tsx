// « État de compte »: the patient's invoices, credit notes, payments and refunds in date
// order with the running balance, the totals, and the same as a PDF.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { statementPdfUrl, useStatement } from './api/statement';
import { receivablesText as text } from './receivables-text';

export interface StatementDialogProps {
  open: boolean;
  patient: { patientId: string; patientName: string } | undefined;
  onClose(): void;
}

export function StatementDialog({ open, patient, onClose }: StatementDialogProps) {
  return (
    <Dialog
      open={open && patient !== undefined}
      onClose={onClose}
      title={patient ? text.statementTitle(patient.patientName) : text.statement}
      className="ui-dialog--sheet payments-dialog receivables-statement"
    >
      {open && patient ? <StatementContent patientId={patient.patientId} patientName={patient.patientName} onClose={onClose} /> : null}
    </Dialog>
  );
}

function StatementContent({ patientId, patientName, onClose }: { patientId: string; patientName: string; onClose(): void }) {
  const statement = useStatement(patientId);
  const { statementColumns: columns, statementTotals: totals } = text;
  return (
    <div className="payments-dialog__body">
      {statement.isPending ? (
        <LoadingState label={text.statementLoading} />
      ) : statement.isError ? (
        <Notice tone="error" title={text.statementFailed} actions={<Button onClick={() => void statement.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(statement.error)}</p>
        </Notice>
      ) : (
        <>
          <p className="payments-muted">{text.statementAsOf(statement.data.asOf)}</p>
          {statement.data.lines.length === 0 ? (
            <p>{text.statementNone}</p>
          ) : (
            <StackedTable
              caption={text.statementCaption(patientName)}
              columns={Object.values(columns)}
              rows={statement.data.lines}
              rowKey={(line) => `${line.kind}-${line.date}-${line.reference}-${line.balanceCents}`}
              minWidth="44rem"
              cells={(line) => (
                <>
                  <StackedCell label={columns.date}>{formatDate(line.date)}</StackedCell>
                  <StackedCell label={columns.kind}>{line.kindLabel}</StackedCell>
                  <StackedCell label={columns.reference}>{line.reference}</StackedCell>
                  <StackedCell label={columns.description}>{line.description}</StackedCell>
                  <StackedCell label={columns.amount}>
                    <span className="payments-amount">{formatMoney(line.amountCents)}</span>
                  </StackedCell>
                  <StackedCell label={columns.balance}>
                    <span className="payments-amount">{formatMoney(line.balanceCents)}</span>
                  </StackedCell>
                </>
              )}
            />
          )}
          <dl className="payments-facts">
            <dt>{totals.invoiced}</dt>
            <dd>{formatMoney(statement.data.invoicedCents)}</dd>
            <dt>{totals.creditNotes}</dt>
            <dd>{formatMoney(statement.data.creditNotesCents)}</dd>
            <dt>{totals.payments}</dt>
            <dd>{formatMoney(statement.data.paymentsCents)}</dd>
            <dt>{totals.refunds}</dt>
            <dd>{formatMoney(statement.data.refundsCents)}</dd>
            <dt>{totals.balance}</dt>
            <dd>
              <strong>{formatMoney(statement.data.balanceCents)}</strong>
            </dd>
          </dl>
        </>
      )}
      <div className="payments-dialog__actions">
        <a className="ui-button ui-button--secondary" href={statementPdfUrl(patientId)} target="_blank" rel="noopener">
          {text.statementPdf}
        </a>
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </div>
    </div>
  );
}
