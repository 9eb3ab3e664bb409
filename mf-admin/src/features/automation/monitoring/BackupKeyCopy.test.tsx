// The backup key's card on « Surveillance du système »: it warns until the box « J'ai copié la clé
// de sauvegarde en lieu sûr » is ticked, then says when and by whom; a refusal (the key changed
// meanwhile) is said, the box stays as it was, and the card is read again.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from 'shared-domain/platform/format';
import { backupKeyText } from 'shared-domain/privacy/privacy-backups';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi, failure } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { backupKeyStatus, monitoringView } from '../automation-test-support';
import { SystemStatus } from './SystemStatus';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirmedAt = '2026-11-26T15:02:00.000Z';
const confirmed = backupKeyStatus({ state: 'ok', copy: { confirmedAt, confirmedBy: 'Dre Émilie Tremblay' } });

const facts = (article: HTMLElement) =>
  Object.fromEntries([...article.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('the backup key’s card', () => {
  it('warns while no copy is confirmed, and stops once the box is ticked, with the date and who', async () => {
    const api = answerAdminApi({
      'GET /api/admin/monitoring': () => monitoringView(),
      'PUT /api/admin/privacy/backup-key/copy': () => confirmed,
    });
    renderAdminPage(<SystemStatus />, api);
    const card = await screen.findByRole('article', { name: backupKeyText.title });
    within(card).getByText('À surveiller');
    within(card).getByText(backupKeyText.warning);
    expect(facts(card)).toEqual({
      Emplacement: '/srv/clinique/data/backup.key',
      Empreinte: '3f2a9c0b7e1d4a56',
      'Copie hors du serveur': 'Non confirmée',
    });
    const box = within(card).getByRole('checkbox', { name: backupKeyText.checkbox });
    expect(box).toHaveProperty('checked', false);

    fireEvent.click(box);
    await within(card).findByText(backupKeyText.savedConfirmed);
    expect(api.sent('PUT', '/api/admin/privacy/backup-key/copy')).toEqual([{ fingerprint: '3f2a9c0b7e1d4a56', copied: true }]);
    expect(within(card).getByRole('checkbox', { name: backupKeyText.checkbox })).toHaveProperty('checked', true);
    within(card).getByText('En service');
    expect(within(card).queryByText(backupKeyText.warning)).toBeNull();
    expect(facts(card)['Copie hors du serveur']).toBe(`Confirmée le ${formatDateTime(new Date(confirmedAt))} par Dre Émilie Tremblay`);
  });

  it('unticks the box to withdraw the confirmation', async () => {
    const api = answerAdminApi({
      'GET /api/admin/monitoring': () => monitoringView({ backupKey: confirmed }),
      'PUT /api/admin/privacy/backup-key/copy': () => backupKeyStatus(),
    });
    renderAdminPage(<SystemStatus />, api);
    const box = await screen.findByRole('checkbox', { name: backupKeyText.checkbox });
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(box);
    await screen.findByText(backupKeyText.savedWithdrawn);
    expect(api.sent('PUT', '/api/admin/privacy/backup-key/copy')).toEqual([{ fingerprint: '3f2a9c0b7e1d4a56', copied: false }]);
    expect(screen.getByRole('checkbox', { name: backupKeyText.checkbox })).toHaveProperty('checked', false);
    screen.getByText(backupKeyText.warning);
  });

  it('says a refusal, leaves the box as it was and reads the card again (the key changed meanwhile)', async () => {
    let reads = 0;
    const api = answerAdminApi({
      'GET /api/admin/monitoring': () => {
        reads += 1;
        return monitoringView({ backupKey: backupKeyStatus({ fingerprint: reads === 1 ? '3f2a9c0b7e1d4a56' : '0011223344556677' }) });
      },
      'PUT /api/admin/privacy/backup-key/copy': () => failure(409, { error: { code: 'PRIV_050', message: backupKeyText.keyChanged } }),
    });
    renderAdminPage(<SystemStatus />, api);
    const card = await screen.findByRole('article', { name: backupKeyText.title });
    fireEvent.click(within(card).getByRole('checkbox', { name: backupKeyText.checkbox }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe(backupKeyText.keyChanged));
    await within(card).findByText('0011223344556677');
    expect(within(card).getByRole('checkbox', { name: backupKeyText.checkbox })).toHaveProperty('checked', false);
  });
});
