// « Documents » (spec 2.11): always an empty placeholder in this version of the portal.
import { PortalTabPage } from '../portal/PortalTabPage';

export const documentsText = {
  empty: 'Aucun document pour le moment.',
  detail: 'Les documents que votre clinique partagera avec vous apparaîtront ici.',
} as const;

export function DocumentsPage() {
  return (
    <PortalTabPage tab="portalDocuments">
      <p className="portal-page__empty">{documentsText.empty}</p>
      <p>{documentsText.detail}</p>
    </PortalTabPage>
  );
}
