import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from 'shared-domain/platform/format';
import { calendarFeedText } from 'shared-domain/scheduling/calendar-feed';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { answerAdminApi, failure, json, signedIn, type AdminStubRoutes } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const url = 'https://clinique.example/api/links/calendar-feeds/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde/agenda.ics';
interface Feed {
  fullNames: boolean;
  createdAt: string;
  lastReadAt: string | null;
}

const active: Feed = { fullNames: false, createdAt: '2026-11-16T13:00:00.000Z', lastReadAt: '2026-11-18T14:30:00.000Z' };

function renderFeed(routes: AdminStubRoutes) {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, 'GET /api/admin/sessions': () => ({ sessions: [] }), ...routes });
  renderRemoteRoutes(AdminRoutes, '/admin/security', api);
  return api;
}

const section = async () => screen.findByRole('region', { name: calendarFeedText.heading });

describe('« Mon agenda sur mon téléphone »', () => {
  it('makes the link, shows it once with a copy button, then only since when it is active', async () => {
    let feed: Feed | null = null;
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = renderFeed({
      'GET /api/admin/calendar-feed': () => ({ feed }),
      'POST /api/admin/calendar-feed': () => {
        const made: Feed = { ...active, lastReadAt: null };
        feed = made;
        return json(201, { feed: made, url });
      },
    });
    const region = await section();
    await within(region).findByText(calendarFeedText.none);
    fireEvent.click(within(region).getByRole('button', { name: calendarFeedText.create }));

    const field = await within(region).findByLabelText('Lien privé de votre agenda');
    expect((field as HTMLInputElement).value).toBe(url);
    within(region).getByText(calendarFeedText.shownOnce);
    await within(region).findByText(calendarFeedText.created);
    within(region).getByText(calendarFeedText.active(formatDateTime(new Date(active.createdAt))));
    fireEvent.click(within(region).getByRole('button', { name: calendarFeedText.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    await within(region).findByText(calendarFeedText.copied);
    expect(api.sent('POST', '/api/admin/calendar-feed')).toHaveLength(1);
    within(region).getByRole('button', { name: calendarFeedText.reset });
  });

  it('on a later visit shows no URL, the last read, and saves the choice of full names', async () => {
    let feed = { ...active };
    const api = renderFeed({
      'GET /api/admin/calendar-feed': () => ({ feed }),
      'PATCH /api/admin/calendar-feed': (request) => {
        feed = { ...feed, ...(request.body as { fullNames: boolean }) };
        return { feed };
      },
    });
    const region = await section();
    await within(region).findByText(/Dernière lecture par un calendrier/);
    expect(within(region).queryByLabelText('Lien privé de votre agenda')).toBeNull();
    const box = within(region).getByRole('checkbox', { name: calendarFeedText.fullNames });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await within(region).findByText(calendarFeedText.saved);
    expect(api.sent('PATCH', '/api/admin/calendar-feed')).toEqual([{ fullNames: true }]);
    await waitFor(() =>
      expect((within(region).getByRole('checkbox', { name: calendarFeedText.fullNames }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('ends the link, and says so when the server refuses', async () => {
    let feed: Feed | null = { ...active };
    let refuse = true;
    renderFeed({
      'GET /api/admin/calendar-feed': () => ({ feed }),
      'DELETE /api/admin/calendar-feed': () => {
        if (refuse) return failure(404, { error: { code: 'NOT_FOUND', message: calendarFeedText.none } });
        feed = null;
        return { removed: true as const };
      },
    });
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: calendarFeedText.remove }));
    await within(region).findByRole('alert');
    refuse = false;
    fireEvent.click(within(region).getByRole('button', { name: calendarFeedText.remove }));
    await within(region).findByText(calendarFeedText.removed);
    within(region).getByText(calendarFeedText.none);
    within(region).getByRole('button', { name: calendarFeedText.create });
  });
});
