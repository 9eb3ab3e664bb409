import { cleanup, screen, within } from '@testing-library/react';
import { type PortabilityFormat, portabilityFormatLabels, portabilityText } from 'shared-domain/privacy/privacy-portability';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const felix = { patientId: 'p-felix', firstName: 'Félix', lastName: 'Gagnon', relationship: 'mere' as const };

async function showProfile(dependants: (typeof felix)[] = []) {
  const api = stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/correction-requests': json(200, { requests: [] }),
    'GET /api/portal/consents': json(200, { consents: [] }),
    'GET /api/portal/family': json(200, {
      people: [{ patientId: 'p-camille', firstName: camille.firstName, lastName: camille.lastName, relationship: null }, ...dependants],
      ownConsentNotice: null,
    }),
  });
  renderPortal('/patient-portal/profil');
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  return { api, section: screen.getByRole('region', { name: portabilityText.title }) };
}

describe('« Télécharger mes données » in « Mon profil »', () => {
  it('says what is included and what is not, and that each download is logged', async () => {
    const { section } = await showProfile();
    within(section).getByRole('heading', { level: 2, name: portabilityText.title });
    within(section).getByText(portabilityText.intro);
    within(section).getByText(portabilityText.excluded);
    within(section).getByText(portabilityText.logged);
  });

  it('offers the PDF, the CSV and the JSON as downloads from her own addresses, asking the server nothing until clicked', async () => {
    const { api, section } = await showProfile();
    const expected: [PortabilityFormat, string][] = [
      ['pdf', '/api/portal/my-data.pdf'],
      ['csv', '/api/portal/my-data.csv'],
      ['json', '/api/portal/my-data.json'],
    ];
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(expected.map(([format]) => portabilityText.download(format)));
    for (const [format, path] of expected) {
      const link = within(section).getByRole('link', { name: portabilityText.download(format) });
      expect(link.getAttribute('href')).toBe(path);
      expect(link.hasAttribute('download')).toBe(true);
    }
    for (const [format] of expected) within(section).getByText(portabilityFormatLabels[format]);
    expect(api.requests.some((request) => request.route.includes('my-data'))).toBe(false);
  });

  it('offers a guardian each dependant’s files too, named for the child, with « pour » in the address', async () => {
    const { section } = await showProfile([felix]);
    await within(section).findByRole('heading', { level: 3, name: portabilityText.dependantTitle('Félix Gagnon') });
    within(section).getByText(portabilityText.dependantIntro);
    for (const format of ['pdf', 'csv', 'json'] as const) {
      const link = within(section).getByRole('link', { name: portabilityText.downloadFor(format, 'Félix Gagnon') });
      expect(link.getAttribute('href')).toBe(`/api/portal/my-data.${format}?pour=p-felix`);
    }
  });
});
