// « Assurances › Réclamations »: the claims, filtered by status and payer in the address (?statut=,
// ?payeur=), each with its visits (the service and its date, never a reason), what was claimed and
// paid, what the patient owes once the payer answered, and its follow-up; the desk changes a status
// by hand (« payée » comes from a payer's payment) and makes a new claim.
import { type FormEvent, useState } from 'react';
import {
  claimPayerLabels,
  claimPayers,
  claimStatuses,
  settableClaimStatuses,
  type SettableClaimStatus,
} from 'shared-domain/billing/insurance-claim';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { choiceField, useAddressFilters } from 'shared-ui/useAddressFilters';
import { type Claim, changeClaimStatus, useClaims } from './api/insurance-claims';
import { claimStatusLabel, insuranceViewParam, claimsText as text, payerName } from './claims-text';
import { NewClaimForm } from './NewClaimForm';

const claimFilterFields = { status: choiceField('statut', claimStatuses), payer: choiceField('payeur', claimPayers) };

export function ClaimsSection() {
  const address = useAddressFilters(claimFilterFields, { pinned: { [insuranceViewParam]: 'reclamations' } });
  const { filters } = address;
  const list = useClaims({ ...(filters.status ? { status: filters.status } : {}), ...(filters.payer ? { payer: filters.payer } : {}) });
  const runner = useActionRunner({ refresh: () => list.refetch(), busyText: 'Enregistrement…' });
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState(filters);
  const inForce = JSON.stringify(filters);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    setDraft(filters);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    address.apply(draft);
  };
  const claims = list.data?.claims ?? [];
  return (
    <section aria-labelledby="assurances-reclamations">
      <h2 id="assurances-reclamations">{text.claims}</h2>
      <p>
        <Button variant="secondary" aria-expanded={creating} onClick={() => setCreating((open) => !open)}>
          {creating ? text.closeNewClaim : text.newClaim}
        </Button>
      </p>
      {creating ? (
        <NewClaimForm
          onMade={() => {
            setCreating(false);
            void list.refetch();
          }}
        />
      ) : null}
      <search className="insurance-filters" aria-label={text.filters}>
        <form noValidate onSubmit={submit}>
          <div className="insurance-filters__fields">
            <Field label={text.status}>
              {(control) => (
                <select
                  {...control}
                  name="statut"
                  value={draft.status}
                  onChange={(event) => setDraft({ ...draft, status: event.target.value as typeof draft.status })}
                >
                  <option value="">{text.any}</option>
                  {claimStatuses.map((status) => (
                    <option key={status} value={status}>
                      {claimStatusLabel(status)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={text.payer}>
              {(control) => (
                <select
                  {...control}
                  name="payeur"
                  value={draft.payer}
                  onChange={(event) => setDraft({ ...draft, payer: event.target.value as typeof draft.payer })}
                >
                  <option value="">{text.any}</option>
                  {claimPayers.map((payer) => (
                    <option key={payer} value={payer}>
                      {claimPayerLabels[payer]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="insurance-actions">
            <Button type="submit">{text.apply}</Button>
            <Button variant="secondary" onClick={address.reset}>
              {text.reset}
            </Button>
          </div>
        </form>
      </search>
      <p className="insurance-status" role="status">
        {runner.status}
      </p>
      {runner.problem ? <FormFailure message={runner.problem.message} /> : null}
      {list.isPending ? <LoadingState label={text.loading} /> : null}
      {list.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void list.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      {list.data ? <p className="insurance-muted">{claims.length === 0 ? text.none : text.count(claims.length)}</p> : null}
      {claims.length > 0 ? (
        <StackedTable
          caption={text.caption}
          columns={text.columns}
          rows={claims}
          rowKey={(claim) => claim.id}
          minWidth="70rem"
          cells={(claim) => (
            <ClaimCells
              claim={claim}
              busy={runner.running === claim.id}
              setStatus={(status) =>
                void runner.run(
                  claim.id,
                  () => changeClaimStatus(claim.id, status),
                  () => text.statusSaved(claim.patientName, claimStatusLabel(status)),
                )
              }
            />
          )}
        />
      ) : null}
    </section>
  );
}

function ClaimCells({ claim, busy, setStatus }: { claim: Claim; busy: boolean; setStatus(status: SettableClaimStatus): void }) {
  const [patient, payer, visits, claimed, paid, status, followUp, actions] = text.columns;
  const settled = claim.status === 'paid' || claim.status === 'partially_paid';
  const [next, setNext] = useState<SettableClaimStatus>(claim.status === 'to_submit' ? 'submitted' : 'pending');
  return (
    <>
      <StackedCell label={patient}>{claim.patientName}</StackedCell>
      <StackedCell label={payer}>
        {payerName(claim)}
        {claim.claimNumber ? (
          <>
            <br />
            <span className="insurance-muted">{text.claimNumber(claim.claimNumber)}</span>
          </>
        ) : null}
        {claim.policyNumber ? (
          <>
            <br />
            <span className="insurance-muted">{text.policy(claim.policyNumber)}</span>
          </>
        ) : null}
      </StackedCell>
      <StackedCell label={visits}>
        <ul className="insurance-list">
          {claim.visits.map((visit) => (
            <li key={visit.invoiceId}>{text.visit(formatDate(visit.serviceDate), visit.service)}</li>
          ))}
        </ul>
      </StackedCell>
      <StackedCell label={claimed} nowrap>
        {formatMoney(claim.claimedCents)}
      </StackedCell>
      <StackedCell label={paid} nowrap>
        {formatMoney(claim.paidCents)}
        {claim.patientOwesCents ? (
          <>
            <br />
            <span className="insurance-muted">{text.patientOwes(formatMoney(claim.patientOwesCents))}</span>
          </>
        ) : null}
      </StackedCell>
      <StackedCell label={status}>
        <strong>{claimStatusLabel(claim.status)}</strong>
        <br />
        <span className="insurance-muted">{text.statusOn(formatDate(claim.statusOn))}</span>
      </StackedCell>
      <StackedCell label={followUp}>
        {claim.lastFollowUpOn ? <span>{text.followedUpOn(formatDate(claim.lastFollowUpOn))}</span> : null}
        {claim.followUpDueOn ? <span className="insurance-muted"> {text.dueOn(formatDate(claim.followUpDueOn))}</span> : null}
      </StackedCell>
      <StackedCell label={actions}>
        {settled ? null : (
          <span className="insurance-actions">
            <Field label={text.newStatus(claim.patientName)}>
              {(control) => (
                <select {...control} value={next} onChange={(event) => setNext(event.target.value as SettableClaimStatus)}>
                  {settableClaimStatuses.map((option) => (
                    <option key={option} value={option}>
                      {claimStatusLabel(option)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button variant="secondary" disabled={busy} onClick={() => setStatus(next)}>
              {text.saveStatus}
              <span className="ui-visually-hidden">{text.ofWhom(claim.patientName)}</span>
            </Button>
          </span>
        )}
      </StackedCell>
    </>
  );
}
