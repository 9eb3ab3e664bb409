// « Imprimer »: one receipt as a print page, the same rows as its PDF (shared-domain's
// `insuranceReceiptRows`), DUPLICATA on any print after the first. Opening it records the print (the
// server gives the number at the first); the browser's print dialog prints the page without the
// back-office's frame (insurance.css).
import { duplicateText, insuranceReceiptRows, insuranceReceiptTitle } from 'shared-domain/billing/insurance-receipt';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { usePrintedReceipt } from './api/insurance-receipts';
import { insuranceText as text } from './insurance-text';

export function InsuranceReceiptView({ appointmentId, backTo }: { appointmentId: string; backTo: string }) {
  const printed = usePrintedReceipt(appointmentId);
  const back = (
    <Link className="ui-button ui-button--secondary" to={backTo}>
      {text.back}
    </Link>
  );
  if (printed.isPending) {
    return (
      <PageFrame title={insuranceReceiptTitle} className="ui-page insurance-page">
        <LoadingState label={text.receiptLoading} />
      </PageFrame>
    );
  }
  if (printed.isError) {
    return (
      <PageFrame title={insuranceReceiptTitle} className="ui-page insurance-page">
        <Notice tone="error" title={text.receiptFailed} actions={back}>
          <p>{problemMessage(printed.error)}</p>
        </Notice>
      </PageFrame>
    );
  }
  const { receipt, clinic, timeZone } = printed.data;
  const duplicate = duplicateText(receipt, timeZone);
  return (
    <PageFrame title={`${insuranceReceiptTitle} ${receipt.number}`} heading={insuranceReceiptTitle} className="ui-page insurance-page">
      <p className="insurance-actions insurance-no-print">
        {back}
        <Button onClick={() => window.print()}>{text.print}</Button>
      </p>
      <p className="insurance-muted insurance-no-print">{text.printHint}</p>
      <article className="insurance-receipt" aria-label={`${insuranceReceiptTitle} ${receipt.number}`}>
        <header className="insurance-receipt__letterhead">
          <p className="insurance-receipt__clinic">{clinic.name}</p>
          {clinic.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{`${clinic.phone} · ${clinic.email}`}</p>
        </header>
        {duplicate ? <p className="insurance-receipt__duplicate">{duplicate}</p> : null}
        <dl className="insurance-receipt__rows">
          {insuranceReceiptRows(receipt, timeZone).map(([label, value]) => (
            <div key={`${label}-${value}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <footer className="insurance-receipt__signature">
          <p>{text.signature}</p>
          <p>
            <strong>{receipt.practitionerName}</strong>
          </p>
          <p>{receipt.designation}</p>
          <p>{`N° de permis OCQ : ${receipt.permitNumber}`}</p>
        </footer>
      </article>
    </PageFrame>
  );
}
