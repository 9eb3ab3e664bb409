// The frame of every public page: skip link, fixed header, the page (which renders its own
// <main id="contenu">), footer.
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'shared-ui/router';
import { Footer } from './Footer';
import { Header } from './Header';
import { navText } from './nav-entries';
import './layout.css';

export const mainContentId = 'contenu';

export interface PublicLayoutProps {
  children: ReactNode;
  /** The shell's breadcrumb, shown under the fixed header. */
  breadcrumb?: ReactNode;
}

/**
 * After a client-side navigation to `/#section` (a header or footer link from another page), the
 * browser does not scroll by itself: scroll once the section exists.
 */
function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, so following the same `#section` link again scrolls again.
  useEffect(() => {
    if (!hash || hash === '#') return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      // The section may come a little later (profile loading, lazily loaded sections).
      frames += 1;
      if (frames < 120) handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [hash, key]);
}

/** Moves the focus to the page's <main> too, not only the scroll position. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainContentId);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export function PublicLayout({ children, breadcrumb }: PublicLayoutProps) {
  useScrollToHash();
  return (
    <div className="public-layout">
      <a className="skip-link" href={`#${mainContentId}`} onClick={skipToContent}>
        {navText.skipLink}
      </a>
      <Header />
      {breadcrumb ? <div className="public-layout__breadcrumb">{breadcrumb}</div> : null}
      {children}
      <Footer />
    </div>
  );
}
