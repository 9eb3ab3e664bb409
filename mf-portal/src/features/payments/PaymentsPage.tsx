// « Paiements » (spec 2.11): the patient's saved cards (issue 12). The balance and the invoices
// come later; until then the tab says so plainly and shows no amounts it does not have.
import { Notice } from 'shared-ui/Notice';
import { CardsSection } from '../cards/CardsSection';
import { PortalTabPage } from '../portal/PortalTabPage';

export const paymentsText = {
  comingTitle: 'Bientôt dans votre portail',
  coming:
    "Vous pourrez bientôt consulter ici votre solde, vos paiements et vos factures. D'ici là, votre clinique répond à vos questions sur votre compte.",
} as const;

export function PaymentsPage() {
  return (
    <PortalTabPage tab="portalPayments">
      <CardsSection />
      <Notice title={paymentsText.comingTitle}>
        <p>{paymentsText.coming}</p>
      </Notice>
    </PortalTabPage>
  );
}
