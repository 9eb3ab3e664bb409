// Attributes React 18 passes through as written but its types do not list (React 19 knows them
// by their camel-case names): `inert` ('' makes the element inert) and the image `fetchpriority`.
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
