import { cleanup, render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi } from '../../../test-support/admin-stub-api';
import { QrCode, qrPath } from './QrCode';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('qrPath', () => {
  it('draws each horizontal run of dark modules as one rectangle, past the 4-module quiet zone', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M4 4h2v1h-2zM7 4h1v1h-1zM5 6h3v1h-3z');
    expect(qrPath([[false]])).toBe('');
  });
});

describe('QrCode', () => {
  it('is an SVG image named for screen readers, drawn without any request', () => {
    // No route answers: any request would be recorded (and answered 404).
    const api = answerAdminApi({});
    vi.stubGlobal('fetch', api);
    const text = 'otpauth://totp/Clinique:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Clinique';
    const { container } = render(<QrCode text={text} label="Code QR à scanner" />);
    const svg = screen.getByRole('img', { name: 'Code QR à scanner' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    const modules = encode(text, { ecc: 'M', border: 0 }).data;
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrPath(modules));
    expect(modules.flat().some(Boolean)).toBe(true);
    expect(container.querySelector('img, image, [href], [src], foreignObject')).toBeNull();
    expect(api.requests).toEqual([]);
  });
});
