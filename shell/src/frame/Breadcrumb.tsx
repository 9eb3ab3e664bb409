import type { ReactNode } from 'react';
import { breadcrumbFor, shouldShowBreadcrumb, type BreadcrumbItem } from 'shared-domain/platform/routes';
import { Link } from 'shared-ui/router';

function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav className="shell-breadcrumb" aria-label="Fil d'Ariane">
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? <span aria-current="page">{item.label}</span> : <Link to={item.path}>{item.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The breadcrumb of a path, or nothing when it has a single item (spec 2.1). */
export function breadcrumbElement(pathname: string): ReactNode {
  const items = breadcrumbFor(pathname);
  return shouldShowBreadcrumb(items) ? <Breadcrumb items={items} /> : null;
}
