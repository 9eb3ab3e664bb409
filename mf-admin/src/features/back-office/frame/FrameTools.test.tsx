import { act, cleanup, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { createQueryClient } from 'shared-ui/query-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { QuickSoapNoteDialog } from '../../clinical/public-quick-note';
import { FrameTools } from './FrameTools';
import { answerAdminApi } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderTools(role: StaffRole = 'admin') {
  vi.stubGlobal('fetch', answerAdminApi({}));
  render(
    <QueryProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <FrameTools role={role} QuickSoapNote={QuickSoapNoteDialog} />
        <button type="button">ailleurs</button>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const press = (init: KeyboardEventInit) => act(() => void fireEvent.keyDown(document.body, init));
const letter = (key: string) => ({ key, code: `Key${key.toUpperCase()}` });

describe('FrameTools', () => {
  it.each([
    ['Ctrl+N', { ...letter('n'), ctrlKey: true }, '/admin/patients'],
    ['Alt+N', { ...letter('n'), altKey: true }, '/admin/patients'],
    ['Alt+R', { ...letter('r'), altKey: true }, '/admin/appointments'],
    ['Alt+B', { ...letter('b'), altKey: true }, '/admin/billing'],
    ['Ctrl+B', { ...letter('b'), ctrlKey: true }, '/admin/billing'],
  ])('%s opens its view', (_name, init, path) => {
    renderTools();
    press(init);
    expect(where()).toBe(path);
  });

  it('g sequences open their views, and Alt+T / Ctrl+T come back to Ma Journée', () => {
    renderTools();
    for (const [key, path] of [
      ['c', '/admin/calendar'],
      ['d', '/admin/requests'],
      ['p', '/admin/patients'],
      ['r', '/admin/appointments'],
      ['b', '/admin/billing'],
      ['t', '/admin/dashboard'],
    ] as const) {
      press(letter('g'));
      press(letter(key));
      expect(where()).toBe(path);
    }
    press(letter('g'));
    press(letter('c'));
    press({ ...letter('t'), altKey: true });
    expect(where()).toBe('/admin/dashboard');
    press(letter('g'));
    press(letter('c'));
    press({ ...letter('t'), ctrlKey: true });
    expect(where()).toBe('/admin/dashboard');
  });

  it('Ctrl+K and Alt+K open the search, its field focused; no shortcut fires while it is open', () => {
    renderTools();
    press({ ...letter('k'), ctrlKey: true });
    screen.getByRole('dialog', { name: 'Recherche globale' });
    const field = screen.getByRole('combobox');
    expect(document.activeElement).toBe(field);
    expect(fireEvent.keyDown(field, { ...letter('n'), altKey: true })).toBe(true);
    expect(where()).toBe('/admin/dashboard');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    press({ ...letter('k'), altKey: true });
    screen.getByRole('dialog', { name: 'Recherche globale' });
  });

  it('Ctrl+S and Alt+S open the quick SOAP note, its patient search focused once loaded', async () => {
    renderTools();
    press({ ...letter('s'), ctrlKey: true });
    const dialog = screen.getByRole('dialog', { name: 'Note SOAP rapide' });
    const search = await within(dialog).findByRole('combobox', { name: 'Rechercher un patient' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    press({ key: 'ß', code: 'KeyS', altKey: true });
    screen.getByRole('dialog', { name: 'Note SOAP rapide' });
  });

  it('gives the receptionist no quick SOAP note: Ctrl+S and Alt+S do nothing, the help does not list it', () => {
    renderTools('reception');
    press({ ...letter('s'), ctrlKey: true });
    press({ key: 'ß', code: 'KeyS', altKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    press({ key: '?', shiftKey: true });
    const help = screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    expect(within(help).queryByRole('rowheader', { name: 'Note SOAP rapide' })).toBeNull();
    within(help).getByRole('rowheader', { name: 'Recherche globale' });
  });

  it('? and the header button open the shortcuts help; Escape closes it, the focus back on the button', () => {
    renderTools();
    press({ key: '?', shiftKey: true });
    screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    const button = screen.getByRole('button', { name: 'Raccourcis clavier' });
    button.focus();
    fireEvent.click(button);
    screen.getByRole('table');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.activeElement).toBe(button);
  });

  it('names the search button’s shortcuts for assistive technology', () => {
    renderTools();
    expect(screen.getByRole('button', { name: /^Rechercher/ }).getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K Alt+K');
  });
});
