// The sticky bottom call-to-action of the home page (specification section 2.3): shown once the
// visitor has scrolled past half the viewport, hidden while the contact section is in view,
// dismissible for the visit; its label follows the section in view.
import { useEffect, useRef, useState } from 'react';
import { pushDataLayerEvent } from '../../lib/analytics/data-layer';
import { useCallToAction } from '../../lib/cta/useCallToAction';
import { sectionIds, type SectionKey } from '../../lib/site/section-ids';
import { useScrolledPast } from './scroll';
import { sectionKeyOf, stickyCtaAction } from './sticky-cta-action';
import './layout.css';

/** sessionStorage key remembering the dismissal for the visit. */
export const stickyDismissedKey = 'clinique:sticky-cta-dismissed';

export const stickyText = {
  region: 'Accès rapide',
  close: 'Fermer',
} as const;

/** Section 9: the bar appears after 50 % of the viewport height. */
const pastHalfViewport = (view: Window) => view.innerHeight * 0.5;

/** Class on <html> while the bar shows, so the page keeps room for it at the bottom. */
const rootClass = 'has-sticky-cta';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(stickyDismissedKey) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(stickyDismissedKey, '1');
  } catch {
    // Storage refused (private mode…): the bar stays closed until the page is reloaded.
  }
}

/**
 * Observes the elements with these ids, including ones the page renders later (lazily loaded
 * sections), and reports each intersection change.
 */
function useObservedIds(
  ids: readonly string[],
  options: IntersectionObserverInit,
  onEntries: (entries: IntersectionObserverEntry[]) => void,
): void {
  const callback = useRef(onEntries);
  callback.current = onEntries;
  const { rootMargin, threshold } = options;
  const key = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => callback.current(entries), {
      rootMargin,
      threshold,
    });
    const observed = new Set<Element>();
    const pending = new Set(key.split(' '));
    const attach = () => {
      for (const id of pending) {
        const element = document.getElementById(id);
        if (element && !observed.has(element)) {
          observer.observe(element);
          observed.add(element);
          pending.delete(id);
        }
      }
      if (pending.size === 0) mutations?.disconnect();
    };
    const mutations = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(attach);
    mutations?.observe(document.body, { childList: true, subtree: true });
    attach();
    return () => {
      mutations?.disconnect();
      observer.disconnect();
    };
  }, [key, rootMargin, threshold]);
}

const labelledSections = (Object.keys(sectionIds) as SectionKey[]).filter((key) => key !== 'contact').map((key) => sectionIds[key]);
// A thin band just above the middle of the viewport: the section crossing it is "in view".
const middleBand: IntersectionObserverInit = { rootMargin: '-45% 0px -50% 0px', threshold: 0 };
const anyPart: IntersectionObserverInit = { threshold: 0 };
const contactIds = [sectionIds.contact];

/** The home page section crossing the middle of the viewport. */
function useSectionInView(): SectionKey | undefined {
  const intersecting = useRef(new Set<string>());
  const [section, setSection] = useState<SectionKey | undefined>(undefined);
  useObservedIds(labelledSections, middleBand, (entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) intersecting.current.add(entry.target.id);
      else intersecting.current.delete(entry.target.id);
    }
    const current = labelledSections.find((id) => intersecting.current.has(id));
    // Between two sections, keep the last one rather than flicker to the default label.
    if (current) setSection(sectionKeyOf(current));
  });
  return section;
}

function useContactInView(): boolean {
  const [inView, setInView] = useState(false);
  useObservedIds(contactIds, anyPart, (entries) => {
    const last = entries[entries.length - 1];
    if (last) setInView(last.isIntersecting);
  });
  return inView;
}

/** Rendered by the home page, once, anywhere in it (the bar is fixed to the bottom). */
export function StickyCta() {
  const pastHalf = useScrolledPast(pastHalfViewport);
  const section = useSectionInView();
  const contactInView = useContactInView();
  const cta = useCallToAction();
  const barRef = useRef<HTMLElement>(null);
  // Read after hydration: the prerendered markup never knows about this visit's storage.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(readDismissed()), []);

  const visible = pastHalf && !contactInView && !dismissed;

  // Room at the bottom of the page while the bar shows, sized to the bar.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(rootClass, visible);
    const bar = barRef.current;
    let resize: ResizeObserver | undefined;
    if (visible && bar) {
      const measure = () => root.style.setProperty('--sticky-cta-height', `${bar.offsetHeight}px`);
      measure();
      if (typeof ResizeObserver !== 'undefined') {
        resize = new ResizeObserver(measure);
        resize.observe(bar);
      }
    }
    return () => {
      resize?.disconnect();
      root.classList.remove(rootClass);
    };
  }, [visible]);

  if (dismissed) return null;

  const action = stickyCtaAction(section, cta.mode);

  const dismiss = () => {
    rememberDismissed();
    pushDataLayerEvent({ event: 'sticky_cta_dismissed' });
    setDismissed(true);
  };

  return (
    <section
      ref={barRef}
      className={`sticky-cta${visible ? ' sticky-cta--visible' : ''}`}
      aria-label={stickyText.region}
      inert={!visible}
      data-section={section ?? ''}
    >
      <div className="sticky-cta__inner">
        {action.kind === 'section' ? (
          <a href={`#${action.target}`} className="ui-button ui-button--primary sticky-cta__action">
            {action.label}
          </a>
        ) : (
          <button type="button" className="ui-button ui-button--primary sticky-cta__action" onClick={() => cta.activate('sticky')}>
            {action.label}
          </button>
        )}
        <button type="button" className="sticky-cta__close" onClick={dismiss}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="ui-visually-hidden">{stickyText.close}</span>
        </button>
      </div>
    </section>
  );
}
