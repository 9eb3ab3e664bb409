// For component tests that check a rule of the look (a margin, a width, a grid's columns): the
// real stylesheets, imported with `?raw` (each package's vitest config lets `.css?raw` through),
// are put into happy-dom's document, which computes the cascade — media queries at the viewport
// set with `happyDOM.setViewport`, custom properties — though not the layout. Tests only.

/** Adds the sheets to the document; returns what takes them out again (for afterEach). */
export function loadStylesheets(...sheets: string[]): () => void {
  const style = document.createElement('style');
  style.dataset.testStylesheets = '';
  style.textContent = sheets.join('\n');
  document.head.append(style);
  return () => style.remove();
}

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

/** Sets happy-dom's viewport (the media queries follow it). */
export function setViewport(width: number, height = 800): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}
