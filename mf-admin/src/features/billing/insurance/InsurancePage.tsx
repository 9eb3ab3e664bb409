// « Assurances »: the paid visits of a period (this month unless the address says otherwise),
// filtered by patient, each with its insurance receipt: « Reçu (PDF) », « Imprimer » (the receipt
// as a print page, ?recu=<visit>) and, for the cash desk, « Envoyer par courriel ». A receipt not
// printed yet says « À émettre »: its number is given at its first print; after it, a DUPLICATA.
// The desk also opens the claims, the follow-ups and a payer's payment (?vue=), each loaded when opened.
import { type FormEvent, Suspense, useState } from 'react';
import { formatDate, formatMoney, formatPhone } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { choiceField, useAddressFilters } from 'shared-ui/useAddressFilters';
import { PatientPicker, type PatientPickerText, patientName, patientSearch } from '../../patients/public';
import { useCashDesk } from '../cash-desk';
import { type InsuranceVisit, insuranceReceiptPdfUrl, sendInsuranceReceipt, useInsuranceVisits } from './api/insurance-receipts';
import { type InsuranceFilters, insuranceFilterFields, settleInsuranceFilters } from './insurance-filters';
import { insuranceText as text } from './insurance-text';
import { InsuranceReceiptView } from './InsuranceReceiptView';
import { InsuranceViewsNav } from './InsuranceViewsNav';
import { insuranceViews } from './insurance-views';
import { insuranceViewParam } from './claims-text';
import './insurance.css';

const pickerText: PatientPickerText = {
  search: text.patient,
  hint: 'Nom, courriel ou téléphone (au moins 2 caractères).',
  list: 'Patients trouvés',
  loading: 'Recherche…',
  none: 'Aucun patient ne correspond.',
  failed: 'La recherche n’a pas abouti.',
  retry: text.retry,
  change: text.anyPatient,
};

const viewFields = {
  view: choiceField(
    insuranceViewParam,
    insuranceViews.map((view) => view.id),
  ),
};

export function InsurancePage() {
  const address = useAddressFilters(insuranceFilterFields(), { settle: settleInsuranceFilters });
  const { filters } = address;
  const { view } = useAddressFilters(viewFields).filters;
  const cashDesk = useCashDesk();
  const open = cashDesk ? insuranceViews.find((candidate) => candidate.id === view) : undefined;
  if (open) {
    return (
      <PageFrame title={text.title} className="ui-page insurance-page">
        <InsuranceViewsNav open={open.id} />
        <Suspense fallback={<LoadingState label={text.loading} />}>
          <open.Component />
        </Suspense>
      </PageFrame>
    );
  }
  if (filters.receipt) {
    return (
      <InsuranceReceiptView key={filters.receipt} appointmentId={filters.receipt} backTo={address.search({ ...filters, receipt: '' })} />
    );
  }
  return <InsuranceList filters={filters} apply={address.apply} reset={address.reset} search={address.search} />;
}

function InsuranceList({
  filters,
  apply,
  reset,
  search,
}: {
  filters: InsuranceFilters;
  apply(next: InsuranceFilters): void;
  reset(): void;
  search(next: InsuranceFilters): string;
}) {
  const list = useInsuranceVisits(filters);
  const cashDesk = useCashDesk();
  const runner = useActionRunner({ refresh: () => list.refetch(), busyText: text.sending });
  const visits = list.data?.visits ?? [];
  return (
    <PageFrame title={text.title} className="ui-page insurance-page">
      {cashDesk ? <InsuranceViewsNav open="" /> : null}
      <p className="insurance-muted">{text.intro}</p>
      <InsuranceFiltersForm filters={filters} onApply={apply} onReset={reset} />
      <p className="insurance-status" role="status">
        {runner.status}
      </p>
      {runner.problem ? <FormFailure message={runner.problem.message} /> : null}
      <p className="insurance-muted" role="status">
        {list.data ? text.count(visits.length, list.data.truncated) : ''}
      </p>
      {list.isPending ? <LoadingState label={text.loading} /> : null}
      {list.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void list.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      {list.data && visits.length > 0 ? (
        <StackedTable
          caption={text.caption}
          columns={text.columns}
          rows={visits}
          rowKey={(visit) => visit.appointmentId}
          minWidth="60rem"
          cells={(visit) => (
            <VisitCells
              visit={visit}
              printLink={search({ ...filters, receipt: visit.appointmentId })}
              send={
                cashDesk
                  ? () =>
                      void runner.run(
                        visit.appointmentId,
                        () => sendInsuranceReceipt(visit.appointmentId),
                        (sent) => text.sent(sent.number, sent.emailedTo),
                      )
                  : undefined
              }
              sending={runner.running === visit.appointmentId}
            />
          )}
        />
      ) : null}
    </PageFrame>
  );
}

function VisitCells({
  visit,
  printLink,
  send,
  sending,
}: {
  visit: InsuranceVisit;
  printLink: string;
  send?: () => void;
  sending: boolean;
}) {
  const [date, patient, service, amount, receipt, actions] = text.columns;
  const forWhom = <span className="ui-visually-hidden">{text.forWhom(visit.patientName, formatDate(visit.serviceDate))}</span>;
  return (
    <>
      <StackedCell label={date} nowrap>
        {formatDate(visit.serviceDate)}
      </StackedCell>
      <StackedCell label={patient}>{visit.patientName}</StackedCell>
      <StackedCell label={service}>{visit.service}</StackedCell>
      <StackedCell label={amount} nowrap>
        {formatMoney(visit.amountPaidCents)}
      </StackedCell>
      <StackedCell label={receipt}>
        {visit.number ? (
          <>
            <strong>{visit.number}</strong>
            <br />
            <span className="insurance-muted">{text.printed(visit.printCount)}</span>
          </>
        ) : (
          <span className="insurance-muted">{text.toIssue}</span>
        )}
      </StackedCell>
      <StackedCell label={actions}>
        <span className="insurance-actions">
          <a className="ui-button ui-button--secondary" href={insuranceReceiptPdfUrl(visit.appointmentId)} target="_blank" rel="noopener">
            {text.pdf}
            {forWhom}
          </a>
          <Link className="ui-button ui-button--secondary" to={printLink}>
            {text.print}
            {forWhom}
          </Link>
          {send ? (
            <Button variant="secondary" onClick={send} disabled={sending}>
              {text.send}
              {forWhom}
            </Button>
          ) : null}
        </span>
      </StackedCell>
    </>
  );
}

function InsuranceFiltersForm({
  filters,
  onApply,
  onReset,
}: {
  filters: InsuranceFilters;
  onApply(next: InsuranceFilters): void;
  onReset(): void;
}) {
  const [draft, setDraft] = useState(filters);
  // The address changed under the form (« Back », « Ce mois-ci », a link): show what is in force.
  const inForce = JSON.stringify(filters);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    setDraft(filters);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, to: draft.to || draft.from });
  };
  return (
    <search className="insurance-filters" aria-label={text.filters}>
      <form noValidate onSubmit={submit}>
        <div className="insurance-filters__fields">
          <Field label={text.from} required>
            {(control) => (
              <input
                {...control}
                name="from"
                type="date"
                value={draft.from}
                onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              />
            )}
          </Field>
          <Field label={text.to}>
            {(control) => (
              <input
                {...control}
                name="to"
                type="date"
                value={draft.to}
                onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              />
            )}
          </Field>
          <div className="insurance-filters__patient">
            <PatientPicker
              key={filters.patientId}
              search={patientSearch}
              text={pickerText}
              name="patient"
              value={draft.patientId}
              preselected={
                filters.patientId ? { id: filters.patientId, name: filters.patientName || text.patient, phone: null } : undefined
              }
              onChange={(patientId) =>
                setDraft((current) => ({ ...current, patientId, patientName: patientId ? current.patientName : '' }))
              }
              onChoose={(patient) => setDraft((current) => ({ ...current, patientName: patient ? patientName(patient) : '' }))}
              details={(patient) => [patient.phone ? formatPhone(patient.phone) : null].filter(Boolean)}
              failureDetail={problemMessage}
            />
          </div>
        </div>
        <div className="insurance-actions">
          <Button type="submit">{text.apply}</Button>
          <Button variant="secondary" onClick={onReset}>
            {text.reset}
          </Button>
        </div>
      </form>
    </search>
  );
}
