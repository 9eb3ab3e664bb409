// The patient file's « Facturation » section: what the patient owes, the account credit
// and the balance, the drafts still to issue, with « Encaisser » (the checkout opened for the
// patient in « Facturation », for the cash desk only) and « Voir les factures » (the list filtered
// to the patient), « Reçus d’assurance » (« Assurances » filtered to the patient's last twelve months),
// her yearly statement of care expenses of last year (PDF) and, for the cash desk, her insurance plan
// to read and edit.
import { formatMoney } from 'shared-domain/platform/format';
import { LoadingState } from 'shared-ui/LoadingState';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { billingLinks } from '../billing-links';
import { insuranceLinks } from '../insurance/insurance-links';
import { insuranceText } from '../insurance/insurance-text';
import { PatientPlanSection } from '../insurance/PatientPlanForm';
import { useCashDesk } from '../cash-desk';
import { YearlyStatementLink } from '../statements/YearlyStatementLink';
import { usePatientAccount } from './api/patient-account';
import { accountText as text } from './checkout-text';
import '../billing.css';

export function PatientAccountLine({ patientId, patientName }: { patientId: string; patientName: string }) {
  const account = usePatientAccount(patientId);
  const cashDesk = useCashDesk();
  if (account.isPending) return <LoadingState label={text.loading} />;
  if (account.isError)
    return (
      <p role="alert">
        {text.loadFailed} : {problemMessage(account.error)}
      </p>
    );
  const { owedCents, creditCents, balanceCents, drafts } = account.data;
  const forWhom = <span className="ui-visually-hidden">{` : ${patientName}`}</span>;
  return (
    <div className="billing-account">
      <dl className="billing-totals">
        <div className="billing-totals__row">
          <dt>{text.owed}</dt>
          <dd>{formatMoney(owedCents)}</dd>
        </div>
        <div className="billing-totals__row">
          <dt>{text.credit}</dt>
          <dd>{formatMoney(creditCents)}</dd>
        </div>
        <div className="billing-totals__row billing-totals__row--strong">
          <dt>{text.balance}</dt>
          <dd>{balanceCents < 0 ? text.balanceCredit(formatMoney(-balanceCents)) : formatMoney(balanceCents)}</dd>
        </div>
      </dl>
      {drafts.length > 0 ? <p className="billing-muted">{text.drafts(drafts.length)}</p> : null}
      {owedCents === 0 && drafts.length === 0 ? <p className="billing-muted">{text.nothingOwed}</p> : null}
      <p className="billing-actions">
        {cashDesk && (owedCents > 0 || drafts.length > 0) ? (
          <Link className="ui-button ui-button--primary" to={billingLinks.checkout(patientId)}>
            {text.checkout}
            {forWhom}
          </Link>
        ) : null}
        <Link className="ui-button ui-button--secondary" to={billingLinks.patientInvoices(patientId)}>
          {text.invoices}
          {forWhom}
        </Link>
        <Link className="ui-button ui-button--secondary" to={insuranceLinks.patientReceipts(patientId, patientName)}>
          {insuranceText.patientFileLink}
          {forWhom}
        </Link>
        <YearlyStatementLink patientId={patientId} patientName={patientName} />
      </p>
      {cashDesk ? <PatientPlanSection patientId={patientId} patientName={patientName} /> : null}
    </div>
  );
}
