// The menu of « Assurances »'s views: plain links in a named navigation, the open one marked.
import { Link } from 'shared-ui/router';
import { insuranceViewParam, claimsText as text } from './claims-text';
import { insuranceViews } from './insurance-views';

export function InsuranceViewsNav({ open }: { open: string }) {
  const views = [{ id: '', label: text.receipts }, ...insuranceViews];
  return (
    <nav className="insurance-views" aria-label={text.views}>
      <ul>
        {views.map((view) => (
          <li key={view.id}>
            <Link
              to={view.id ? `?${new URLSearchParams({ [insuranceViewParam]: view.id }).toString()}` : '?'}
              aria-current={view.id === open ? 'page' : undefined}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
