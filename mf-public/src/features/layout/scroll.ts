// Scroll helpers shared by the header, the footer and the sticky bar.
import { useEffect, useState } from 'react';

/**
 * True once `window.scrollY` is above the threshold (pixels, or a function of the window for
 * thresholds that depend on the viewport). Passive listener; false while prerendering.
 */
export function useScrolledPast(threshold: number | ((view: Window) => number)): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => {
      const limit = typeof threshold === 'number' ? threshold : threshold(window);
      setPast(window.scrollY > limit);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold]);
  return past;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls to the top of the page (the logo when already on the home page). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
