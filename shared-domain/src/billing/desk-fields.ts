// The fields of the desk's finance requests: an amount typed in dollars or sent as cents, and a
// record chosen from a list, each refused with the desk's French message.
import { deskLimits, deskMessages } from './desk-messages';
import { centsInput } from '../platform/money-input';
import { recordIdField } from '../platform/record-id';
import { z } from 'zod';

/** Integer cents from 1 (0 with `allowZero`) to the desk's maximum. */
export const deskAmount = (label: string, { allowZero = false } = {}) =>
  centsInput(deskMessages.amountInvalid(label)).pipe(
    z
      .number()
      .int(deskMessages.amountInvalid(label))
      .min(allowZero ? 0 : 1, allowZero ? deskMessages.amountInvalid(label) : deskMessages.amountPositive(label))
      .max(deskLimits.maxCents, deskMessages.amountTooLarge(label)),
  );

/** A record the screen listed (an invoice, a card, a payment): anything else is « introuvable ». */
export const deskRecordId = (label: string) => recordIdField(deskMessages.idInvalid(label));
