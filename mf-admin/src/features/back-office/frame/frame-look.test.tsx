// The collapsed sidebar's count badge, on the real stylesheets as happy-dom
// computes them (shared-ui/test-support/stylesheets): it fits in the room beside its icon instead
// of covering it.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import sidebarCss from 'shared-ui/SidebarLayout.css?raw';
import kitCss from 'shared-ui/styles.css?raw';
import { createQueryClient } from 'shared-ui/query-client';
import { QueryProvider } from 'shared-ui/QueryProvider';

import { loadStylesheets, setViewport } from 'shared-ui/test-support/stylesheets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../session/api/me';
import { AdminFrame, sidebarCollapsedKey } from './AdminFrame';
import frameCss from './admin-frame.css?raw';
import { answerAdminApi, refusal } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

let unload: () => void;
beforeEach(() => {
  unload = loadStylesheets(kitCss, sidebarCss, frameCss);
  setViewport(1280);
  vi.stubGlobal(
    'fetch',
    answerAdminApi({ 'GET /api/admin/day': () => refusal(503, 'DB_002', 'La base de données est momentanément indisponible.') }),
  );
  window.localStorage.setItem(sidebarCollapsedKey, 'true');
});
afterEach(() => {
  cleanup();
  unload();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setViewport(1024);
});

const px = (value: string) => Number.parseFloat(value) || 0;

describe('the collapsed sidebar', () => {
  it('keeps the « Demandes » count beside its icon, not over it', () => {
    const client = createQueryClient({ retry: false });
    client.setQueryData(meQueryOptions().queryKey, { ...testStaff, role: 'admin' });
    render(
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <Routes>
            <Route element={<AdminFrame counts={{ pendingRequests: 12 }} breadcrumb={null} />}>
              <Route path="*" element={<main>vue</main>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryProvider>,
    );
    const layout = document.querySelector('.admin-frame') as HTMLElement;
    expect(layout.classList.contains('ui-sidebar-layout--collapsed')).toBe(true);
    const link = screen.getByRole('link', { name: /^Demandes/ });
    const badge = link.querySelector('.admin-sidebar__count') as HTMLElement;
    const icon = link.querySelector('svg') as SVGElement;

    const sidebar = getComputedStyle(document.querySelector('.ui-sidebar') as HTMLElement);
    const itemWidth =
      px(getComputedStyle(layout).getPropertyValue('--ui-sidebar-width')) -
      px(sidebar.paddingLeft) -
      px(sidebar.paddingRight) -
      px(sidebar.borderRightWidth);
    const room = (itemWidth - Number(icon.getAttribute('width'))) / 2;
    const badgeStyle = getComputedStyle(badge);
    expect(badgeStyle.position).toBe('absolute');
    // Its least width (two digits fit in it) and its offset from the item's edge stay in the room.
    expect(px(badgeStyle.minWidth) + px(badgeStyle.right)).toBeLessThanOrEqual(room);
    expect(badge.textContent).toContain('12');
  });
});
