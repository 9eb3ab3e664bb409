// The addresses of « Paiements »'s sections (`?section=`), for the menu and for links from one
// section to another (a closed day's transactions, a day of the close).
import { paths } from 'shared-domain/platform/paths';

export const paymentsSectionIds = { payments: 'paiements', cashClosing: 'fermeture', receivables: 'comptes' } as const;

/** `/admin/payments?section=…&…`: a section with its own parameters. */
export function paymentsSectionLink(section: string, params: Record<string, string> = {}): string {
  return `${paths.adminPayments.build()}?${new URLSearchParams({ section, ...params }).toString()}`;
}
