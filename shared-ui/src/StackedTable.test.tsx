// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StackedCell, StackedTable } from './StackedTable';
import { problemText } from './problem-message';

afterEach(cleanup);

interface Person {
  id: string;
  name: string;
}

const people = (from: number, count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({ id: `p${from + index}`, name: `Personne ${from + index}` }));

/** Two pages of two people; the second page's first read fails when `failOnce`. */
function Paged({ failOnce = false }: { failOnce?: boolean }) {
  const [rows, setRows] = useState(people(1, 2));
  const [problem, setProblem] = useState<string | undefined>();
  const [failing, setFailing] = useState(failOnce);
  return (
    <StackedTable
      caption="Personnes inscrites"
      columns={['Nom', 'Identifiant']}
      rows={rows}
      rowKey={(person) => person.id}
      cells={(person) => (
        <>
          <StackedCell label="Nom">{person.name}</StackedCell>
          <StackedCell label="Identifiant">{person.id}</StackedCell>
        </>
      )}
      minWidth="30rem"
      paging={{
        hasNextPage: rows.length < 4,
        isFetchingNextPage: false,
        isFetchNextPageError: problem !== undefined,
        fetchNextPage: () => {
          if (failing) {
            setFailing(false);
            setProblem(problemText.unreachable);
          } else {
            setProblem(undefined);
            setRows((shown) => [...shown, ...people(3, 2)]);
          }
        },
      }}
      problem={problem}
      labels={{ more: 'Afficher plus', loadingMore: 'Chargement…' }}
    />
  );
}

describe('StackedTable', () => {
  it('is a named table in a scrolling region reachable by keyboard, each cell labelled with its column', () => {
    render(<Paged />);
    const region = screen.getByRole('region', { name: 'Personnes inscrites' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: 'Personnes inscrites' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Nom', 'Identifiant']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Nom', 'Identifiant', 'Nom', 'Identifiant']);
    expect(cells[0]?.textContent).toBe('Personne 1');
  });

  it('reads the next page, says why when it fails, and puts the focus on the first new row', () => {
    render(<Paged failOnce />);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.getByRole('alert').textContent).toBe(problemText.unreachable);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(document.activeElement).toBe(rows[3]);
    // Everything is shown: no more button.
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('draws nothing while there is no row', () => {
    const { container } = render(
      <StackedTable caption="Vide" columns={['Nom']} rows={[]} rowKey={String} cells={() => null} minWidth="10rem" />,
    );
    expect(container.innerHTML).toBe('');
  });
});
