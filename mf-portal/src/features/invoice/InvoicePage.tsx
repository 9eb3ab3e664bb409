// The printable invoice (specification §9): one of the patient's invoices as a French
// letter-size page — clinic header, number and dates, patient, services, the totals block the API
// words (shared-domain's invoiceTotalRows), payment method, notes, footer — with « Imprimer » (the
// browser's print, which prints the page alone: invoice.css) and the PDF. A page of its own, outside
// the portal's frame, so that what is on screen is what prints. The heading takes the focus once
// the invoice (or its absence) is known, so a screen reader starts from it.
import { useEffect, useRef } from 'react';
import { formatDate, formatMoney, formatPhone } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useParams } from 'shared-ui/router';
import { invoicePdfUrl } from '../documents/api/invoice-pdf';
import { LoadState } from '../../lib/loading/LoadState';
import { type PatientInvoiceDocument, useInvoice } from './api/invoice';
import { invoiceText } from './invoice-text';
import './invoice.css';

export function InvoicePage() {
  const { id = '' } = useParams();
  const query = useInvoice(id);
  const bodyRef = useRef<HTMLDivElement>(null);
  const loaded = query.data;
  const notFound = !loaded && query.error instanceof ApiRequestError && query.error.status === 404;
  const shown = loaded ? 'invoice' : notFound ? 'not-found' : 'waiting';

  useEffect(() => {
    if (shown === 'waiting') return;
    const heading = bodyRef.current?.closest('main')?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [shown]);

  const back = (
    <Link className="ui-button ui-button--secondary" to={paths.portalDocuments.build()}>
      {invoiceText.back}
    </Link>
  );
  const title = loaded ? `${invoiceText.title} ${loaded.invoice.invoiceNumber}` : notFound ? invoiceText.notFound : invoiceText.title;

  return (
    <PageFrame title={title} site={loaded?.clinic.name || undefined} className="invoice-page">
      <div ref={bodyRef}>
        {loaded ? (
          <>
            <div className="invoice-page__actions">
              <Button onClick={() => window.print()}>{invoiceText.print}</Button>
              <a className="ui-button ui-button--secondary" href={invoicePdfUrl(loaded.invoice.id)} download>
                {invoiceText.download}
              </a>
              {back}
            </div>
            <InvoiceSheet document={loaded} />
          </>
        ) : notFound ? (
          <>
            <p>{invoiceText.notFoundDetail}</p>
            <p>{back}</p>
          </>
        ) : (
          <LoadState query={query} loadingLabel={invoiceText.loading} failureTitle={invoiceText.failed} actions={back} />
        )}
      </div>
    </PageFrame>
  );
}

const strongTotals = new Set(['Total', 'Solde']);

/** The letter page itself: the only thing that prints. */
function InvoiceSheet({ document: { invoice, clinic } }: { document: PatientInvoiceDocument }) {
  const patientLines = [invoice.patientEmail, invoice.patientPhone && formatPhone(invoice.patientPhone), invoice.patientAddress].filter(
    Boolean,
  );
  const contact = [clinic.phone && formatPhone(clinic.phone), clinic.email].filter(Boolean).join(' · ');
  return (
    <article className="invoice-sheet" aria-labelledby="invoice-sheet-title">
      <header className="invoice-sheet__header">
        <div>
          <address className="invoice-sheet__clinic">
            <strong className="invoice-sheet__clinic-name">{clinic.name}</strong>
            {[
              `${clinic.practitionerName}, ${clinic.practitionerTitle.toLowerCase()}`,
              clinic.licenceNumber && `${invoiceText.licenceNumber} : ${clinic.licenceNumber}`,
              ...clinic.addressLines,
              clinic.phone && formatPhone(clinic.phone),
              clinic.email,
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
          </address>
          {clinic.gstNumber || clinic.qstNumber ? (
            <p className="invoice-sheet__tax-numbers">
              {clinic.gstNumber ? <span>{`${invoiceText.gstNumber} : ${clinic.gstNumber}`}</span> : null}
              {clinic.qstNumber ? <span>{`${invoiceText.qstNumber} : ${clinic.qstNumber}`}</span> : null}
            </p>
          ) : null}
        </div>
        <div className="invoice-sheet__heading">
          <h2 id="invoice-sheet-title" className="invoice-sheet__title">
            {invoiceText.title}
          </h2>
          <dl className="invoice-sheet__facts">
            <div>
              <dt>{invoiceText.number}</dt>
              <dd>{invoice.invoiceNumber}</dd>
            </div>
            <div>
              <dt>{invoiceText.date}</dt>
              <dd>{formatDate(invoice.date)}</dd>
            </div>
            <div>
              <dt>{invoiceText.dueDate}</dt>
              <dd>{formatDate(invoice.dueDate)}</dd>
            </div>
            <div>
              <dt>{invoiceText.status}</dt>
              <dd>{invoice.statusLabel}</dd>
            </div>
          </dl>
        </div>
      </header>

      <section className="invoice-sheet__patient" aria-labelledby="invoice-sheet-patient">
        <h3 id="invoice-sheet-patient">{invoiceText.billedTo}</h3>
        {invoice.patientName || patientLines.length > 0 ? (
          <p>
            {invoice.patientName ? <strong>{invoice.patientName}</strong> : null}
            {patientLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
        ) : (
          <p>{invoiceText.patientMissing}</p>
        )}
      </section>

      <table className="invoice-sheet__services">
        <caption>{invoiceText.services}</caption>
        <thead>
          <tr>
            <th scope="col">{invoiceText.serviceDate}</th>
            <th scope="col">{invoiceText.description}</th>
            <th scope="col" className="invoice-sheet__amount">
              {invoiceText.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.services.map((line, index) => (
            // Two identical lines (the same item twice) are possible: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
            <tr key={index}>
              <td>{formatDate(line.date)}</td>
              <td>
                {line.description}
                {line.taxCode === 'gst_qst' ? <span className="invoice-sheet__tax-tag">{` (${invoiceText.taxesIncluded})`}</span> : null}
              </td>
              <td className="invoice-sheet__amount">{formatMoney(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice-sheet__totals">
        {invoice.totalRows.map((row) => (
          // What is owed in all and still owed stand out; the rows' wording is shared-domain's.
          <div key={row.label} className={strongTotals.has(row.label) ? 'invoice-sheet__total--strong' : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>

      {invoice.paymentMethod ? (
        <p className="invoice-sheet__payment">
          <strong>{`${invoiceText.paymentMethod} : `}</strong>
          {invoice.paymentMethod}
        </p>
      ) : null}

      {invoice.notes ? (
        <section className="invoice-sheet__notes" aria-labelledby="invoice-sheet-notes">
          <h3 id="invoice-sheet-notes">{invoiceText.notes}</h3>
          <p>{invoice.notes}</p>
        </section>
      ) : null}

      <footer className="invoice-sheet__footer">
        <p>{invoiceText.thanks}</p>
        {contact ? <p>{invoiceText.questions(contact)}</p> : null}
      </footer>
    </article>
  );
}
