import { Link, useLocation } from 'shared-ui/router';
import { breadcrumbFor, shouldShowBreadcrumb } from 'shared-domain/routes';

export function Breadcrumb() {
  const { pathname } = useLocation();
  const items = breadcrumbFor(pathname);
  if (!shouldShowBreadcrumb(items)) return null;
  return (
    <nav className="shell-breadcrumb" aria-label="Fil d'Ariane">
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link to={item.path}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
