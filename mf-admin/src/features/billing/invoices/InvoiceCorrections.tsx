// What corrected an invoice after the fact: a fee's waiver (reason, who, when) and its credit notes,
// each with its PDF and the lines it credits.
import { formatDate, formatDateTime, formatMoney } from 'shared-domain/platform/format';
import type { Invoice } from './api/invoice';
import { creditNotePdfUrl } from './api/invoice-changes';
import { invoiceText as text } from './invoices-text';

export function InvoiceCorrections({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {invoice.waiver ? (
        <section aria-labelledby="facture-renonciation">
          <h3 id="facture-renonciation">{text.waiver}</h3>
          <p>{text.waiverBy(invoice.waiver.reasonLabel, invoice.waiver.byName, formatDateTime(new Date(invoice.waiver.at)))}</p>
          {invoice.waiver.note ? <p className="billing-muted">{invoice.waiver.note}</p> : null}
        </section>
      ) : null}

      {invoice.creditNotes.length > 0 ? (
        <section aria-labelledby="facture-credits">
          <h3 id="facture-credits">{text.creditNotes}</h3>
          <ul className="billing-list">
            {invoice.creditNotes.map((note) => (
              <li key={note.id}>
                <strong>{text.creditNote(note.number, formatDate(note.issuedOn))}</strong> : {formatMoney(note.amountCents)} — {note.reason}{' '}
                <a href={creditNotePdfUrl(note.id)} download>
                  {text.creditNotePdf}
                  <span className="ui-visually-hidden">{text.creditNotePdfOf(note.number)}</span>
                </a>
                {note.lines.length > 0 ? (
                  <ul>
                    {note.lines.map((line) => (
                      <li key={line.invoiceLineId}>{`${line.description} : ${formatMoney(line.amountCents)}`}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
