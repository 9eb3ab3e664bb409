// « Assurances › Relances »: the claims submitted or waiting for their payer more than 30 days, on
// the clinic's day; « Relancer » records that the payer was reminded (the date shows on the claim,
// and it leaves the list for another 30 days).
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { followUpClaim, useFollowUps } from './api/insurance-claims';
import { claimsText as text, payerName } from './claims-text';

export function FollowUpsSection() {
  const list = useFollowUps();
  const runner = useActionRunner({ refresh: () => list.refetch(), busyText: text.followingUp });
  const claims = list.data?.claims ?? [];
  const [patient, payer, claimed, submitted, last, actions] = text.followUpsColumns;
  return (
    <section aria-labelledby="assurances-relances">
      <h2 id="assurances-relances">{text.followUps}</h2>
      <p className="insurance-muted">{text.followUpsIntro}</p>
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
      {list.data && claims.length === 0 ? <p>{text.noFollowUps}</p> : null}
      {claims.length > 0 ? (
        <StackedTable
          caption={text.followUpsCaption}
          columns={text.followUpsColumns}
          rows={claims}
          rowKey={(claim) => claim.id}
          minWidth="50rem"
          cells={(claim) => (
            <>
              <StackedCell label={patient}>{claim.patientName}</StackedCell>
              <StackedCell label={payer}>{payerName(claim)}</StackedCell>
              <StackedCell label={claimed} nowrap>
                {formatMoney(claim.claimedCents)}
              </StackedCell>
              <StackedCell label={submitted} nowrap>
                {claim.submittedOn ? formatDate(claim.submittedOn) : '—'}
              </StackedCell>
              <StackedCell label={last} nowrap>
                {claim.lastFollowUpOn ? formatDate(claim.lastFollowUpOn) : text.never}
              </StackedCell>
              <StackedCell label={actions}>
                <Button
                  variant="secondary"
                  disabled={runner.running === claim.id}
                  onClick={() =>
                    void runner.run(
                      claim.id,
                      () => followUpClaim(claim.id),
                      (done) => text.followedUp(claim.patientName, formatDate(done.lastFollowUpOn)),
                    )
                  }
                >
                  {text.followUp}
                  <span className="ui-visually-hidden">{text.forWhom(claim.patientName)}</span>
                </Button>
              </StackedCell>
            </>
          )}
        />
      ) : null}
    </section>
  );
}
