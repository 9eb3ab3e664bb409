// Sending « Offrir un créneau »: the chosen service, day and time (each asked for in turn when
// missing), then the offer; the server invites the first matching people by e-mail at once. A slot
// taken meanwhile (409) or already past (422) says so, clears the time and brings fresh slots; a
// sent offer reads the waitlist and the offers again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { validationMessages } from 'shared-domain/platform/validation-messages';
import { slotOfferLabels } from 'shared-domain/scheduling/waitlist';
import { problemText } from 'shared-ui/problem-message';
import { adminKeys } from '../../../query-keys';
import type { AdminService } from '../api/services';
import { createSlotOffer } from './api/create-slot-offer';
import { slotOffersQueryKey } from './api/slot-offers';
import { waitlistQueryKey } from './api/waitlist';
import type { SlotPickerErrors } from './ServiceSlotPicker';

export interface SlotOfferChoice {
  service: AdminService | undefined;
  date: string | undefined;
  time: string | undefined;
}

export interface SlotOfferSendingOptions {
  /** The fields found wrong, the focus on the first. */
  showErrors(errors: SlotPickerErrors): void;
  /** The time chosen is no longer free. */
  clearTime(): void;
  /** The offer is made; `invited` people were e-mailed. */
  onOffered(invited: number): void;
}

export function useSlotOfferSending({ showErrors, clearTime, onOffered }: SlotOfferSendingOptions) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const send = async ({ service, date, time }: SlotOfferChoice) => {
    if (sending) return;
    setProblem(undefined);
    const missing: SlotPickerErrors = {
      serviceTypeId: service ? undefined : validationMessages.required(slotOfferLabels.serviceTypeId),
      date: service && !date ? validationMessages.required(slotOfferLabels.date) : undefined,
      time: service && date && !time ? validationMessages.required(slotOfferLabels.time) : undefined,
    };
    if (!service || !date || !time) return showErrors(missing);
    showErrors({});
    setSending(true);
    const result = await createSlotOffer({ date, time, durationMinutes: service.durationMinutes, serviceTypeId: service.id });
    setSending(false);
    if (result.kind === 'ok') {
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
      void queryClient.invalidateQueries({ queryKey: slotOffersQueryKey });
      return onOffered(result.data.offer.invited);
    }
    if (result.kind === 'unreachable') return setProblem(problemText.unreachable);
    const { error } = result;
    if (error.code === 'BOOK_001' || error.status === 422) {
      // Taken or past meanwhile (or the service went): fresh slots, and a new time to choose.
      const fields = error.fields ?? {};
      setProblem(fields.time ?? fields.date ?? fields.durationMinutes ?? error.message);
      if (fields.serviceTypeId) showErrors({ serviceTypeId: fields.serviceTypeId });
      clearTime();
      void queryClient.invalidateQueries({ queryKey: adminKeys.availability.all() });
      return;
    }
    setProblem(error.message);
  };

  return { send, problem, sending };
}
