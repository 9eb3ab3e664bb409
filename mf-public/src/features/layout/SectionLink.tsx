// A link to a home page section: a plain anchor on the home page (the browser scrolls and moves
// the focus start point), a client-side link to `/#section` anywhere else.
import type { ReactNode } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { Link, useLocation } from 'shared-ui/router';

export interface SectionLinkProps {
  /** Section id, without `#`. */
  id: string;
  children: ReactNode;
  className?: string;
  onClick?(): void;
}

export function useIsHomePage(): boolean {
  return useLocation().pathname === paths.home.build();
}

export function SectionLink({ id, children, className, onClick }: SectionLinkProps) {
  const isHome = useIsHomePage();
  if (isHome) {
    return (
      <a href={`#${id}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={{ pathname: paths.home.build(), hash: id }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
