// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvExportLinks } from './CsvExportLinks';

afterEach(cleanup);

describe('CsvExportLinks', () => {
  it('offers one download per spreadsheet, French first, each saying what it holds and how it is written', () => {
    render(<CsvExportLinks href={(format) => `/api/admin/x.csv?format=${format}`} contents="les paiements filtrés" />);
    screen.getByText('Exporter (CSV)');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')])).toEqual([
      [
        'CSV — Excel français : les paiements filtrés (point-virgule entre les cellules, virgule décimale)',
        '/api/admin/x.csv?format=excel-fr',
        true,
      ],
      ['CSV — Excel anglais : les paiements filtrés (virgule entre les cellules, point décimal)', '/api/admin/x.csv?format=excel-en', true],
    ]);
  });
});
