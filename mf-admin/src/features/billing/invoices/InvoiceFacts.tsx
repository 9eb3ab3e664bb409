// Who and when: the patient (with a link to the file), the invoice's kind and its dates (the visit's
// for a draft, issued and due once issued).
import { formatDate } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import type { Invoice } from './api/invoice';
import { invoiceText as text } from './invoices-text';

export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const dates =
    invoice.status === 'draft'
      ? [{ label: text.visitOn, value: formatDate(invoice.issuedOn) }]
      : [
          { label: text.issuedOn, value: formatDate(invoice.issuedOn) },
          { label: text.dueOn, value: formatDate(invoice.dueOn) },
        ];
  return (
    <dl className="billing-details">
      <div className="billing-details__pair">
        <dt>{text.patient}</dt>
        <dd>
          {invoice.patient.name}{' '}
          <Link to={paths.adminPatient.build(invoice.patient.id)}>
            {text.openFile}
            <span className="ui-visually-hidden"> de {invoice.patient.name}</span>
          </Link>
        </dd>
      </div>
      {[{ label: text.kind, value: invoice.kindLabel }, ...dates].map((pair) => (
        <div key={pair.label} className="billing-details__pair">
          <dt>{pair.label}</dt>
          <dd>{pair.value}</dd>
        </div>
      ))}
    </dl>
  );
}
