// « Nouvelle demande »: a rebooking request for a patient. Optionally tied to the appointment it
// replaces (AppointmentSearch fills the name and e-mail from it), a reason, 1 to 6 free slots
// picked one by one from the booking engine (ServiceSlotPicker), and how long the link stays
// open (72 h unless changed). The form is shared-domain's `rebookingRequestSchema` through
// useSchemaForm: the chosen slots travel in the form as one value, so the schema checks them with
// the rest and the server's messages about them (`slots.<n>.time`) land on the slot list.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ApiError } from 'shared-domain/errors';
import { formatDate, formatTime } from 'shared-domain/format';
import { type RebookingRequest, rebookingLabels, rebookingLimits, rebookingRequestSchema } from 'shared-domain/rebooking';
import { validationMessages } from 'shared-domain/validation-messages';
import { problemText } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { emailInputProps, ErrorList, Field } from 'shared-ui/Field';
import { answerOutcome, type FormSchema, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type AdminService, useServices } from '../api/services';
import { ServiceSlotPicker, type SlotPickerErrors } from '../waitlist/ServiceSlotPicker';
import { durationText, requiredLegend } from '../waitlist/waitlist-text';
import { type CreatedRebookingRequest, createRebookingRequest } from './api/create-rebooking-request';
import { rebookingRequestsQueryKey } from './api/rebooking-requests';
import type { AdminAppointment } from './api/upcoming-appointments';
import { AppointmentSearch } from './AppointmentSearch';
import { rebookingText as text } from './rebooking-text';
import '../waitlist/follow-up.css';
import './rebooking.css';

type RequestField = 'appointmentId' | 'patientName' | 'patientEmail' | 'reason' | 'slots' | 'expiresInHours';
const requestFields: readonly RequestField[] = ['appointmentId', 'patientName', 'patientEmail', 'reason', 'slots', 'expiresInHours'];

interface ChosenSlot {
  date: string;
  time: string;
  durationMinutes: number;
  serviceName: string;
}

const formValue = (input: unknown, field: RequestField): string => {
  const value = typeof input === 'object' && input !== null ? Reflect.get(input, field) : undefined;
  return typeof value === 'string' ? value : '';
};

/** The form's text values as the request: the slots list decoded, the delay a number (empty: the default). */
function requestInput(input: unknown) {
  const slots = formValue(input, 'slots');
  const expires = formValue(input, 'expiresInHours').trim();
  const appointmentId = formValue(input, 'appointmentId');
  return {
    ...(appointmentId ? { appointmentId } : {}),
    patientName: formValue(input, 'patientName'),
    patientEmail: formValue(input, 'patientEmail'),
    reason: formValue(input, 'reason'),
    slots: slots ? JSON.parse(slots) : [],
    ...(expires ? { expiresInHours: Number(expires) } : {}),
  };
}

const requestFormSchema: FormSchema<RebookingRequest> = {
  safeParse: (input) => rebookingRequestSchema.safeParse(requestInput(input)),
};

/** The server names a slot's problem `slots.<n>.<field>`: on this form it belongs to the slot list. */
function withSlotFields(error: ApiError): ApiError {
  if (!error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = name.startsWith('slots.') ? 'slots' : name;
    fields[field] ??= message;
  }
  return { ...error, fields };
}

const slotText = (slot: { date: string; time: string }) => `${formatDate(slot.date)} à ${formatTime(slot.time)}`;

export interface NewRebookingDialogProps {
  open: boolean;
  onClose(): void;
  onCreated(request: CreatedRebookingRequest): void;
}

export function NewRebookingDialog({ open, onClose, onCreated }: NewRebookingDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.createHeading} className="ui-dialog--sheet follow-up-dialog">
      {/* Made at each opening: each opening starts from an empty request and fresh slots. */}
      <NewRebookingForm onCreated={onCreated} />
    </FormDialog>
  );
}

function NewRebookingForm({ onCreated }: Pick<NewRebookingDialogProps, 'onCreated'>) {
  const ids = useId();
  const queryClient = useQueryClient();
  const services = useServices();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [appointment, setAppointment] = useState<AdminAppointment>();
  const [focusSearch, setFocusSearch] = useState(false);
  const [service, setService] = useState<AdminService>();
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [pickerErrors, setPickerErrors] = useState<SlotPickerErrors>({});
  const [slots, setSlots] = useState<ChosenSlot[]>([]);
  const [slotProblem, setSlotProblem] = useState<string>();
  const [slotNote, setSlotNote] = useState('');

  const form = useSchemaForm<RequestField, RebookingRequest, CreatedRebookingRequest>({
    schema: requestFormSchema,
    fields: requestFields,
    editableAfterFailure: true,
    // The link's default lifetime, shown so it can be changed.
    initialValues: { expiresInHours: String(rebookingLimits.expiresInHoursDefault) },
    send: async (data) => {
      const result = await createRebookingRequest(data);
      if (result.kind === 'error') return refusalOutcome(withSlotFields(result.error), requestFields);
      return answerOutcome(result, requestFields, problemText.unreachable);
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: rebookingRequestsQueryKey });
      onCreated(created);
    },
  });
  const { change } = form;
  const { errors } = form.state;
  const formElement = form.formProps.ref;

  // Unlinking the appointment brings the search back: the focus goes to its field.
  useEffect(() => {
    if (!focusSearch) return;
    setFocusSearch(false);
    bodyRef.current?.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
  }, [focusSearch]);

  const focusField = (name: string) => {
    const element = formElement.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const updateSlots = (next: ChosenSlot[]) => {
    setSlots(next);
    change(
      'slots',
      next.length > 0 ? JSON.stringify(next.map(({ date, time, durationMinutes }) => ({ date, time, durationMinutes }))) : '',
    );
  };

  const chooseService = (chosen: AdminService | undefined) => {
    setService(chosen);
    setDate(undefined);
    setTime(undefined);
    setPickerErrors({});
  };

  const addSlot = () => {
    setSlotNote('');
    if (!service || !date || !time) {
      const required = validationMessages.required;
      const missing: SlotPickerErrors = !service
        ? { serviceTypeId: required('Service') }
        : !date
          ? { date: required(rebookingLabels.date) }
          : { time: required(rebookingLabels.time) };
      setPickerErrors(missing);
      setSlotProblem(text.pickFirst);
      focusField(Object.keys(missing)[0] as string);
      return;
    }
    if (slots.length >= rebookingLimits.slotsMax) return setSlotProblem(text.full);
    if (slots.some((slot) => slot.date === date && slot.time === time)) return setSlotProblem(text.duplicate);
    const slot = { date, time, durationMinutes: service.durationMinutes, serviceName: service.name };
    updateSlots([...slots, slot]);
    setTime(undefined);
    setSlotProblem(undefined);
    setPickerErrors({});
    setSlotNote(text.slotAdded(slotText(slot)));
  };

  const removeSlot = (index: number) => {
    const removed = slots[index];
    if (!removed) return;
    updateSlots(slots.filter((_, position) => position !== index));
    setSlotProblem(undefined);
    setSlotNote(text.slotRemoved(slotText(removed)));
    // Its button is gone: the focus goes back to the list's question.
    focusField('slots');
  };

  const chooseAppointment = (chosen: AdminAppointment) => {
    setAppointment(chosen);
    change('appointmentId', chosen.id);
    change('patientName', chosen.name);
    if (chosen.email) change('patientEmail', chosen.email);
    const itsService = services.data?.find((candidate) => candidate.id === chosen.serviceTypeId);
    if (itsService) chooseService(itsService);
    // The search is gone; the person goes on with the (now filled) name.
    focusField('patientName');
  };

  const slotsErrorId = errors.slots ? `${ids}-creneaux-erreur` : undefined;
  const full = slots.length >= rebookingLimits.slotsMax;
  return (
    <div className="follow-up-dialog__body" ref={bodyRef}>
      <AppointmentSearch
        chosen={appointment}
        onChoose={chooseAppointment}
        onUnlink={() => {
          setAppointment(undefined);
          change('appointmentId', '');
          setFocusSearch(true);
        }}
        error={errors.appointmentId}
        disabled={form.submitting}
      />
      <DialogForm
        form={form}
        submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
        cancelLabel={text.cancel}
        failureTitle={text.failed}
        className="rebooking-form"
        actionsClassName="follow-up-dialog__actions"
        intro={<p className="ui-field__hint">{requiredLegend}</p>}
      >
        <Field label={rebookingLabels.patientName} required errors={[errors.patientName]}>
          {(control) => (
            <input {...control} {...form.fieldProps('patientName')} type="text" autoComplete="off" readOnly={form.submitting} />
          )}
        </Field>
        <Field label={rebookingLabels.patientEmail} required errors={[errors.patientEmail]}>
          {(control) => (
            <input {...control} {...form.fieldProps('patientEmail')} {...emailInputProps} autoComplete="off" readOnly={form.submitting} />
          )}
        </Field>
        <Field label={rebookingLabels.reason} errors={[errors.reason]}>
          {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
        </Field>
        <fieldset
          name="slots"
          className="follow-up-choice rebooking-slots"
          tabIndex={-1}
          aria-describedby={[`${ids}-creneaux-aide`, slotsErrorId].filter(Boolean).join(' ')}
        >
          <legend className="follow-up-choice__legend">
            {text.slotsLegend}
            <span aria-hidden="true"> *</span>
          </legend>
          <p id={`${ids}-creneaux-aide`} className="ui-field__hint">
            {text.slotsHint}
          </p>
          <ServiceSlotPicker
            serviceId={service?.id ?? ''}
            onService={chooseService}
            date={date}
            time={time}
            onDate={(chosen) => {
              setDate(chosen);
              setTime(undefined);
              setPickerErrors({});
            }}
            onTime={(chosen) => {
              setTime(chosen);
              setPickerErrors({});
            }}
            errors={pickerErrors}
          />
          <div className="rebooking-slots__add">
            <Button variant="secondary" onClick={addSlot} aria-disabled={full || form.submitting || undefined}>
              {text.addSlot}
            </Button>
          </div>
          {slotProblem ? (
            <p className="rebooking-slots__problem" role="alert">
              {slotProblem}
            </p>
          ) : null}
          <h3 className="rebooking-slots__heading" id={`${ids}-ajoutes`}>
            Créneaux ajoutés ({text.count(slots.length)})
          </h3>
          {slots.length === 0 ? (
            <p>{text.noSlots}</p>
          ) : (
            <ol className="rebooking-slots__list" aria-labelledby={`${ids}-ajoutes`}>
              {slots.map((slot, index) => (
                <li key={`${slot.date} ${slot.time}`}>
                  <span>
                    {slotText(slot)}{' '}
                    <span className="rebooking-slots__service">
                      ({slot.serviceName}, {durationText(slot.durationMinutes)})
                    </span>
                  </span>
                  <Button variant="secondary" onClick={() => removeSlot(index)} disabled={form.submitting}>
                    {text.removeSlot}
                    <span className="ui-visually-hidden"> le créneau du {slotText(slot)}</span>
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <ErrorList id={slotsErrorId} errors={[errors.slots]} />
          <p className="ui-visually-hidden" role="status">
            {slotNote}
          </p>
        </fieldset>
        <Field label={rebookingLabels.expiresInHours} hint={text.expiresHint} errors={[errors.expiresInHours]}>
          {(control) => (
            <input
              {...control}
              {...form.fieldProps('expiresInHours')}
              type="number"
              inputMode="numeric"
              min={rebookingLimits.expiresInHoursMin}
              max={rebookingLimits.expiresInHoursMax}
              step={1}
              readOnly={form.submitting}
            />
          )}
        </Field>
      </DialogForm>
    </div>
  );
}
