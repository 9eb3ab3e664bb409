// « Documents » (replacing the spec's empty placeholder of 2.11): the patient's invoices,
// each to open as a printable page or download as a PDF, with what credit notes took off it and its
// balance; the credit notes themselves, each as a PDF; an insurance receipt for each paid visit; and the yearly statement
// of care expenses of each past year (from the 1st of January after it). Each list loads, fails and retries on its own, so one problem does not hide the other.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { PortalTabPage } from '../portal/public';
import { creditNotePdfUrl, type PatientCreditNote, useCreditNotes } from './api/credit-notes';
import { type InsuranceReceiptSummary, useInsuranceReceipts } from './api/insurance-receipts';
import { insuranceReceiptPdfUrl } from './api/insurance-receipt-pdf';
import { invoicePdfUrl } from './api/invoice-pdf';
import { type PatientInvoice, useInvoices } from './api/invoices';
import { useYearlyStatements, yearlyStatementPdfUrl } from './api/yearly-statements';
import { documentsText } from './documents-text';
import { LoadState } from '../../lib/loading/LoadState';
import './documents.css';

export function DocumentsPage() {
  return (
    <PortalTabPage tab="portalDocuments">
      <InvoicesSection />
      <CreditNotesSection />
      <ReceiptsSection />
      <StatementsSection />
    </PortalTabPage>
  );
}

function InvoicesSection() {
  const query = useInvoices();
  const invoices = query.data?.invoices;
  return (
    <section className="documents" aria-labelledby="documents-invoices">
      <h2 id="documents-invoices">{documentsText.invoices}</h2>
      <LoadState query={query} loadingLabel={documentsText.invoicesLoading} failureTitle={documentsText.invoicesFailed} />
      {invoices && invoices.length === 0 ? <p className="portal-page__empty">{documentsText.invoicesEmpty}</p> : null}
      {invoices && invoices.length > 0 ? (
        <ul className="documents__list">
          {invoices.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function InvoiceCard({ invoice }: { invoice: PatientInvoice }) {
  return (
    <li className="document-card">
      <h3 className="document-card__title">{invoice.number}</h3>
      <p className={`document-card__status document-card__status--${invoice.status}`}>
        <span className="ui-visually-hidden">{`${documentsText.invoiceStatus} : `}</span>
        {invoice.statusLabel}
      </p>
      <dl className="document-card__details">
        <div>
          <dt>{documentsText.invoiceDate}</dt>
          <dd>{formatDate(invoice.issuedOn)}</dd>
        </div>
        <div>
          <dt>{documentsText.invoiceTotal}</dt>
          <dd>{formatMoney(invoice.totalCents)}</dd>
        </div>
        {invoice.creditedCents > 0 ? (
          <div>
            <dt>{documentsText.invoiceCredited}</dt>
            <dd>{formatMoney(-invoice.creditedCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{documentsText.invoiceBalance}</dt>
          <dd className={invoice.balanceCents > 0 ? 'document-card__balance' : undefined}>{formatMoney(invoice.balanceCents)}</dd>
        </div>
      </dl>
      <p className="document-card__actions">
        <Link className="ui-button ui-button--primary" to={paths.portalInvoice.build(invoice.id)}>
          {documentsText.viewInvoice}
          <span className="ui-visually-hidden">{` ${invoice.number}`}</span>
        </Link>
        <a className="ui-button ui-button--secondary" href={invoicePdfUrl(invoice.id)} download>
          {documentsText.downloadInvoice}
          <span className="ui-visually-hidden">{` ${invoice.number}`}</span>
        </a>
      </p>
    </li>
  );
}

function CreditNotesSection() {
  const query = useCreditNotes();
  const notes = query.data?.creditNotes;
  // A patient without credit notes is not told about them: the section appears with the first one.
  if (notes && notes.length === 0) return null;
  return (
    <section className="documents" aria-labelledby="documents-credit-notes">
      <h2 id="documents-credit-notes">{documentsText.creditNotes}</h2>
      <LoadState query={query} loadingLabel={documentsText.creditNotesLoading} failureTitle={documentsText.creditNotesFailed} />
      {notes && notes.length > 0 ? (
        <ul className="documents__list">
          {notes.map((note) => (
            <CreditNoteCard key={note.id} note={note} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CreditNoteCard({ note }: { note: PatientCreditNote }) {
  return (
    <li className="document-card">
      <h3 className="document-card__title">{note.number}</h3>
      <dl className="document-card__details">
        <div>
          <dt>{documentsText.creditNoteDate}</dt>
          <dd>{formatDate(note.issuedOn)}</dd>
        </div>
        <div>
          <dt>{documentsText.creditNoteInvoice}</dt>
          <dd>{note.invoiceNumber}</dd>
        </div>
        <div>
          <dt>{documentsText.creditNoteAmount}</dt>
          <dd>{formatMoney(-note.amountCents)}</dd>
        </div>
      </dl>
      <p className="document-card__actions">
        <a className="ui-button ui-button--secondary" href={creditNotePdfUrl(note.id)} download>
          {documentsText.downloadCreditNote}
          <span className="ui-visually-hidden">{` ${note.number}`}</span>
        </a>
      </p>
    </li>
  );
}

function ReceiptsSection() {
  const query = useInsuranceReceipts();
  const receipts = query.data?.receipts;
  return (
    <section className="documents" aria-labelledby="documents-receipts">
      <h2 id="documents-receipts">{documentsText.receipts}</h2>
      <p>{documentsText.receiptsPurpose}</p>
      <LoadState query={query} loadingLabel={documentsText.receiptsLoading} failureTitle={documentsText.receiptsFailed} />
      {receipts && receipts.length === 0 ? (
        <>
          <p className="portal-page__empty">{documentsText.receiptsEmpty}</p>
          <p>{documentsText.receiptsEmptyDetail}</p>
        </>
      ) : null}
      {receipts && receipts.length > 0 ? (
        <ul className="documents__list">
          {receipts.map((receipt) => (
            <ReceiptCard key={receipt.appointmentId} receipt={receipt} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ReceiptCard({ receipt }: { receipt: InsuranceReceiptSummary }) {
  // Its number is given at its first download (or print at the clinic): until then, named by its visit.
  const title = receipt.number ?? documentsText.receiptOfVisit(formatDate(receipt.visitDate));
  return (
    <li className="document-card">
      <h3 className="document-card__title">{title}</h3>
      <dl className="document-card__details">
        <div>
          <dt>{documentsText.visitDate}</dt>
          <dd>{formatDate(receipt.visitDate)}</dd>
        </div>
        <div>
          <dt>{documentsText.service}</dt>
          <dd>{receipt.service}</dd>
        </div>
        <div>
          <dt>{documentsText.amountPaid}</dt>
          <dd>{formatMoney(receipt.amountPaidCents)}</dd>
        </div>
      </dl>
      <p className="document-card__actions">
        <a className="ui-button ui-button--secondary" href={insuranceReceiptPdfUrl(receipt.appointmentId)} download>
          {documentsText.downloadReceipt}
          <span className="ui-visually-hidden">{` ${title}`}</span>
        </a>
      </p>
    </li>
  );
}

function StatementsSection() {
  const query = useYearlyStatements();
  const years = query.data?.years;
  // A patient without a past year of paid visits is not told about them: the section comes with the first.
  if (years && years.length === 0) return null;
  return (
    <section className="documents" aria-labelledby="documents-statements">
      <h2 id="documents-statements">{documentsText.statements}</h2>
      <p>{documentsText.statementsPurpose}</p>
      <LoadState query={query} loadingLabel={documentsText.statementsLoading} failureTitle={documentsText.statementsFailed} />
      {years && years.length > 0 ? (
        <ul className="documents__list">
          {years.map((year) => (
            <li key={year} className="document-card">
              <h3 className="document-card__title">{documentsText.statementOfYear(year)}</h3>
              <p className="document-card__actions">
                <a className="ui-button ui-button--secondary" href={yearlyStatementPdfUrl(year)} download>
                  {documentsText.downloadStatement}
                  <span className="ui-visually-hidden">{` ${year}`}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
