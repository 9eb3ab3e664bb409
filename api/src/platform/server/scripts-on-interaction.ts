// The prerendered `/` is complete HTML and CSS: its text reads, its links go where they say, with
// no script. Its scripts (the shell, React, the public remote: about 125 KB on the wire) are only
// needed for what the page does when used — the menus, the sticky bar, the call-to-action's
// request form — so they are fetched at the visitor's first sign of use, not with the page:
// a press, a key, a touch, the focus entering the page, the mouse moving over it, a wheel turn or
// a scroll past 80 px. A visitor who only reads, or follows a link, downloads none of it.
// Not on idle either: that would spend every reader's data to spare the few who use a menu a
// short wait (what a phone on 4G takes to fetch and hydrate them, a few hundred ms).
// A button pressed before the page is the app's does nothing by itself: the loader holds that
// click (the last button clicked, once) and clicks it again once React has taken the page over
// (the shell drops `data-prerendered` then; hydration keeps the same elements), so the menu
// opens, the request form opens, the analytics event is pushed. Links are left to the browser.

const deferredScript = /<script\s+defer\s+src="([^"]+)"\s*><\/script>/gi;

/** Scrolled this far (px), a visitor is using the page: the sticky bar needs its script. */
export const scrollTrigger = 80;

/** The events that start the scripts (listened to on the window, capture, passive). */
export const interactionEvents = ['pointerdown', 'mousemove', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'] as const;

/** The inline loader starting `sources` in order at the first interaction; its text is what CSP hashes. */
export function interactionLoader(sources: readonly string[]): string {
  // The loader sits in the head: the page's root exists once the document is parsed.
  return (
    `(function(){var s=${JSON.stringify(sources)},t=${JSON.stringify(interactionEvents)},w=window,d=document,` +
    'o={capture:true,passive:true},started=false,held=null,r,m;' +
    'function go(){if(started)return;started=true;t.forEach(function(n){w.removeEventListener(n,use,o)});' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
    `function use(e){if(e.type!=="scroll"||w.scrollY>${scrollTrigger})go()}` +
    'function hold(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;' +
    'if(!b||!r.contains(b)||!r.hasAttribute("data-prerendered"))return;e.preventDefault();e.stopPropagation();held=b;go()}' +
    'function init(){r=d.getElementById("root");if(!r||!r.hasAttribute("data-prerendered"))return go();' +
    't.forEach(function(n){w.addEventListener(n,use,o)});w.addEventListener("click",hold,true);' +
    'm=new MutationObserver(function(){if(r.hasAttribute("data-prerendered"))return;m.disconnect();' +
    'w.removeEventListener("click",hold,true);if(held&&held.isConnected)held.click();held=null});' +
    'm.observe(r,{attributes:true,attributeFilter:["data-prerendered"]})}' +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",init);else init()})()'
  );
}

/** `html` with its deferred scripts replaced by one inline loader (none: `html` unchanged). */
export function scriptsOnInteraction(html: string): string {
  const sources = [...html.matchAll(deferredScript)].map(([, src]) => src as string);
  if (sources.length === 0) return html;
  // JSON.stringify cannot close the element: the sources come from the build and hold no `<`.
  if (sources.some((src) => /[<>"]/.test(src))) return html;
  let first = true;
  return html.replace(deferredScript, () => {
    if (!first) return '';
    first = false;
    return `<script>${interactionLoader(sources)}</script>`;
  });
}
