import { describe, expect, it } from 'vitest';
import { paths, type PathName } from './paths';
import { breadcrumbFor, homeRoute, matchPath, matchRoute, resolveRoute, routeNamed, routeTable, shouldShowBreadcrumb } from './routes';

// Odd characters a token could carry: each must come back from the URL exactly as it went in.
const oddTokens = ['q3Zk9_x-Abc123DEF456ghij', 'a/b', 'tok en', 'a?b#c', '100%', "é~!*()'", '..a', '%2F'];

/** The path a route's `paths` entry builds; pages without a token ignore it. */
function buildPath(name: PathName, token = 'x1'): string {
  return paths[name].build(token);
}

describe('the route table and paths', () => {
  it('takes every pattern from the paths entry of the same name', () => {
    for (const route of routeTable) {
      expect(paths[route.name].pattern).toBe(route.path);
    }
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
    expect(homeRoute).toBe(routeTable[0]);
    expect(homeRoute.path).toBe('/');
  });

  it('round-trips every built path through matchPath, tokens with odd characters included', () => {
    for (const route of routeTable) {
      const parameter = route.path.match(/:(\w+)$/)?.[1];
      if (parameter) {
        for (const value of oddTokens) {
          const built = buildPath(route.name, value);
          expect(matchPath(route.path, built)).toEqual({ [parameter]: value });
          expect(matchRoute(built)?.route).toBe(route);
        }
      } else {
        expect(matchPath(route.path, buildPath(route.name))).toEqual({});
      }
    }
  });

  it('names each page of the table', () => {
    expect(routeNamed('manageAppointment')?.label).toBe('Gérer RDV');
    expect(routeNamed('adminSecondFactor')).toBeUndefined();
  });
});

describe('matchPath', () => {
  it('matches the same number of segments with equal fixed segments', () => {
    expect(matchPath('/booking', '/booking')).toEqual({});
    expect(matchPath('/booking', '/booking/')).toEqual({});
    expect(matchPath('/booking', '/waitlist')).toBeUndefined();
    expect(matchPath('/booking', '/booking/extra')).toBeUndefined();
    expect(matchPath('/', '/')).toEqual({});
  });

  it('captures colon segments as parameters, decoded', () => {
    expect(matchPath('/invitation/:token', '/invitation/abc%20def')).toEqual({ token: 'abc def' });
    expect(matchPath('/invitation/:token', '/invitation/%E0%A4%A')).toEqual({ token: '%E0%A4%A' });
    expect(matchPath('/invitation/:token', '/invitation')).toBeUndefined();
  });
});

describe('matchRoute and resolveRoute', () => {
  it('finds each route of the table by the path its paths entry builds', () => {
    for (const route of routeTable) {
      const built = buildPath(route.name);
      expect(matchRoute(built)?.route).toBe(route);
    }
  });

  it('assigns routes to the remote that renders them', () => {
    expect(resolveRoute('/patient-portal/login').route.remote).toBe('portal');
    expect(resolveRoute('/admin/dashboard').route.remote).toBe('admin');
    expect(resolveRoute('/appointment/confirm/t0k3n').route).toMatchObject({
      remote: 'public',
      label: 'Confirmer RDV',
    });
  });

  it('falls back to the public home page for unknown paths outside the clinic’s and the patients’ spaces', () => {
    expect(matchRoute('/nulle-part')).toBeUndefined();
    expect(resolveRoute('/nulle-part').route.path).toBe('/');
  });

  it('gives an unknown address inside a space to that space’s remote, which says the page is not found', () => {
    expect(matchRoute('/admin/inconnu/profond')).toBeUndefined();
    expect(resolveRoute('/admin/inconnu/profond').route.remote).toBe('admin');
    expect(resolveRoute('/admin/facturation-inconnue').route.remote).toBe('admin');
    expect(resolveRoute('/patient-portal/inconnu').route.remote).toBe('portal');
    // A public address that only starts like a space stays public.
    expect(resolveRoute('/administration').route.remote).toBe('public');
  });
});

describe('breadcrumbFor', () => {
  it('is only Accueil, and hidden, on the home page', () => {
    expect(breadcrumbFor('/')).toEqual([{ label: 'Accueil', path: '/' }]);
    expect(shouldShowBreadcrumb(breadcrumbFor('/'))).toBe(false);
    expect(shouldShowBreadcrumb(breadcrumbFor('/booking'))).toBe(true);
  });

  it('adds each non-hidden route matched by a prefix of the path', () => {
    expect(breadcrumbFor('/admin/dashboard')).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'Espace clinique', path: '/admin' },
      { label: 'Tableau de bord', path: '/admin/dashboard' },
    ]);
    // The sign-in page is named as such only when it is the page shown.
    expect(breadcrumbFor('/admin').map((item) => item.label)).toEqual(['Accueil', 'Connexion Admin']);
    expect(breadcrumbFor('/patient-portal/login').map((item) => item.label)).toEqual(['Accueil', 'Portail Patient', 'Connexion Patient']);
  });

  it('names a record’s page when it is the one shown, never a token page', () => {
    expect(breadcrumbFor('/admin/patients/p-1').map((item) => item.label)).toEqual([
      'Accueil',
      'Espace clinique',
      'Patients',
      'Dossier patient',
    ]);
  });

  it('leaves out hidden routes such as token pages', () => {
    expect(breadcrumbFor('/invitation/abc')).toEqual([{ label: 'Accueil', path: '/' }]);
    expect(breadcrumbFor('/appointment/manage/abc').map((item) => item.label)).toEqual(['Accueil']);
  });

  it('shows the known prefixes of a deeper unknown path', () => {
    const items = breadcrumbFor('/booking/inconnu');
    expect(items.map((item) => item.label)).toEqual(['Accueil', 'Réservation en ligne']);
    expect(shouldShowBreadcrumb(items)).toBe(true);
    expect(shouldShowBreadcrumb(breadcrumbFor('/inconnu/profond'))).toBe(false);
  });
});
