// « Paiements » (spec 2.11): the balance banner with « Payer maintenant », a guardian's « Payer pour
// la famille », the saved cards, then the transactions, in the spec's order.
import { BalanceBanner } from '../balance/public';
import { CardsSection } from '../cards/public';
import { FamilyPaymentSection } from '../family-payment/public';
import { PortalTabPage } from '../portal/public';
import { TransactionsTable } from '../transactions/public';

export function PaymentsPage() {
  return (
    <PortalTabPage tab="portalPayments">
      <BalanceBanner />
      <FamilyPaymentSection />
      <CardsSection />
      <TransactionsTable />
    </PortalTabPage>
  );
}
