// An invoice's lines with their taxes (on a draft, each adjusted or removed), then the totals block as
// printed; on a draft whose visit has a deposit not yet applied, what issuing it will take off
// (« Dépôt à déduire : −30,00 $ ») and the amount due after it (a draft owes nothing yet: its open
// amount is what issuing it will make owed).
import { depositToApplyLabel } from 'shared-domain/billing/deposit';
import { invoiceOpenCents } from 'shared-domain/billing/invoice-ledger';
import { taxCodeLabels } from 'shared-domain/clinic/clinic-catalogue';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import type { Invoice, InvoiceLine } from './api/invoice';
import { invoiceText as text } from './invoices-text';

interface InvoiceLinesProps {
  invoice: Invoice;
  /** Another action on its way: removing waits. */
  busy: boolean;
  onAdjust(line: InvoiceLine): void;
  onRemove(line: InvoiceLine): void;
}

export function InvoiceLines({ invoice, busy, onAdjust, onRemove }: InvoiceLinesProps) {
  const editable = invoice.can.edit;
  return (
    <section aria-labelledby="facture-lignes">
      <h3 id="facture-lignes">{text.lines}</h3>
      {invoice.lines.length === 0 ? (
        <p className="billing-muted">{text.noLines}</p>
      ) : (
        <StackedTable
          caption={text.linesCaption}
          columns={Object.values(editable ? text.columns : withoutActions)}
          rows={invoice.lines}
          rowKey={(line) => line.id}
          cells={(line) => (
            <LineCells line={line} editable={editable} busy={busy} onAdjust={() => onAdjust(line)} onRemove={() => onRemove(line)} />
          )}
          minWidth={editable ? '48rem' : '36rem'}
        />
      )}
      <section aria-label={text.totals}>
        <dl className="billing-totals">
          {invoice.totalRows.map((row) => (
            <div key={row.label} className="billing-totals__row">
              <dt>{row.label}</dt>
              <dd>{row.amount}</dd>
            </div>
          ))}
        </dl>
        {invoice.depositToApplyCents > 0 ? (
          <div className="billing-totals__deposit">
            <p>{depositToApplyLabel(invoice.depositToApplyCents)}</p>
            <p>
              <strong>{text.dueAfterDeposit(formatMoney(Math.max(0, invoiceOpenCents(invoice) - invoice.depositToApplyCents)))}</strong>
            </p>
          </div>
        ) : null}
      </section>
    </section>
  );
}

const { actions: _actions, ...withoutActions } = text.columns;

interface LineCellsProps {
  line: InvoiceLine;
  editable: boolean;
  busy: boolean;
  onAdjust(): void;
  onRemove(): void;
}

function LineCells({ line, editable, busy, onAdjust, onRemove }: LineCellsProps) {
  const { columns } = text;
  const which = <span className="ui-visually-hidden"> : {line.description}</span>;
  return (
    <>
      <StackedCell label={columns.description}>{line.description}</StackedCell>
      <StackedCell label={columns.date}>{formatDate(line.serviceDate)}</StackedCell>
      <StackedCell label={columns.quantity}>{line.quantity}</StackedCell>
      <StackedCell label={columns.taxes}>{taxCodeLabels[line.taxCode]}</StackedCell>
      <StackedCell label={columns.amount}>{formatMoney(line.amountCents)}</StackedCell>
      <StackedCell label={columns.credited}>{formatMoney(line.creditedCents)}</StackedCell>
      {editable ? (
        <StackedCell label={columns.actions}>
          <span className="billing-line-actions">
            <Button variant="secondary" onClick={onAdjust}>
              {text.adjust}
              {which}
            </Button>
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && onRemove()}>
              {text.remove}
              {which}
            </Button>
          </span>
        </StackedCell>
      ) : null}
    </>
  );
}
