// « Paiements » (spec 2.11): the balance banner with « Payer maintenant », the saved cards, then
// the transactions, in the spec's order.
import { BalanceBanner } from '../balance/BalanceBanner';
import { CardsSection } from '../cards/CardsSection';
import { PortalTabPage } from '../portal/PortalTabPage';
import { TransactionsTable } from '../transactions/TransactionsTable';

export function PaymentsPage() {
  return (
    <PortalTabPage tab="portalPayments">
      <BalanceBanner />
      <CardsSection />
      <TransactionsTable />
    </PortalTabPage>
  );
}
