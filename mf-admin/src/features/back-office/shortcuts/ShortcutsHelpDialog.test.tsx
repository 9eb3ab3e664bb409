import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortcutsHelpDialog } from './ShortcutsHelpDialog';

afterEach(cleanup);

/** Each row of the table as [action, keys as read]. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('ShortcutsHelpDialog', () => {
  it('lists every shortcut that works, the browser-reserved ones marked as such', () => {
    render(<ShortcutsHelpDialog open onClose={() => undefined} />);
    screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    expect(rows()).toEqual([
      ['Recherche globale', 'Ctrl+K ou Alt+K'],
      ['Note SOAP rapide', 'Ctrl+S ou Alt+S'],
      ['Patients', 'Ctrl+N (réservé par le navigateur) ou Alt+N ou G puis P'],
      ['Rendez-vous', 'Ctrl+R (laissé au navigateur : recharge la page) ou Alt+R ou G puis R'],
      ['Ma Journée', 'Ctrl+T (réservé par le navigateur) ou Alt+T ou G puis T'],
      ['Facturation', 'Ctrl+B ou Alt+B ou G puis B'],
      ['Calendrier', 'G puis C'],
      ['Demandes', 'G puis D'],
      ['Raccourcis clavier (cette aide)', '?'],
      ['Fermer la fenêtre ouverte', 'Échap'],
    ]);
    // The keys are <kbd> elements.
    const search = within(screen.getByRole('table')).getByRole('row', { name: /^Recherche globale/ });
    expect([...search.querySelectorAll('kbd')].map((key) => key.textContent)).toEqual(['Ctrl', 'K', 'Alt', 'K']);
    screen.getByText(/Sur Mac, ⌘ remplace Ctrl et Option remplace Alt\./);
  });

  it('closes on Escape and from its button', () => {
    const onClose = vi.fn();
    render(<ShortcutsHelpDialog open onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('draws nothing while closed', () => {
    render(<ShortcutsHelpDialog open={false} onClose={() => undefined} />);
    expect(document.querySelector('table')).toBeNull();
  });
});
