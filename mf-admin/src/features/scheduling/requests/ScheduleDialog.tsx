// « Planifier »: a service, then a day and a time among its free slots for the next 14 days (the
// staff's availability, online or not), then one button. The request's preferred period picks the
// day shown first and its slots come first. A slot taken meanwhile (409 BOOK_001) or no longer
// offered (422) says so and brings fresh slots; a request already handled elsewhere (404) goes back
// to the page, which says why and refreshes the list.
import { useRef, useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import type { ApiError } from 'shared-domain/platform/errors';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { availabilityDays, useAvailability } from '../api/availability';
import type { AppointmentRequestItem } from './api/requests';
import { type ScheduledRequest, scheduleRequest } from './api/schedule-request';
import { useServices } from '../api/services';
import { preferredPeriod, suggestedDay } from './preferred-period';
import { RequestSlotChoice } from './RequestSlotChoice';
import { requestsText as text } from './requests-text';
import './requests.css';

export type ScheduledAppointment = ScheduledRequest['appointment'];

export interface ScheduleDialogProps {
  open: boolean;
  /** The request to schedule (kept by the page after closing, so the dialog closes properly). */
  request: AppointmentRequestItem;
  onClose(): void;
  onScheduled(appointment: ScheduledAppointment): void;
  /** The request is no longer waiting (handled elsewhere, or gone). */
  onGone(error: ApiError): void;
}

export function ScheduleDialog({ open, request, onClose, onScheduled, onGone }: ScheduleDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.scheduleTitle} className="ui-dialog--sheet requests-dialog">
      {/* Made at each opening: each opening starts from fresh slots and no choice. */}
      <ScheduleForm request={request} onScheduled={onScheduled} onGone={onGone} />
    </FormDialog>
  );
}

type Problems = { failure?: string; serviceTypeId?: string; date?: string; time?: string };

function ScheduleForm({ request, onScheduled, onGone }: Omit<ScheduleDialogProps, 'open' | 'onClose'>) {
  // The clinic's today when the dialog opened: the slots start there.
  const [today] = useState(() => clinicDate(new Date()));
  const services = useServices();
  const [serviceTypeId, setServiceTypeId] = useState('');
  const slots = useAvailability(serviceTypeId ? { serviceTypeId, from: today, days: availabilityDays } : undefined);
  const [chosenDate, setChosenDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const formRef = useRef<HTMLFormElement>(null);
  const period = preferredPeriod(request.preferredTime);
  const days = slots.data?.days;
  // Until the desk picks a day, the one that suits the request best.
  const date = chosenDate ?? (days ? suggestedDay(days, period) : undefined);

  const focusField = (name: 'serviceTypeId' | 'date' | 'time') => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const submit = async () => {
    const missing: Problems = {};
    if (!serviceTypeId) missing.serviceTypeId = text.serviceRequired;
    else if (!date) missing.date = text.dateRequired;
    else if (!time) missing.time = text.timeRequired;
    if (!serviceTypeId || !date || !time) {
      setProblems(missing);
      focusField(missing.serviceTypeId ? 'serviceTypeId' : missing.date ? 'date' : 'time');
      return;
    }
    setSending(true);
    setProblems({});
    const result = await scheduleRequest(request.id, { serviceTypeId, date, time });
    setSending(false);
    if (result.kind === 'ok') return onScheduled(result.data.appointment);
    if (result.kind === 'unreachable') return setProblems({ failure: text.unreachable });
    const { error } = result;
    if (error.status === 404) return onGone(error);
    if (error.code === 'BOOK_001' || error.status === 422) {
      // Taken meanwhile, past, or not offered: fresh slots, and a new time to choose.
      const fields = error.fields ?? {};
      setProblems({
        failure: error.message,
        serviceTypeId: fields.serviceTypeId,
        date: fields.date,
        time: fields.time,
      });
      setTime(undefined);
      void slots.refetch();
      if (fields.serviceTypeId) focusField('serviceTypeId');
      return;
    }
    setProblems({ failure: error.message });
  };

  return (
    <DialogForm
      form={dialogFormControl({ submitting: sending, failure: problems.failure, submit: () => void submit(), ref: formRef })}
      submit={{ label: text.confirm, busyLabel: text.confirming, busyStatus: text.confirmingStatus }}
      cancelLabel={text.close}
      failureTitle={text.scheduleFailed}
      className="requests-dialog__body"
      actionsClassName="requests-dialog__actions"
      intro={
        <p className="requests-dialog__context">
          <strong>{text.from(request.name)}</strong>
          {period ? (
            <>
              <br />
              {text.preferredTime} : {period.label}
            </>
          ) : null}
        </p>
      }
    >
      {services.data ? (
        services.data.length === 0 ? (
          <p className="slot-picker__empty">{text.noServices}</p>
        ) : (
          <Field label={text.service} required errors={[problems.serviceTypeId]}>
            {(control) => (
              <select
                {...control}
                name="serviceTypeId"
                value={serviceTypeId}
                onChange={(event) => {
                  setServiceTypeId(event.target.value);
                  setChosenDate(undefined);
                  setTime(undefined);
                  setProblems({});
                }}
              >
                <option value="">{text.chooseService}</option>
                {services.data?.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name} ({service.durationMinutes} min)
                  </option>
                ))}
              </select>
            )}
          </Field>
        )
      ) : services.isError ? (
        <LoadProblem title={text.servicesFailed} error={services.error} onRetry={() => void services.refetch()} />
      ) : (
        <LoadingState label={text.servicesLoading} />
      )}
      {serviceTypeId ? (
        days ? (
          <RequestSlotChoice
            days={days}
            date={date}
            time={time}
            period={period}
            onDate={(chosen) => {
              setChosenDate(chosen);
              setTime(undefined);
            }}
            onTime={setTime}
            dateError={problems.date}
            timeError={problems.time}
          />
        ) : slots.isError && !slots.isFetching ? (
          <LoadProblem title={text.slotsFailed} error={slots.error} onRetry={() => void slots.refetch()} />
        ) : (
          <LoadingState label={text.slotsLoading} />
        )
      ) : null}
    </DialogForm>
  );
}

function LoadProblem({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  return (
    <div className="ui-form-failure" role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{problemMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}
