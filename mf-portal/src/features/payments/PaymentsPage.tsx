// « Paiements »: cards, balance and invoices arrive with the portal's payments work (issue 12).
// Until then the tab says so plainly; it shows no amounts it does not have.
import { Notice } from 'shared-ui/Notice';
import { PortalTabPage } from '../portal/PortalTabPage';

export const paymentsText = {
  comingTitle: 'Bientôt dans votre portail',
  coming:
    "Vous pourrez bientôt consulter ici votre solde, vos paiements et vos factures. D'ici là, votre clinique répond à vos questions sur votre compte.",
} as const;

export function PaymentsPage() {
  return (
    <PortalTabPage tab="portalPayments">
      <Notice title={paymentsText.comingTitle}>
        <p>{paymentsText.coming}</p>
      </Notice>
    </PortalTabPage>
  );
}
