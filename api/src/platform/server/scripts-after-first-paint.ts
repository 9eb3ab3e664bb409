// The prerendered `/` is readable before any script runs, but a deferred script that arrives
// before the first paint (on a fast connection it does) runs first and holds that paint back by
// its evaluation: the shell's entry (the federation runtime) is a 120–150 ms task on a phone. And
// Lighthouse's model of a phone then counts its download in the largest paint too. So on that
// page the scripts are started by a small inline loader once the first frame is painted
// (a frame's `requestAnimationFrame` runs before its paint, a timeout set there after it); a
// hidden tab paints nothing, so there they start at once.

const deferredScript = /<script\s+defer\s+src="([^"]+)"\s*><\/script>/gi;

/** The inline loader starting `sources` in order once the page has painted; its text is what CSP hashes. */
export function firstPaintLoader(sources: readonly string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)};` +
    'function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go)})})()'
  );
}

/** `html` with its deferred scripts replaced by one inline loader (none: `html` unchanged). */
export function scriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(deferredScript)].map(([, src]) => src as string);
  if (sources.length === 0) return html;
  // JSON.stringify cannot close the element: the sources come from the build and hold no `<`.
  if (sources.some((src) => /[<>"]/.test(src))) return html;
  let first = true;
  return html.replace(deferredScript, () => {
    if (!first) return '';
    first = false;
    return `<script>${firstPaintLoader(sources)}</script>`;
  });
}
