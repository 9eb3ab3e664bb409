// 'Bloquer une période': from a date to a date, whole days or from a time on the first day to a time
// on the last, and a reason ('Formation', 'Vacances'). Once blocked, the public booking stops
// offering it; the dialog then says so and lists the appointments the period overlaps, which stay
// booked until staff move or cancel them (each opens from here).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import {
  type BlockedTimeFormField as BlockField,
  blockedTimeFormFields as blockFields,
  blockedTimeFormSchema,
} from 'shared-domain/scheduling/calendar-input';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, type FormOutcome, type FormValues, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type BlockedTimeCreated, blockTime, type NewBlockedTime } from './api/block-time';
import { refreshAfterChange } from './api/calendar';
import { appointmentLine, blockText, blockedPeriodText, calendarText } from './calendar-text';
import { formatDate } from 'shared-domain/platform/format';
import './calendar.css';

export interface BlockTimeDialogProps {
  /** The first day offered; the dialog is open while there is one. */
  startDate: string | undefined;
  onClose(): void;
  /** The period is blocked: the message to announce. */
  onBlocked(message: string): void;
  /** An overlapping appointment to open (the dialog closes). */
  onOpenAppointment(id: string, date: string): void;
}

export function BlockTimeDialog({ startDate, onClose, onBlocked, onOpenAppointment }: BlockTimeDialogProps) {
  return (
    <FormDialog open={startDate !== undefined} onClose={onClose} title={blockText.title} className="ui-dialog--sheet calendar-dialog">
      {/* Made at each opening: each opening starts from an empty form. */}
      {startDate ? <BlockForm startDate={startDate} onClose={onClose} onBlocked={onBlocked} onOpenAppointment={onOpenAppointment} /> : null}
    </FormDialog>
  );
}

function BlockForm({ startDate, onClose, onBlocked, onOpenAppointment }: Omit<BlockTimeDialogProps, 'startDate'> & { startDate: string }) {
  const ids = useId();
  const queryClient = useQueryClient();

  const send = async (period: NewBlockedTime): Promise<FormOutcome<BlockField, BlockedTimeCreated>> => {
    return answerOutcome(await blockTime(period), blockFields, calendarText.unreachable);
  };
  const form = useSchemaForm({
    schema: blockedTimeFormSchema,
    fields: blockFields,
    sanitize: sanitizeInput<FormValues<BlockField>>,
    editableAfterFailure: true,
    initialValues: { startDate, endDate: startDate, wholeDay: 'oui' },
    send,
    onSuccess: () => {
      void refreshAfterChange(queryClient);
      onBlocked(blockText.done);
    },
  });
  const { state, change } = form;

  if (state.phase === 'success') return <Blocked created={state.result} onClose={onClose} onOpenAppointment={onOpenAppointment} />;

  const { values, errors } = state;
  const wholeDay = values.wholeDay !== '';
  return (
    <DialogForm
      form={form}
      submit={{ label: blockText.submit, busyLabel: blockText.busy, busyStatus: blockText.busyStatus }}
      cancelLabel={calendarText.dismiss}
      failureTitle={blockText.failed}
      className="calendar-dialog__body"
      actionsClassName="calendar-dialog__actions"
    >
      <div className="calendar-pair">
        <Field label={blockText.startDate} required errors={[errors.startDate]}>
          {(control) => (
            <input
              {...control}
              {...form.fieldProps('startDate')}
              type="date"
              readOnly={form.submitting}
              onChange={(event) => {
                const next = event.target.value;
                // The end follows a start moved past it: a one-day period stays one day.
                if (values.endDate === values.startDate || values.endDate < next) change('endDate', next);
                change('startDate', next);
              }}
            />
          )}
        </Field>
        <Field label={blockText.endDate} required errors={[errors.endDate]}>
          {(control) => <input {...control} {...form.fieldProps('endDate')} type="date" readOnly={form.submitting} />}
        </Field>
      </div>
      <div className="calendar-check">
        <input
          id={`${ids}-journee`}
          type="checkbox"
          name="wholeDay"
          checked={wholeDay}
          onChange={(event) => change('wholeDay', event.target.checked ? 'oui' : '')}
        />
        <label htmlFor={`${ids}-journee`}>{blockText.wholeDay}</label>
      </div>
      {wholeDay ? null : (
        <div className="calendar-pair">
          <Field label={blockText.startTime} required hint={blockText.startTimeHint} errors={[errors.startTime]}>
            {(control) => <input {...control} {...form.fieldProps('startTime')} type="time" step={900} readOnly={form.submitting} />}
          </Field>
          <Field label={blockText.endTime} required hint={blockText.endTimeHint} errors={[errors.endTime]}>
            {(control) => <input {...control} {...form.fieldProps('endTime')} type="time" step={900} readOnly={form.submitting} />}
          </Field>
        </div>
      )}
      <Field label={blockText.reason} required hint={blockText.reasonHint} errors={[errors.reason]}>
        {(control) => (
          <input {...control} {...form.fieldProps('reason')} list={`${ids}-motifs`} autoComplete="off" readOnly={form.submitting} />
        )}
      </Field>
      <datalist id={`${ids}-motifs`}>
        {blockText.suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </DialogForm>
  );
}

interface BlockedProps {
  created: BlockedTimeCreated;
  onClose(): void;
  onOpenAppointment(id: string, date: string): void;
}

/** What the blocking did: the period, and the appointments it overlaps. */
function Blocked({ created, onClose, onOpenAppointment }: BlockedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { blockedTime, overlapping } = created;
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="calendar-dialog__body">
      <h3 ref={headingRef} tabIndex={-1} className="calendar-dialog__step">
        {blockText.done}
      </h3>
      <p>
        <strong>{blockedTime.reason}</strong> — {blockedPeriodText(blockedTime)}
      </p>
      {overlapping.length === 0 ? (
        <p>{blockText.noOverlap}</p>
      ) : (
        <>
          <p className="calendar-warning">{blockText.overlapping(overlapping.length)}</p>
          <ul className="calendar-overlaps">
            {overlapping.map((appointment) => (
              <li key={appointment.id}>
                <button
                  type="button"
                  className="calendar-overlaps__open"
                  onClick={() => onOpenAppointment(appointment.id, appointment.scheduledDate ?? '')}
                >
                  {`${formatDate(appointment.scheduledDate ?? '')}, ${appointmentLine(appointment)}`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="calendar-dialog__actions">
        <Button onClick={onClose}>{blockText.close}</Button>
      </div>
    </div>
  );
}
