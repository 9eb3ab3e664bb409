import { cleanup, render, screen, within } from '@testing-library/react';
import { type PortabilityFormat, portabilityText } from 'shared-domain/privacy/privacy-portability';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi } from '../../../test-support/admin-stub-api';
import { PortabilityDownloads } from './PortabilityDownloads';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortabilityDownloads', () => {
  it('offers the patient’s PDF, CSV and JSON as downloads from her record’s addresses, asking nothing until clicked', () => {
    // No route answers: any request would be recorded (and answered 404).
    const api = answerAdminApi({});
    vi.stubGlobal('fetch', api);
    render(<PortabilityDownloads patientId="p-42" />);
    const section = screen.getByRole('region', { name: portabilityText.staffTitle });
    within(section).getByRole('heading', { level: 2, name: portabilityText.staffTitle });
    within(section).getByText(portabilityText.staffIntro);
    const expected: [PortabilityFormat, string][] = [
      ['pdf', '/api/admin/patients/p-42/my-data.pdf'],
      ['csv', '/api/admin/patients/p-42/my-data.csv'],
      ['json', '/api/admin/patients/p-42/my-data.json'],
    ];
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected.map(([format]) => portabilityText.download(format)));
    for (const [format, path] of expected) {
      const link = within(section).getByRole('link', { name: portabilityText.download(format) });
      expect(link.getAttribute('href')).toBe(path);
      expect(link.hasAttribute('download')).toBe(true);
    }
    expect(api.requests).toEqual([]);
  });

  it('keeps an id one path segment, and takes a level-3 heading inside a request’s panel', () => {
    render(<PortabilityDownloads patientId="a/b" headingLevel={3} />);
    screen.getByRole('heading', { level: 3, name: portabilityText.staffTitle });
    expect(screen.getByRole('link', { name: portabilityText.download('json') }).getAttribute('href')).toBe(
      '/api/admin/patients/a%2Fb/my-data.json',
    );
  });
});
