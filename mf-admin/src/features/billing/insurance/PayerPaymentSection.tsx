// « Assurances › Paiement d'un payeur »: one cheque or deposit from an insurer, the SAAQ or the
// CNESST, applied across the claims it pays. The desk picks the payer, types what the payer gave each
// claim and the total received; the server applies it to the claims' invoices with the desk's money
// rules (never more than owed, the claims adding up to the total to the cent) and leaves what the
// payer did not pay on the patient's balance. A refusal says why in French and writes nothing.
import { type FormEvent, useState } from 'react';
import { payerPaymentLabels as labels, type PayerTender, payerTenderLabels, payerTenders } from 'shared-domain/billing/payer-payment';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { moneyReading, parseMoneyInput } from 'shared-domain/platform/money-input';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { failureMessage } from 'shared-ui/failure-message';
import { LoadingState } from 'shared-ui/LoadingState';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type Claim, recordPayerPayment, useClaims } from './api/insurance-claims';
import { claimStatusLabel, claimsText, payerName } from './claims-text';

const text = {
  intro: 'Choisissez le payeur, puis inscrivez ce qu’il a payé pour chaque réclamation : le total doit égaler le montant reçu.',
  payer: 'Payeur',
  choose: 'Choisir…',
  claims: 'Réclamations en cours de ce payeur',
  none: 'Aucune réclamation en cours pour ce payeur.',
  claimAmount: (claim: Claim) =>
    `Payé pour ${claim.patientName} (${formatDate(claim.createdOn)}, ${claimStatusLabel(claim.status)}, reste ${formatMoney(claim.claimedCents - claim.paidCents)})`,
  submit: 'Appliquer le paiement',
  sending: 'Application…',
  failed: 'Le paiement n’a pas été appliqué',
  applied: (amount: string, count: number) => `Paiement de ${amount} appliqué à ${count} réclamation${count > 1 ? 's' : ''}.`,
  total: (amount: string) => `Total des réclamations : ${amount}`,
} as const;

const payable = new Set(['to_submit', 'submitted', 'pending', 'partially_paid']);
const payerKey = (claim: Claim) => `${claim.payer}:${claim.insurer ?? ''}`;

export function PayerPaymentSection() {
  const list = useClaims({});
  const [done, setDone] = useState('');
  const [round, setRound] = useState(0);
  const claims = (list.data?.claims ?? []).filter((claim) => payable.has(claim.status));
  return (
    <section aria-labelledby="assurances-paiement">
      <h2 id="assurances-paiement">{claimsText.payment}</h2>
      <p className="insurance-muted">{text.intro}</p>
      <p className="insurance-status" role="status">
        {done}
      </p>
      {list.isPending ? <LoadingState label={claimsText.loading} /> : null}
      {list.data ? (
        <PaymentForm
          key={round}
          claims={claims}
          onApplied={(message) => {
            setDone(message);
            setRound((count) => count + 1);
            void list.refetch();
          }}
        />
      ) : null}
    </section>
  );
}

function PaymentForm({ claims, onApplied }: { claims: Claim[]; onApplied(message: string): void }) {
  const payers = [...new Map(claims.map((claim) => [payerKey(claim), payerName(claim)])).entries()];
  const [payer, setPayer] = useState('');
  const [tender, setTender] = useState<PayerTender>('cheque');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => clinicDate(new Date()));
  const [shares, setShares] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | undefined>();
  const ofPayer = claims.filter((claim) => payerKey(claim) === payer);
  const given = ofPayer
    .map((claim) => ({ claimId: claim.id, cents: parseMoneyInput(shares[claim.id] ?? '') ?? 0 }))
    .filter((share) => share.cents > 0);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const result = await recordPayerPayment({
      tender,
      reference,
      amountCents: amount,
      receivedOn,
      claims: given.map((share) => ({ claimId: share.claimId, amountCents: share.cents })),
    });
    setSending(false);
    if (result.kind === 'ok') {
      onApplied(text.applied(formatMoney(result.data.appliedCents), result.data.claims));
      return;
    }
    setFailure({ message: failureMessage(result), fields: result.kind === 'error' ? (result.error.fields ?? {}) : {} });
  };
  const errors = failure?.fields ?? {};
  return (
    <form className="insurance-form" noValidate onSubmit={(event) => void submit(event)} aria-label={claimsText.payment}>
      {failure ? <FormFailure title={text.failed} message={failure.message} /> : null}
      <Field label={text.payer} required errors={[errors.claims && given.length === 0 ? errors.claims : undefined]}>
        {(control) => (
          <select {...control} name="payer" value={payer} onChange={(event) => setPayer(event.target.value)}>
            <option value="">{text.choose}</option>
            {payers.map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {payer ? (
        <fieldset>
          <legend>{text.claims}</legend>
          {ofPayer.length === 0 ? <p>{text.none}</p> : null}
          {ofPayer.map((claim) => (
            <Field key={claim.id} label={text.claimAmount(claim)} reading={moneyReading(shares[claim.id])}>
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  value={shares[claim.id] ?? ''}
                  onChange={(event) => setShares((current) => ({ ...current, [claim.id]: event.target.value }))}
                />
              )}
            </Field>
          ))}
          {errors.claims && given.length > 0 ? <p className="ui-field__error">{errors.claims}</p> : null}
          <p className="insurance-muted">{text.total(formatMoney(given.reduce((sum, share) => sum + share.cents, 0)))}</p>
        </fieldset>
      ) : null}
      <Field label={labels.tender} required errors={[errors.tender]}>
        {(control) => (
          <select {...control} name="tender" value={tender} onChange={(event) => setTender(event.target.value as PayerTender)}>
            {payerTenders.map((option) => (
              <option key={option} value={option}>
                {payerTenderLabels[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={labels.reference} errors={[errors.reference]}>
        {(control) => <input {...control} name="reference" value={reference} onChange={(event) => setReference(event.target.value)} />}
      </Field>
      <Field label={labels.amount} required reading={moneyReading(amount)} errors={[errors.amountCents]}>
        {(control) => (
          <input {...control} name="amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        )}
      </Field>
      <Field label={labels.receivedOn} required errors={[errors.receivedOn]}>
        {(control) => (
          <input {...control} name="receivedOn" type="date" value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} />
        )}
      </Field>
      <SubmitButton busy={sending} busyLabel={text.sending}>
        {text.submit}
      </SubmitButton>
    </form>
  );
}
