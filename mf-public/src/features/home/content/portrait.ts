// The practitioner's portrait in the hero. The illustration is inlined (a data: URL, allowed by
// the CSP's img-src), so it shows even before any request and can never fail to load.
import illustration from '../../../assets/portrait-illustration.svg?inline';

export const portrait = {
  /**
   * The practitioner's photo. None is shipped yet: add it to `src/assets/` (WebP, 480×560) and
   * import it here, e.g. `import photo from '../../../assets/portrait.webp'`, then `src: photo`.
   * Until then, or if the photo fails to load, the illustration is shown.
   */
  src: undefined as string | undefined,
  fallbackSrc: illustration,
  width: 480,
  height: 560,
} as const;
