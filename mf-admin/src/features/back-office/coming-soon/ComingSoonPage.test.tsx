import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routeNamed } from 'shared-domain/platform/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { ComingSoonPage } from './ComingSoonPage';
import { comingSoonViewNames, comingSoonViews } from './coming-soon-views';

afterEach(cleanup);

const renderView = (view: (typeof comingSoonViewNames)[number]) =>
  render(
    <MemoryRouter>
      <ComingSoonPage view={view} />
    </MemoryRouter>,
  );

describe('ComingSoonPage', () => {
  it('names the view, says it is to come and what it will do, and leads back to Ma Journée', () => {
    renderView('adminProgress');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${routeNamed('adminProgress')?.label} À venir`);
    expect(document.title).toBe(`${routeNamed('adminProgress')?.label} — Clinique chiropratique`);
    screen.getByText("Cette vue n'est pas encore disponible.");
    screen.getByText(comingSoonViews.adminProgress);
    expect(screen.getByRole('link', { name: 'Retour à Ma Journée' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it('has a name from the route table and one sentence for every view to come', () => {
    for (const view of comingSoonViewNames) {
      expect(routeNamed(view)?.label).toBeTruthy();
      expect(comingSoonViews[view]).toMatch(/^[A-ZÀ-Ý].{20,}\.$/);
    }
    expect(comingSoonViewNames).toHaveLength(1);
  });
});
