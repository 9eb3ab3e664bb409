// How a service's length and deposit read on the booking and management pages.
import { formatMoney } from 'shared-domain/platform/format';

export function durationText(minutes: number): string {
  return `${minutes} min`;
}

export function depositText(service: { requiresDeposit: boolean; depositCents: number }): string | undefined {
  return service.requiresDeposit ? `Dépôt requis : ${formatMoney(service.depositCents)}` : undefined;
}
