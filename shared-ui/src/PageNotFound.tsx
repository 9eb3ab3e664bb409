// « Page introuvable »: an address inside a space (the back-office, the portal) that names no page
// of it. The space's own frame stays around it, with one link back to the space's first page, so a
// mistyped or outdated address never lands on another space's page.
import { PageFrame } from './PageFrame';
import { Link } from 'shared-ui/router';

export const pageNotFoundText = {
  title: 'Page introuvable',
  lead: 'Cette adresse ne correspond à aucune page. Elle a peut-être changé, ou une lettre manque.',
} as const;

export function PageNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <PageFrame title={pageNotFoundText.title}>
      <p>{pageNotFoundText.lead}</p>
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
    </PageFrame>
  );
}
