// « Actions rapides »: the day's common gestures in one place — « Nouveau rendez-vous »,
// « Note SOAP rapide », « Encaisser », « Bloquer une période », « Rechercher » — each a large button
// showing its shortcut, opening the dialog the rest of the back-office uses, in place. The signed-in
// role decides which are shown (the SOAP note: care; the checkout: the cash desk). What a dialog
// did (an appointment booked, a period blocked) is said in the page's status line.
import { lazy, Suspense, useId, useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { PageFrame } from 'shared-ui/PageFrame';
import { useLatch } from 'shared-ui/useLatch';
import { Link, useNavigate } from 'shared-ui/router';
import { GlobalSearchDialog } from '../../back-office/public-frame-dialogs';
import { useMe } from '../../back-office/session/api/me';
import { calendarLink } from '../../scheduling/public';
import { useCalendar } from '../../scheduling/calendar/api/calendar';
import { type QuickAction, type QuickActionDefinition, quickActions } from './quick-actions';
import { quickActionLabels, quickActionsText as text } from './quick-actions-text';
import { useQuickActionKeys } from './useQuickActionKeys';
import './quick-actions.css';

// Each action's dialog and its form's schemas load the first time an action is started, not with the page.
const QuickSoapNoteDialog = lazy(() =>
  import('../../clinical/public-quick-note').then((module) => ({ default: module.QuickSoapNoteDialog })),
);
const CheckoutDialog = lazy(() => import('../../billing/public-checkout').then((module) => ({ default: module.CheckoutDialog })));
const NewAppointmentDialog = lazy(() =>
  import('../../scheduling/public-calendar-dialogs').then((module) => ({ default: module.NewAppointmentDialog })),
);
const BlockTimeDialog = lazy(() =>
  import('../../scheduling/public-calendar-dialogs').then((module) => ({ default: module.BlockTimeDialog })),
);
const CheckoutPatientDialog = lazy(() => import('./CheckoutPatientDialog').then((module) => ({ default: module.CheckoutPatientDialog })));

type Open = { action: Exclude<QuickAction, 'checkout'> } | { action: 'checkout'; patientId?: string };

export function QuickActionsPage() {
  const { role } = useMe();
  const navigate = useNavigate();
  const today = clinicDate(new Date());
  const [open, setOpen] = useState<Open | null>(null);
  const [status, setStatus] = useState<{ message: string; link?: string }>();
  // Once an action was started, the dialogs stay mounted (the global search's is light and always is).
  const dialogsWanted = useLatch(open !== null && open.action !== 'search');
  const shown = quickActions.filter((action) => mayAccess(role, action.access));
  // The services the new appointment offers come with the calendar's day.
  const calendar = useCalendar(today, today);
  const close = () => setOpen(null);

  const start = (action: QuickAction) => {
    setStatus(undefined);
    setOpen({ action });
  };
  useQuickActionKeys(
    shown.flatMap((action) => (action.shortcut.letter ? [action.shortcut.letter] : [])),
    (letter) => {
      const action = shown.find((candidate) => candidate.shortcut.letter === letter);
      if (action) start(action.action);
    },
  );

  return (
    <PageFrame title={text.title} className="ui-page quick-actions-page">
      <p className="quick-actions__intro">{text.intro}</p>
      <p className="quick-actions__status" role="status">
        {status ? (
          <>
            {status.message}
            {status.link ? (
              <>
                {' '}
                <Link to={status.link}>{text.seeInCalendar}</Link>
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <ul className="quick-actions" aria-label={text.listLabel}>
        {shown.map((action) => (
          <li key={action.action}>
            <QuickActionButton definition={action} onPress={() => start(action.action)} />
          </li>
        ))}
      </ul>

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <NewAppointmentDialog
            start={open?.action === 'newAppointment' ? { date: today } : undefined}
            services={calendar.data?.services ?? []}
            onClose={close}
            onCreated={(message, created) => {
              close();
              setStatus({
                message,
                ...(created.scheduledDate ? { link: calendarLink({ id: created.id, scheduledDate: created.scheduledDate }) } : {}),
              });
            }}
          />
          <BlockTimeDialog
            startDate={open?.action === 'blockTime' ? today : undefined}
            onClose={close}
            onBlocked={(message) => setStatus({ message })}
            onOpenAppointment={(id, date) => {
              close();
              navigate(calendarLink({ id, scheduledDate: date || today }));
            }}
          />
          {mayAccess(role, 'care') ? <QuickSoapNoteDialog open={open?.action === 'soapNote'} onClose={close} /> : null}
          {mayAccess(role, 'cashDesk') ? (
            <>
              <CheckoutPatientDialog
                open={open?.action === 'checkout' && !open.patientId}
                onClose={close}
                onChosen={(patientId) => setOpen({ action: 'checkout', patientId })}
              />
              <CheckoutDialog
                open={open?.action === 'checkout' && Boolean(open.patientId)}
                patientId={open?.action === 'checkout' ? (open.patientId ?? '') : ''}
                onClose={close}
              />
            </>
          ) : null}
        </Suspense>
      ) : null}
      <GlobalSearchDialog open={open?.action === 'search'} onClose={close} />
    </PageFrame>
  );
}

function QuickActionButton({ definition, onPress }: { definition: QuickActionDefinition; onPress(): void }) {
  const descriptionId = useId();
  const { label, description } = quickActionLabels[definition.action];
  return (
    <div className="quick-action">
      <button
        type="button"
        className="quick-action__button"
        aria-keyshortcuts={definition.shortcut.aria}
        aria-describedby={descriptionId}
        onClick={onPress}
      >
        <span className="quick-action__label">{label}</span>
        <span className="quick-action__keys" aria-hidden="true">
          {definition.shortcut.keys.map((key, index) => (
            <span key={key}>
              {index > 0 ? ' ' : null}
              <kbd>{key}</kbd>
            </span>
          ))}
        </span>
      </button>
      <p id={descriptionId} className="quick-action__description">
        {description} <span className="ui-visually-hidden">{`${text.shortcut} ${definition.shortcut.keys.join(' + ')}`}</span>
      </p>
    </div>
  );
}
