// « Offrir un créneau »: a service and one of its free slots (ServiceSlotPicker), then one button
// that creates the offer (useSlotOfferSending); the server invites the first matching people by
// e-mail at once. A slot taken meanwhile (409) or already past (422) says so and brings fresh slots.
import { useRef, useState } from 'react';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
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
    <Dialog open={open} onClose={onClose} title={text.offer} className="ui-dialog--sheet follow-up-dialog" initialFocus="first-field">
      {/* Only while open: each opening starts from fresh slots and no choice. */}
      {open ? <OfferSlotForm onClose={onClose} onOffered={onOffered} /> : null}
    </Dialog>
  );
}

type PickerField = keyof SlotPickerErrors;
const fieldOrder: readonly PickerField[] = ['serviceTypeId', 'date', 'time'];

function OfferSlotForm({ onClose, onOffered }: Omit<OfferSlotDialogProps, 'open'>) {
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
    <form
      ref={formRef}
      className="follow-up-dialog__body"
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void send({ service, date, time });
      }}
    >
      <p>{text.offerIntro}</p>
      <p className="ui-field__hint">{requiredLegend}</p>
      <FormFailure title={text.offerFailed} message={problem} />
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
      <div className="follow-up-dialog__actions">
        <Button type="submit" aria-disabled={sending || undefined}>
          {sending ? text.offerBusy : text.offerSubmit}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text.offerCancel}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {sending ? text.offerBusy : ''}
      </p>
    </form>
  );
}
