// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AddressFields,
  type AddressHistory,
  choiceField,
  dayField,
  pageField,
  readAddressFilters,
  textField,
  useAddressFilters,
  writeAddressFilters,
} from './useAddressFilters';

afterEach(cleanup);

interface ListFilters {
  state: 'sent' | 'failed' | '';
  from: string;
  to: string;
  patient: string;
  page: number;
}

const fields: AddressFields<ListFilters> = {
  state: choiceField('etat', ['sent', 'failed'] as const),
  from: dayField('du', '2026-11-01', { alwaysWritten: true }),
  to: dayField('au'),
  patient: textField('patient', { max: 10, also: ['patientId'] }),
  page: pageField('page'),
};
// The last day is never before the first.
const settle = (filters: ListFilters): ListFilters => (filters.to && filters.to < filters.from ? { ...filters, to: '' } : filters);

describe('readAddressFilters', () => {
  it('gives each filter its default when the address holds none', () => {
    expect(readAddressFilters(fields, new URLSearchParams())).toEqual({ state: '', from: '2026-11-01', to: '', patient: '', page: 1 });
  });

  it('reads what the address asks for, trimmed, and an older parameter name', () => {
    expect(readAddressFilters(fields, new URLSearchParams('etat=failed&du=2026-10-01&au=2026-10-15&patientId=%20pat-1%20&page=3'))).toEqual(
      { state: 'failed', from: '2026-10-01', to: '2026-10-15', patient: 'pat-1', page: 3 },
    );
  });

  it('falls back to the default for values the address cannot mean', () => {
    const bad = new URLSearchParams('etat=perdu&du=2026-02-30&au=demain&patient=0123456789abcdef&page=-2');
    expect(readAddressFilters(fields, bad)).toEqual({ state: '', from: '2026-11-01', to: '', patient: '0123456789', page: 1 });
    for (const page of ['0', '1.5', 'deux', '', '10001']) {
      expect(readAddressFilters(fields, new URLSearchParams({ page })).page).toBe(1);
    }
    expect(readAddressFilters(fields, new URLSearchParams('du=2026-11-20&au=2026-11-10'), settle).to).toBe('');
    const pastDay = { day: dayField('jour', '2026-11-15', { latest: '2026-11-15' }) };
    expect(readAddressFilters(pastDay, new URLSearchParams('jour=2026-11-16')).day).toBe('2026-11-15');
    expect(readAddressFilters(pastDay, new URLSearchParams('jour=2026-11-14')).day).toBe('2026-11-14');
  });
});

describe('writeAddressFilters', () => {
  it('leaves out what equals its default, keeps what the filters do not own first, in the fields’ order', () => {
    const current = new URLSearchParams('page=4&section=courriels&patientId=pat-9&facture=inv-1');
    const written = writeAddressFilters(fields, current, { state: 'sent', from: '2026-11-01', to: '', patient: 'Léa', page: 1 });
    expect(written.toString()).toBe('section=courriels&facture=inv-1&etat=sent&du=2026-11-01&patient=L%C3%A9a');
  });

  it('writes the pinned parameters first, whatever the address held', () => {
    const current = new URLSearchParams('facture=inv-1&section=autre');
    const written = writeAddressFilters(fields, current, readAddressFilters(fields, current), { section: 'courriels' });
    expect(written.toString()).toBe('section=courriels&facture=inv-1&du=2026-11-01');
  });
});

function List({ history, pinned }: { history?: AddressHistory; pinned?: Record<string, string> }) {
  const { filters, apply, reset, search } = useAddressFilters(fields, { history, settle, pinned });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="filters">{JSON.stringify(filters)}</p>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => apply({ ...filters, state: 'failed' })}>
        Échoués
      </button>
      <button type="button" onClick={() => apply({ ...filters, page: filters.page + 1 }, 'replace')}>
        Suivante
      </button>
      <button type="button" onClick={reset}>
        Réinitialiser
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Retour
      </button>
      <a href={search({ ...filters, page: 2 })}>Page 2</a>
    </>
  );
}

function Watch({ seen }: { seen: ListFilters[] }) {
  const { filters, apply } = useAddressFilters(fields);
  seen.push(filters);
  return (
    <button type="button" onClick={() => apply(filters)}>
      Appliquer
    </button>
  );
}

// What a debounced search still holds while the router shows the next page: its page's `apply`.
const leftPage: { apply?: (next: ListFilters) => void } = {};

function Leaving() {
  const { filters, apply } = useAddressFilters(fields, { history: 'replace' });
  leftPage.apply = (next) => apply({ ...filters, ...next });
  return <Link to="/dossier/pat-1">Hélène</Link>;
}

function Where() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

const shown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '') as ListFilters;
const address = () => screen.getByTestId('address').textContent;

describe('useAddressFilters', () => {
  it('writes a change into the address as a new entry, so « Back » finds the previous filters', () => {
    render(
      <MemoryRouter initialEntries={['/liste', '/liste?section=courriels&etat=perdu']} initialIndex={1}>
        <List />
      </MemoryRouter>,
    );
    expect(shown().state).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Échoués' }));
    expect(address()).toBe('/liste?section=courriels&etat=failed&du=2026-11-01');
    expect(shown()).toEqual({ state: 'failed', from: '2026-11-01', to: '', patient: '', page: 1 });
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('?section=courriels&etat=failed&du=2026-11-01&page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(address()).toBe('/liste?section=courriels&etat=perdu');
    expect(shown().state).toBe('');
  });

  it('replaces the entry when the screen says so, or for one write', () => {
    render(
      <MemoryRouter initialEntries={['/avant', '/liste?page=2']} initialIndex={1}>
        <List history="replace" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(address()).toBe('/liste?du=2026-11-01&page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Échoués' }));
    expect(address()).toBe('/liste?etat=failed&du=2026-11-01&page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(address()).toBe('/avant');
  });

  it('resets every filter to its default, keeping what else the address holds and the pinned parameters', () => {
    render(
      <MemoryRouter initialEntries={['/liste?facture=inv-1&etat=sent&au=2026-11-30&patient=L%C3%A9a&page=2']}>
        <List pinned={{ section: 'courriels' }} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(address()).toBe('/liste?section=courriels&facture=inv-1');
    expect(shown()).toEqual({ state: '', from: '2026-11-01', to: '', patient: '', page: 1 });
  });

  it('keeps the same filters object while the address asks for the same filters', () => {
    const seen: ListFilters[] = [];
    render(
      <MemoryRouter initialEntries={['/liste?etat=sent']}>
        <Watch seen={seen} />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Appliquer' })));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });

  it('drops a write from a page the visitor has already left (a search settling while the next page loads)', () => {
    render(
      <MemoryRouter initialEntries={['/liste']}>
        <Routes>
          <Route path="/liste" element={<Leaving />} />
          <Route path="/dossier/:id" element={<p>Dossier</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Hélène' }));
    expect(address()).toBe('/dossier/pat-1');
    act(() => leftPage.apply?.({ state: '', from: '2026-11-01', to: '', patient: 'Hélène', page: 1 }));
    expect(address()).toBe('/dossier/pat-1');
  });
});
