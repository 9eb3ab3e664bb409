// « Annulations automatisées » (management): for a month (the address's `?month=`, the
// clinic's current month by default), the totals — cancellations, slots offered to the waitlist,
// slots refilled by it and the revenue kept — and each cancellation's path as a short timeline:
// the freed slot, each offer (to whom, when, its state), then the outcome's badge. The rules that
// drive the offers are one link away (« Automatisation », « Paramètres › Liste d'attente et rappels »).
import { formatDate, formatDateTime, formatMoney, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { type CancellationAutomation, type CancellationPath, useCancellationAutomation } from './api/cancellation-automation';
import { isMonth, monthFields, shiftMonth } from './cancellation-month';
import { cancellationText as text, formatMonth, shortDate } from './cancellation-text';
import './cancellations.css';

export const waitlistSettingsLink = `${paths.adminSettings.build()}?section=attente-rappels`;

export function CancellationAutomationPage() {
  const { filters, apply } = useAddressFilters(monthFields(), { history: 'replace' });
  const { month } = filters;
  const automation = useCancellationAutomation(month);
  const show = (next: string) => apply({ month: next });

  return (
    <PageFrame title={text.title} className="ui-page cancellations-page">
      <p className="cancellations-muted">{text.intro}</p>
      <div className="cancellations-month">
        <Button variant="secondary" onClick={() => show(shiftMonth(month, -1))}>
          {text.previous}
        </Button>
        <Field label={text.month} required>
          {(control) => (
            <input
              {...control}
              type="month"
              value={month}
              onChange={(event) => {
                if (isMonth(event.target.value)) show(event.target.value);
              }}
            />
          )}
        </Field>
        <Button variant="secondary" onClick={() => show(shiftMonth(month, 1))}>
          {text.next}
        </Button>
      </div>

      {automation.isPending ? <LoadingState label={text.loading} /> : null}
      {automation.isError ? (
        <Notice
          tone="error"
          title={text.loadFailed}
          actions={
            <Button variant="secondary" onClick={() => void automation.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(automation.error)}</p>
        </Notice>
      ) : null}
      {automation.data ? <MonthView automation={automation.data} /> : null}

      <section className="cancellations-settings" aria-labelledby="annulations-regles">
        <h2 id="annulations-regles">{text.settingsTitle}</h2>
        <p className="cancellations-muted">{text.settingsIntro}</p>
        <ul>
          <li>
            <Link to={paths.adminAutomation.build()}>{text.automationLink}</Link>
          </li>
          <li>
            <Link to={waitlistSettingsLink}>{text.settingsLink}</Link>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}

function MonthView({ automation }: { automation: CancellationAutomation }) {
  const { totals } = automation;
  const figures: [string, string][] = [
    [text.totals.cancellations, String(totals.cancellations)],
    [text.totals.offered, String(totals.offered)],
    [text.totals.refilled, String(totals.refilled)],
    [text.totals.revenueKept, formatMoney(totals.revenueKeptCents)],
  ];
  return (
    <>
      <section aria-labelledby="annulations-totaux">
        <h2 id="annulations-totaux">
          {text.totalsTitle} — {formatMonth(automation.month)}
        </h2>
        <dl className="cancellations-totals">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="annulations-parcours">
        <h2 id="annulations-parcours">{text.pathsTitle}</h2>
        {automation.paths.length === 0 ? (
          <p className="cancellations-muted">{text.none}</p>
        ) : (
          <ol className="cancellations-paths">
            {automation.paths.map((path) => (
              <li key={path.offerId ?? path.appointmentId ?? path.slotStartsAt}>
                <CancellationPathCard path={path} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function CancellationPathCard({ path }: { path: CancellationPath }) {
  const slot = new Date(path.slotStartsAt);
  const heading = `${formatDate(slot)}, ${formatTime(slot)}`;
  return (
    <article className="cancellation-path" aria-label={heading}>
      <header className="cancellation-path__header">
        <h3>{heading}</h3>
        <span className={`cancellation-outcome cancellation-outcome--${path.outcome}`}>{path.outcomeLabel}</span>
      </header>
      <p className="cancellations-muted">{[path.serviceName, text.minutes(path.durationMinutes)].filter(Boolean).join(' · ')}</p>
      <ol className="cancellation-path__steps">
        <li>
          <strong>{text.freed}</strong>
          {path.cancelledAt ? ` — ${text.cancelledOn(formatDateTime(new Date(path.cancelledAt)), path.cancelledBy)}` : null}
        </li>
        {path.invitations.length === 0 ? (
          <li className="cancellations-muted">{text.noOffer}</li>
        ) : (
          path.invitations.map((invitation) => {
            const at = new Date(invitation.invitedAt);
            return (
              <li key={`${invitation.patientName}-${invitation.invitedAt}`}>
                {text.offeredTo(invitation.patientName)} {shortDate(at)} à {formatTime(at)} — {invitation.statusLabel}
              </li>
            );
          })
        )}
        <li>
          <strong>{text.outcome} :</strong> {path.outcomeLabel}
          {path.filledBy ? ` — ${text.filledBy(path.filledBy)}` : null}
          {path.revenueKeptCents > 0 ? `, ${text.revenueKept(formatMoney(path.revenueKeptCents))}` : null}
        </li>
      </ol>
    </article>
  );
}
