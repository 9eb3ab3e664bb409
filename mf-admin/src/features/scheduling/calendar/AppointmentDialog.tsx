// An appointment opened from the grid (or from `?rdv=<id>`): the patient with a link to the file,
// the service, when, the status, the reason and the notes; then, while it still holds its slot,
// 'Arrivé' on its day (its draft invoice made), 'Déplacer', 'Annuler le rendez-vous' and, once its
// start has passed, 'Absent' (saying the no-show fee it drafted), and
// 'Encaisser' (the patient's checkout in « Facturation »); its deposit, paid or asked, and for the
// cash desk « Encaisser le dépôt » while the visit to come awaits it. Moving, cancelling and the deposit are steps inside
// the same dialog: the focus goes to the step's heading, and 'Retour au rendez-vous' back to the
// button that opened it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDate, formatPhone, phoneHref } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { Link } from 'shared-ui/router';
import { billingLinks, useCashDesk, depositText } from '../../billing/public';
import { DepositStep } from './DepositStep';
import { depositAwaited, depositStateLabel } from 'shared-domain/billing/deposit';
import { mayMarkArrived, mayMarkNoShow } from 'shared-domain/scheduling/visit-timing';
import { markArrived } from '../day/api/arrival';
import { noShowFeeText } from '../day/no-show-fee';
import { useClinicNow } from '../day/useClinicNow';
import { changeAppointmentStatus } from './api/appointment-status';
import { type CalendarAppointment, type CalendarService, refreshAfterChange } from './api/calendar';
import { changeableStatuses } from './CalendarGrid';
import { CancelForm } from './CancelForm';
import { appointmentSummary, detailsText, timeRangeText } from './calendar-text';
import { MoveForm } from './MoveForm';
import { AppointmentStatusBadge } from '../appointments/AppointmentStatusBadge';
import './calendar.css';
import { failureMessage } from 'shared-ui/failure-message';
import { shownHealthText } from 'shared-domain/accounts/health-text';

export interface AppointmentDialogProps {
  /** The appointment shown; the dialog is open while there is one. */
  appointment: CalendarAppointment | undefined;
  services: readonly CalendarService[];
  /** A drop on the grid: the dialog opens on the move, with this date and time chosen. */
  moveTo?: { date: string; time: string } | undefined;
  onClose(): void;
  /** A change went through: the message to announce and the appointment to focus, if it is still shown. */
  onChanged(message: string, appointmentId?: string): void;
}

export function AppointmentDialog({ appointment, services, moveTo, onClose, onChanged }: AppointmentDialogProps) {
  return (
    <Dialog
      open={appointment !== undefined}
      onClose={onClose}
      title={appointment ? `${detailsText.title} — ${appointment.name}` : detailsText.title}
      className="ui-dialog--sheet calendar-dialog"
      initialFocus=".ui-dialog__close"
    >
      {/* Only while open, and afresh for each appointment: every opening starts on its details. */}
      {appointment ? (
        <AppointmentPanel key={appointment.id} appointment={appointment} services={services} moveTo={moveTo} onChanged={onChanged} />
      ) : null}
    </Dialog>
  );
}

type Step = 'details' | 'move' | 'cancel' | 'deposit';

function AppointmentPanel({
  appointment,
  services,
  moveTo,
  onChanged,
}: Omit<AppointmentDialogProps, 'appointment' | 'onClose'> & { appointment: CalendarAppointment }) {
  const [step, setStep] = useState<Step>(moveTo ? 'move' : 'details');
  const [cameBackFrom, setCameBackFrom] = useState<Step>();
  const back = (from: Step) => {
    setCameBackFrom(from);
    setStep('details');
  };
  if (step === 'move')
    return <MoveForm appointment={appointment} services={services} initial={moveTo} onBack={() => back('move')} onMoved={onChanged} />;
  if (step === 'deposit' && appointment.patientId)
    return (
      <DepositStep
        visit={{ id: appointment.id, patientId: appointment.patientId, depositRequiredCents: appointment.depositRequiredCents }}
        onBack={() => back('deposit')}
        onRecorded={(message) => onChanged(message, appointment.id)}
      />
    );
  if (step === 'cancel')
    return <CancelForm appointment={appointment} onBack={() => back('cancel')} onCancelled={(message) => onChanged(message)} />;
  return <Details appointment={appointment} cameBackFrom={cameBackFrom} onStep={setStep} onChanged={onChanged} />;
}

interface DetailsProps {
  appointment: CalendarAppointment;
  cameBackFrom: Step | undefined;
  onStep(step: Step): void;
  onChanged(message: string, appointmentId?: string): void;
}

function Details({ appointment, cameBackFrom, onStep, onChanged }: DetailsProps) {
  const queryClient = useQueryClient();
  const actionsRef = useRef<HTMLDivElement>(null);
  const [marking, setMarking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const summary = appointmentSummary(appointment);
  const deposit = depositStateLabel(appointment);
  const changeable = changeableStatuses.includes(appointment.status);
  // « Encaisser » is the cash desk's; « Arrivé » stays everyone's.
  const cashDesk = useCashDesk();
  // This device's clock on the clinic's wall (the server refuses what is not yet due anyway).
  const now = useClinicNow(undefined, 0);

  useEffect(() => {
    if (cameBackFrom) actionsRef.current?.querySelector<HTMLElement>(`[data-step="${cameBackFrom}"]`)?.focus();
  }, [cameBackFrom]);

  const arrive = async () => {
    if (marking) return;
    setMarking(true);
    setProblem(undefined);
    const result = await markArrived(appointment.id);
    setMarking(false);
    if (result.kind === 'ok') return onChanged(detailsText.arriveDone, appointment.id);
    setProblem(failureMessage(result));
  };

  const markNoShow = async () => {
    if (marking) return;
    setMarking(true);
    setProblem(undefined);
    const result = await changeAppointmentStatus(appointment.id, { status: 'no_show', from: appointment.status });
    setMarking(false);
    if (result.kind === 'ok') {
      const fee = noShowFeeText(result.data.noShowFee);
      return onChanged(fee ? `${detailsText.noShowDone} ${fee}` : detailsText.noShowDone, appointment.id);
    }
    // Changed meanwhile (APPT_001) or gone: the calendar shows what the server now has.
    if (result.kind === 'error') void refreshAfterChange(queryClient);
    setProblem(failureMessage(result));
  };

  return (
    <div className="calendar-dialog__body">
      <dl className="calendar-details">
        <dt>{detailsText.patient}</dt>
        <dd>
          {appointment.name}
          {appointment.patientId ? (
            <>
              {' '}
              <Link to={paths.adminPatient.build(appointment.patientId)} className="calendar-details__link">
                {detailsText.openFile}
                <span className="ui-visually-hidden"> de {appointment.name}</span>
              </Link>
            </>
          ) : null}
        </dd>
        {appointment.email || appointment.phone ? (
          <>
            <dt>{detailsText.contact}</dt>
            <dd>
              {appointment.email ? <a href={`mailto:${appointment.email}`}>{appointment.email}</a> : null}
              {appointment.email && appointment.phone ? <br /> : null}
              {appointment.phone ? <a href={phoneHref(appointment.phone)}>{formatPhone(appointment.phone)}</a> : null}
            </dd>
          </>
        ) : null}
        <dt>{detailsText.service}</dt>
        <dd>{summary.service}</dd>
        <dt>{detailsText.when}</dt>
        <dd>{`${formatDate(appointment.scheduledDate ?? '')}, ${timeRangeText(appointment)}`}</dd>
        <dt>{detailsText.status}</dt>
        <dd>
          <AppointmentStatusBadge status={appointment.status} label={summary.status} />
        </dd>
        <dt>{detailsText.reason}</dt>
        <dd className="calendar-details__text">
          {shownHealthText(appointment.reason, appointment.reasonOnFile, 'reason', detailsText.none)}
        </dd>
        <dt>{detailsText.notes}</dt>
        <dd className="calendar-details__text">{shownHealthText(appointment.notes, appointment.notesOnFile, 'notes', detailsText.none)}</dd>
      </dl>
      {deposit ? <p className="calendar-details__deposit">{deposit}</p> : null}
      <FormFailure message={problem} />
      {changeable ? (
        <div ref={actionsRef} className="calendar-dialog__actions">
          {mayMarkArrived(appointment, now) ? (
            <Button variant="secondary" aria-disabled={marking || undefined} onClick={arrive}>
              {detailsText.arrive}
              <span className="ui-visually-hidden">{detailsText.arriveHint}</span>
            </Button>
          ) : null}
          <Button data-step="move" onClick={() => onStep('move')}>
            {detailsText.move}
          </Button>
          <Button data-step="cancel" variant="secondary" onClick={() => onStep('cancel')}>
            {detailsText.cancel}
          </Button>
          {mayMarkNoShow(appointment, now) ? (
            <Button variant="secondary" aria-disabled={marking || undefined} onClick={markNoShow}>
              {marking ? detailsText.noShowBusy : detailsText.noShow}
              <span className="ui-visually-hidden">{detailsText.noShowHint}</span>
            </Button>
          ) : null}
        </div>
      ) : (
        <p>{detailsText.closedStatus}</p>
      )}
      {appointment.patientId && cashDesk && depositAwaited(appointment, now.date) ? (
        <p>
          <Button data-step="deposit" variant="secondary" onClick={() => onStep('deposit')}>
            {depositText.open}
            <span className="ui-visually-hidden"> : {appointment.name}</span>
          </Button>
        </p>
      ) : null}
      {appointment.patientId && cashDesk ? (
        <p>
          <Link className="ui-button ui-button--secondary" to={billingLinks.checkout(appointment.patientId)}>
            {detailsText.checkout}
            <span className="ui-visually-hidden"> : {appointment.name}</span>
          </Link>
        </p>
      ) : null}
      <p className="ui-visually-hidden" role="status">
        {marking ? detailsText.noShowBusy : ''}
      </p>
    </div>
  );
}
