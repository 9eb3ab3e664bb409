import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAdminApi, json, signedIn } from '../../../test-support/admin-stub-api';
import type { TextInbox as Inbox } from './api/text-inbox';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { TextInbox } from './TextInbox';

afterEach(cleanup);

const reply = {
  id: 'r1',
  patientId: 'p-1',
  patientName: 'Léa Gagnon',
  from: '+15145550142',
  receivedAt: '2026-11-23T14:00:00.000Z',
  visit: { appointmentId: 'a-1', date: '2026-11-24', time: '09:30' },
};

function inboxApi(replies: Inbox) {
  let handled = false;
  return answerAdminApi({
    'GET /api/admin/me': signedIn,
    'GET /api/admin/text-replies': () => json(200, handled ? { ...replies, replies: [] } : replies),
    'POST /api/admin/text-replies/r1/handled': () => {
      handled = true;
      return json(200, { handled: true });
    },
  });
}

describe('« Textos reçus »', () => {
  it('shows the desk the patient, the visit and that a message is on file, and marks it handled', async () => {
    const api = inboxApi({ configured: true, replies: [{ ...reply, body: null, bodyOnFile: true }] });
    renderAdminPage(<TextInbox />, api);
    const section = (await screen.findByRole('heading', { name: 'Textos reçus (1)' })).closest('section') as HTMLElement;
    within(section).getByRole('link', { name: 'Léa Gagnon' });
    within(section).getByText('Rendez-vous du mardi 24 novembre 2026 à 9 h 30');
    within(section).getByText(/Message au dossier/);
    within(section).getByRole('link', { name: '514 555-0142' });
    fireEvent.click(within(section).getByRole('button', { name: 'Traité : réponse de Léa Gagnon' }));
    await screen.findByText('Aucune réponse à traiter.');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('La réponse de Léa Gagnon est traitée.'));
    expect(api.sent('POST', '/api/admin/text-replies/r1/handled')).toHaveLength(1);
  });

  it('shows the care roles the words, and stays out with texts off and nothing received', async () => {
    renderAdminPage(<TextInbox />, inboxApi({ configured: true, replies: [{ ...reply, body: 'Je serai en retard', bodyOnFile: true }] }));
    await screen.findByText('Je serai en retard');
    cleanup();
    const api = inboxApi({ configured: false, replies: [] });
    renderAdminPage(<TextInbox />, api);
    await waitFor(() => expect(api.sent('GET', '/api/admin/text-replies')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /Textos reçus/ })).toBeNull();
  });
});
