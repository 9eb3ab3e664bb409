// « Offrir un créneau »: a service and one of its free slots (ServiceSlotPicker), then one button
// that creates the offer (useSlotOfferSending); the server invites the first matching people by
// e-mail at once. A slot taken meanwhile (409) or already past (422) says so and brings fresh slots.
import { useRef, useState } from 'react';
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import type { AdminService } from '../api/services';
import { ServiceSlotPicker, type SlotPickerErrors } from './ServiceSlotPicker';
import { useSlotOfferSending } from './useSlotOfferSending';
import { requiredLegend, waitlistText as text } from './waitlist-text';
import './follow-up.css';

export interface OfferSlotDialogProps {
  open: boolean;
  onClose(): void;
  /** The offer is made; `invited` people were e-mailed. */
  onOffered(invited: number): void;
}

export function OfferSlotDialog({ open, onClose, onOffered }: OfferSlotDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.offer} className="ui-dialog--sheet follow-up-dialog">
      {/* Made at each opening: each opening starts from fresh slots and no choice. */}
      <OfferSlotForm onOffered={onOffered} />
    </FormDialog>
  );
}

type PickerField = keyof SlotPickerErrors;
const fieldOrder: readonly PickerField[] = ['serviceTypeId', 'date', 'time'];

function OfferSlotForm({ onOffered }: Pick<OfferSlotDialogProps, 'onOffered'>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [service, setService] = useState<AdminService>();
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [errors, setErrors] = useState<SlotPickerErrors>({});

  const showErrors = (found: SlotPickerErrors) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };
  const { send, problem, sending } = useSlotOfferSending({ showErrors, clearTime: () => setTime(undefined), onOffered });

  return (
    <DialogForm
      form={dialogFormControl({ submitting: sending, failure: problem, submit: () => void send({ service, date, time }), ref: formRef })}
      submit={{ label: text.offerSubmit, busyLabel: text.offerBusy, busyStatus: text.offerBusy }}
      cancelLabel={text.offerCancel}
      failureTitle={text.offerFailed}
      className="follow-up-dialog__body"
      actionsClassName="follow-up-dialog__actions"
      intro={
        <>
          <p>{text.offerIntro}</p>
          <p className="ui-field__hint">{requiredLegend}</p>
        </>
      }
    >
      <ServiceSlotPicker
        serviceId={service?.id ?? ''}
        onService={(chosen) => {
          setService(chosen);
          setDate(undefined);
          setTime(undefined);
          setErrors({});
        }}
        date={date}
        time={time}
        onDate={(chosen) => {
          setDate(chosen);
          setTime(undefined);
          setErrors({});
        }}
        onTime={(chosen) => {
          setTime(chosen);
          setErrors({});
        }}
        errors={errors}
      />
    </DialogForm>
  );
}
