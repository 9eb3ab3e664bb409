// « Nouvelle demande »: a rebooking request for a patient. Optionally tied to the appointment it
// replaces (AppointmentSearch fills the name and e-mail from it), a reason, 1 to 6 free slots
// picked one by one from the booking engine (ServiceSlotPicker), and how long the link stays
// open (72 h unless changed). The form is shared-domain's `rebookingRequestSchema` through
// useSchemaForm: the chosen slots travel in the form as one value, so the schema checks them with
// the rest and the server's messages about them (`slots.<n>.time`) land on the slot list.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { rebookingLabels, rebookingLimits, type RebookingRequest } from 'shared-domain/scheduling/rebooking';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { emailInputProps, Field } from 'shared-ui/Field';
import { problemText } from 'shared-ui/problem-message';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { useServices } from '../api/services';
import { requiredLegend } from '../waitlist/waitlist-text';
import { type CreatedRebookingRequest, createRebookingRequest } from './api/create-rebooking-request';
import { rebookingRequestsQueryKey } from './api/rebooking-requests';
import type { AdminAppointment } from './api/upcoming-appointments';
import { AppointmentSearch } from './AppointmentSearch';
import { ChosenSlotsField } from './ChosenSlotsField';
import { type RequestField, requestFields, requestFormSchema, withSlotFields } from './rebooking-request-form';
import { rebookingText as text } from './rebooking-text';
import { useChosenSlots } from './useChosenSlots';
import '../waitlist/follow-up.css';
import './rebooking.css';

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
  const queryClient = useQueryClient();
  const services = useServices();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [appointment, setAppointment] = useState<AdminAppointment>();
  const [focusSearch, setFocusSearch] = useState(false);

  const form = useSchemaForm<RequestField, RebookingRequest, CreatedRebookingRequest>({
    schema: requestFormSchema,
    fields: requestFields,
    editableAfterFailure: true,
    // The link's default lifetime, shown so it can be changed.
    initialValues: { expiresInHours: String(rebookingLimits.expiresInHoursDefault) },
    send: async (data) => {
      const result = await createRebookingRequest(data);
      return answerOutcome(
        result.kind === 'error' ? { kind: 'error', error: withSlotFields(result.error) } : result,
        requestFields,
        problemText.unreachable,
      );
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

  const chosenSlots = useChosenSlots({ onSlots: (value) => change('slots', value), focusField });

  const chooseAppointment = (chosen: AdminAppointment) => {
    setAppointment(chosen);
    change('appointmentId', chosen.id);
    change('patientName', chosen.name);
    if (chosen.email) change('patientEmail', chosen.email);
    const itsService = services.data?.find((candidate) => candidate.id === chosen.serviceTypeId);
    if (itsService) chosenSlots.chooseService(itsService);
    // The search is gone; the person goes on with the (now filled) name.
    focusField('patientName');
  };

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
        <ChosenSlotsField chosen={chosenSlots} error={errors.slots} submitting={form.submitting} />
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
