import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackImage } from './FallbackImage';

afterEach(cleanup);

const fallback = 'data:image/svg+xml;base64,AAAA';

describe('FallbackImage', () => {
  it('shows the image, then the local fallback once it fails to load', () => {
    render(<FallbackImage src="/portrait.webp" fallbackSrc={fallback} alt="Portrait de Dre Test" width={480} height={560} />);
    const image = screen.getByRole('img', { name: 'Portrait de Dre Test' });
    expect(image.getAttribute('src')).toBe('/portrait.webp');
    expect(image.hasAttribute('data-fallback')).toBe(false);

    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(fallback);
    expect(image.hasAttribute('data-fallback')).toBe(true);
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('560');
  });

  it('stays on the fallback if that fails too (no error loop)', () => {
    render(<FallbackImage src="/portrait.webp" fallbackSrc={fallback} alt="Portrait" />);
    const image = screen.getByRole('img');
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(fallback);
  });

  it('uses the fallback directly when there is no image', () => {
    render(<FallbackImage src={undefined} fallbackSrc={fallback} alt="Portrait" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(fallback);
  });

  it('tries a new image again after an earlier one failed', () => {
    const { rerender } = render(<FallbackImage src="/a.webp" fallbackSrc={fallback} alt="Portrait" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<FallbackImage src="/b.webp" fallbackSrc={fallback} alt="Portrait" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/b.webp');
  });
});
