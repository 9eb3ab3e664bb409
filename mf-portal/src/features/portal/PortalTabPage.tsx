// A portal tab's page: the kit's page frame (main landmark, h1 = the tab's name, document title).
// Reached from the sidebar, its heading takes the focus so a screen reader announces the new tab
// and the keyboard continues from there; a page opened directly leaves the focus alone.
import { useEffect, useRef, type ReactNode } from 'react';
import { PageFrame } from 'shared-ui/PageFrame';
import { useLocation } from 'shared-ui/router';
import { isPortalTabNavigation, portalTabLabel, type PortalTab } from './portal-tabs';

export function PortalTabPage({ tab, children }: { tab: PortalTab; children?: ReactNode }) {
  const { state } = useLocation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusHeading = isPortalTabNavigation(state);

  useEffect(() => {
    if (!focusHeading) return;
    const heading = bodyRef.current?.closest('main')?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [focusHeading]);

  return (
    <PageFrame title={portalTabLabel(tab)} className="ui-page portal-page">
      <div ref={bodyRef} className="portal-page__body">
        {children}
      </div>
    </PageFrame>
  );
}
