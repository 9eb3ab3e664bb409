import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** The preferred image; when missing or failing, `fallbackSrc` is shown. */
  src: string | undefined;
  /** A local image that is always available (ideally a data: URL). */
  fallbackSrc: string;
  alt: string;
}

/** Which source to show: `src` until it fails, then the fallback (once: no error loop). */
export function useImageFallback(src: string | undefined, fallbackSrc: string) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const current = !src || failedSrc === src ? fallbackSrc : src;
  return {
    src: current,
    isFallback: current === fallbackSrc,
    onError() {
      if (current !== fallbackSrc) setFailedSrc(current);
    },
  };
}

/** An `<img>` that swaps to a local fallback when its source cannot be loaded. */
export function FallbackImage({ src, fallbackSrc, alt, ...rest }: FallbackImageProps) {
  const image = useImageFallback(src, fallbackSrc);
  return <img {...rest} alt={alt} src={image.src} onError={image.onError} data-fallback={image.isFallback || undefined} />;
}
