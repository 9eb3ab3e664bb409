// The free slots of a rebooking request, picked one by one: the service, day and time on the picker
// (each missing one said beside it), 1 to 6 slots without duplicates, each addition or removal said
// to a screen reader, the list written into the form's `slots` value.
import { useState } from 'react';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { rebookingLabels, rebookingLimits } from 'shared-domain/scheduling/rebooking';
import { validationMessages } from 'shared-domain/platform/validation-messages';
import type { AdminService } from '../api/services';
import type { SlotPickerErrors } from '../waitlist/ServiceSlotPicker';
import type { ChosenSlot } from './rebooking-request-form';
import { rebookingText as text } from './rebooking-text';

export const slotText = (slot: { date: string; time: string }) => `${formatDate(slot.date)} à ${formatTime(slot.time)}`;

interface ChosenSlotsOptions {
  /** Writes the slots into the form's value. */
  onSlots(value: string): void;
  focusField(name: string): void;
}

export function useChosenSlots({ onSlots, focusField }: ChosenSlotsOptions) {
  const [service, setService] = useState<AdminService>();
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [pickerErrors, setPickerErrors] = useState<SlotPickerErrors>({});
  const [slots, setSlots] = useState<ChosenSlot[]>([]);
  const [problem, setProblem] = useState<string>();
  const [note, setNote] = useState('');

  const updateSlots = (next: ChosenSlot[]) => {
    setSlots(next);
    onSlots(next.length > 0 ? JSON.stringify(next.map(({ date, time, durationMinutes }) => ({ date, time, durationMinutes }))) : '');
  };

  const chooseService = (chosen: AdminService | undefined) => {
    setService(chosen);
    setDate(undefined);
    setTime(undefined);
    setPickerErrors({});
  };

  const chooseDate = (chosen: string | undefined) => {
    setDate(chosen);
    setTime(undefined);
    setPickerErrors({});
  };

  const chooseTime = (chosen: string | undefined) => {
    setTime(chosen);
    setPickerErrors({});
  };

  const addSlot = () => {
    setNote('');
    if (!service || !date || !time) {
      const required = validationMessages.required;
      const missing: SlotPickerErrors = !service
        ? { serviceTypeId: required('Service') }
        : !date
          ? { date: required(rebookingLabels.date) }
          : { time: required(rebookingLabels.time) };
      setPickerErrors(missing);
      setProblem(text.pickFirst);
      focusField(Object.keys(missing)[0] as string);
      return;
    }
    if (slots.length >= rebookingLimits.slotsMax) return setProblem(text.full);
    if (slots.some((slot) => slot.date === date && slot.time === time)) return setProblem(text.duplicate);
    const slot = { date, time, durationMinutes: service.durationMinutes, serviceName: service.name };
    updateSlots([...slots, slot]);
    setTime(undefined);
    setProblem(undefined);
    setPickerErrors({});
    setNote(text.slotAdded(slotText(slot)));
  };

  const removeSlot = (index: number) => {
    const removed = slots[index];
    if (!removed) return;
    updateSlots(slots.filter((_, position) => position !== index));
    setProblem(undefined);
    setNote(text.slotRemoved(slotText(removed)));
    // Its button is gone: the focus goes back to the list's question.
    focusField('slots');
  };

  return {
    service,
    date,
    time,
    pickerErrors,
    slots,
    problem,
    note,
    full: slots.length >= rebookingLimits.slotsMax,
    chooseService,
    chooseDate,
    chooseTime,
    addSlot,
    removeSlot,
  };
}

export type ChosenSlots = ReturnType<typeof useChosenSlots>;
