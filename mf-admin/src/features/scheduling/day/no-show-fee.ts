// What « Absent » says of the no-show fee the server drafted with it (the fee is the clinic's
// choice, so the desk learns it there and then, never later in « Facturation »).
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { formatMoney } from 'shared-domain/platform/format';

/** « Frais d’absence préparés : 40,00 $ — à émettre », or nothing when no fee was drafted. */
export function noShowFeeText(fee: { totalCents: number } | null | undefined): string | undefined {
  return fee ? deskMessages.noShowFeeDrafted(formatMoney(fee.totalCents)) : undefined;
}
