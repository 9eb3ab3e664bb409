// « Nouvelle réclamation »: the patient, then her visits to claim (paid or not, each for what it
// bills), the payer — an insurer, or the SAAQ or CNESST with one of her cases — and the policy and
// certificate numbers. The server checks it all again; a refusal is shown beside the form in French.
import { type FormEvent, useState } from 'react';
import { caseKindLabels, claimLabels, claimPayerLabels, claimPayers, type ClaimPayer } from 'shared-domain/billing/insurance-claim';
import { type Insurer, insurerLabels, insurers } from 'shared-domain/billing/insurance-plan';
import { formatDate, formatMoney, formatPhone } from 'shared-domain/platform/format';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { failureMessage } from 'shared-ui/failure-message';
import { problemMessage } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { PatientPicker, type PatientPickerText, patientSearch } from '../../patients/public';
import { makeClaim, useClaimableVisits, useInsuranceCases } from './api/insurance-claims';
import { NewCaseForm } from './NewCaseForm';

const text = {
  title: 'Nouvelle réclamation',
  patient: 'Patient',
  visits: claimLabels.invoices,
  noVisits: 'Aucune visite facturée pour ce patient.',
  loadingVisits: 'Chargement des visites…',
  visit: (date: string, service: string, amount: string, paid: boolean) => `${date} — ${service} — ${amount}${paid ? ' (payée)' : ''}`,
  choose: 'Choisir…',
  noCases: 'Aucun dossier de ce payeur pour ce patient.',
  submit: 'Créer la réclamation',
  sending: 'Création…',
  failed: 'La réclamation n’a pas été créée',
} as const;

const pickerText: PatientPickerText = {
  search: text.patient,
  hint: 'Nom, courriel ou téléphone (au moins 2 caractères).',
  list: 'Patients trouvés',
  loading: 'Recherche…',
  none: 'Aucun patient ne correspond.',
  failed: 'La recherche n’a pas abouti.',
  retry: 'Réessayer',
  change: 'Changer de patient',
};

export function NewClaimForm({ onMade }: { onMade(): void }) {
  const [patientId, setPatientId] = useState('');
  const [payer, setPayer] = useState<ClaimPayer>('insurer');
  const [insurer, setInsurer] = useState<Insurer | ''>('');
  const [caseId, setCaseId] = useState('');
  const [policyNumber, setPolicyNumber] = useState('');
  const [certificateNumber, setCertificateNumber] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | undefined>();
  const visits = useClaimableVisits(patientId);
  const cases = useInsuranceCases(payer === 'insurer' ? '' : patientId);
  const payerCases = (cases.data?.cases ?? []).filter((candidate) => candidate.payer === payer);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const result = await makeClaim({
      patientId,
      payer,
      insurer: payer === 'insurer' && insurer ? insurer : null,
      caseId: payer === 'insurer' || !caseId ? null : caseId,
      policyNumber,
      certificateNumber,
      invoices: (visits.data?.visits ?? [])
        .filter((visit) => chosen.includes(visit.invoiceId))
        .map((visit) => ({ invoiceId: visit.invoiceId, amountCents: visit.billedCents })),
    });
    setSending(false);
    if (result.kind === 'ok') {
      onMade();
      return;
    }
    setFailure({ message: failureMessage(result), fields: result.kind === 'error' ? (result.error.fields ?? {}) : {} });
  };
  const errors = failure?.fields ?? {};
  return (
    <form className="insurance-form" noValidate onSubmit={(event) => void submit(event)} aria-label={text.title}>
      <h3>{text.title}</h3>
      {failure ? <FormFailure title={text.failed} message={failure.message} /> : null}
      <PatientPicker
        search={patientSearch}
        text={pickerText}
        name="claimPatient"
        error={errors.patientId}
        value={patientId}
        onChange={(id) => {
          setPatientId(id);
          setChosen([]);
          setCaseId('');
        }}
        details={(patient) => [patient.phone ? formatPhone(patient.phone) : null].filter(Boolean)}
        failureDetail={problemMessage}
      />
      {patientId ? (
        <fieldset aria-describedby={errors.invoices ? 'claim-visits-error' : undefined}>
          <legend>{text.visits}</legend>
          {visits.isPending ? <p>{text.loadingVisits}</p> : null}
          {visits.data && visits.data.visits.length === 0 ? <p>{text.noVisits}</p> : null}
          {(visits.data?.visits ?? []).map((visit) => (
            <label key={visit.invoiceId} className="insurance-check">
              <input
                type="checkbox"
                checked={chosen.includes(visit.invoiceId)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked ? [...current, visit.invoiceId] : current.filter((id) => id !== visit.invoiceId),
                  )
                }
              />{' '}
              {text.visit(formatDate(visit.serviceDate), visit.service, formatMoney(visit.billedCents), visit.owedCents === 0)}
            </label>
          ))}
          {errors.invoices ? (
            <p id="claim-visits-error" className="ui-field__error">
              {errors.invoices}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Field label={claimLabels.payer} required errors={[errors.payer]}>
        {(control) => (
          <select {...control} name="payer" value={payer} onChange={(event) => setPayer(event.target.value as ClaimPayer)}>
            {claimPayers.map((option) => (
              <option key={option} value={option}>
                {claimPayerLabels[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {payer === 'insurer' ? (
        <Field label={claimLabels.insurer} required errors={[errors.insurer]}>
          {(control) => (
            <select {...control} name="insurer" value={insurer} onChange={(event) => setInsurer(event.target.value as Insurer | '')}>
              <option value="">{text.choose}</option>
              {insurers.map((option) => (
                <option key={option} value={option}>
                  {insurerLabels[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <Field label={claimLabels.caseId} required hint={payerCases.length === 0 ? text.noCases : undefined} errors={[errors.caseId]}>
          {(control) => (
            <select {...control} name="caseId" value={caseId} onChange={(event) => setCaseId(event.target.value)}>
              <option value="">{text.choose}</option>
              {payerCases.map((option) => (
                <option key={option.id} value={option.id}>
                  {`${caseKindLabels[option.payer]} — ${option.claimNumber} — ${formatDate(option.eventDate)}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {payer !== 'insurer' && patientId ? <NewCaseForm patientId={patientId} payer={payer} onOpened={setCaseId} /> : null}
      <Field label={claimLabels.policyNumber} errors={[errors.policyNumber]}>
        {(control) => (
          <input {...control} name="policyNumber" value={policyNumber} onChange={(event) => setPolicyNumber(event.target.value)} />
        )}
      </Field>
      <Field label={claimLabels.certificateNumber} errors={[errors.certificateNumber]}>
        {(control) => (
          <input
            {...control}
            name="certificateNumber"
            value={certificateNumber}
            onChange={(event) => setCertificateNumber(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton busy={sending} busyLabel={text.sending}>
        {text.submit}
      </SubmitButton>
    </form>
  );
}
