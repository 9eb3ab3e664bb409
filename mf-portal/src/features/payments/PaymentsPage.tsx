// « Paiements » (spec 2.11): the balance banner with « Payer maintenant », the saved cards, then
// the transactions, in the spec's order.
import { BalanceBanner } from '../balance/public';
import { CardsSection } from '../cards/public';
import { PortalTabPage } from '../portal/public';
import { TransactionsTable } from '../transactions/public';

export function PaymentsPage() {
  return (
    <PortalTabPage tab="portalPayments">
      <BalanceBanner />
      <CardsSection />
      <TransactionsTable />
    </PortalTabPage>
  );
}
