// The route table of the specification (section 2.1) and its matching and breadcrumb rules.
// The shell uses it to decide which remote renders a path; remotes use it for their links.
import { paths, type PathName } from './paths';

export type RemoteName = 'public' | 'portal' | 'admin';
export type RouteRole = 'public' | 'patient' | 'admin';

export interface RouteDefinition {
  /** The page's entry in `paths`, which gives its pattern and builds its links. */
  name: PathName;
  /** The pattern, `:name` segments being parameters: always `paths[name].pattern`. */
  path: string;
  label: string;
  remote: RemoteName;
  role: RouteRole;
  requiresAuth?: boolean;
  /** Left out of the breadcrumb (token pages: a link's token is never shown), unless `crumbWhenCurrent`. */
  hidden?: boolean;
  /** A hidden page about one record (`:id`), named by its label when it is the page shown (« Dossier patient »). */
  crumbWhenCurrent?: boolean;
  /** The label when the page is an ancestor of the one shown: `/admin` signs in, but above the back-office it is the clinic's space. */
  ancestorLabel?: string;
}

function route(name: PathName, details: Omit<RouteDefinition, 'name' | 'path'>): RouteDefinition {
  return { name, path: paths[name].pattern, ...details };
}

export const homeRoute = route('home', { label: 'Accueil', remote: 'public', role: 'public' });

export const routeTable: readonly RouteDefinition[] = [
  homeRoute,
  route('booking', { label: 'Réservation en ligne', remote: 'public', role: 'public' }),
  route('waitlist', { label: "Liste d'attente", remote: 'public', role: 'public' }),
  // Not in the specification's table: Quebec's Law 25 asks for a published privacy policy.
  route('privacy', { label: 'Politique de confidentialité', remote: 'public', role: 'public' }),
  route('invitation', {
    label: 'Réponse invitation',
    remote: 'public',
    role: 'public',
    hidden: true,
  }),
  route('rebook', { label: 'Re-réservation', remote: 'public', role: 'public', hidden: true }),
  route('intake', { label: 'Questionnaire d’accueil', remote: 'public', role: 'public', hidden: true }),
  route('manageAppointment', {
    label: 'Gérer RDV',
    remote: 'public',
    role: 'public',
    hidden: true,
  }),
  route('confirmAppointment', {
    label: 'Confirmer RDV',
    remote: 'public',
    role: 'public',
    hidden: true,
  }),
  route('adminLogin', { label: 'Connexion Admin', ancestorLabel: 'Espace clinique', remote: 'admin', role: 'admin' }),
  route('adminSignup', { label: 'Inscription Admin', remote: 'admin', role: 'admin' }),
  route('adminUnlock', { label: 'Déverrouiller la double authentification', remote: 'admin', role: 'admin' }),
  route('adminPasswordReset', { label: 'Mot de passe oublié', remote: 'admin', role: 'admin' }),
  route('adminDashboard', {
    label: 'Tableau de bord',
    remote: 'admin',
    role: 'admin',
    requiresAuth: true,
  }),
  // Beyond the specification's table: back-office views of the accounts issue.
  route('adminSecurity', { label: 'Sécurité du compte', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminAudit', { label: "Journal d'audit", remote: 'admin', role: 'admin', requiresAuth: true }),
  // The views of specification 2.13.
  route('adminRequests', { label: 'Demandes', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminCalendar', { label: 'Calendrier', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminQuickActions', { label: 'Actions rapides', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminPatients', { label: 'Patients', remote: 'admin', role: 'admin', requiresAuth: true }),
  // Before the file's `/admin/patients/:id`, which would otherwise take « import » for an id.
  route('adminPatientImport', { label: 'Importer des patients', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminPatient', {
    label: 'Dossier patient',
    remote: 'admin',
    role: 'admin',
    requiresAuth: true,
    hidden: true,
    crumbWhenCurrent: true,
  }),
  route('adminAppointments', { label: 'Rendez-vous', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminWaitlist', { label: "Liste d'attente", remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminRebooking', { label: 'Re-réservation', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminAutomationHealth', { label: "Santé de l'automatisation", remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminAutomation', { label: 'Automatisation', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminCancellationAutomation', { label: 'Annulations automatisées', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminOneClickBatch', { label: 'Actions en un clic', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminBatch', { label: 'Opérations groupées', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminBilling', { label: 'Facturation', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminPayments', { label: 'Paiements', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminInsurance', { label: 'Assurances', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminTaxes', { label: 'Taxes et relevés', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminFinancialReports', { label: 'Rapports financiers', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminActionableAnalytics', { label: 'Analyses actionnables', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminAnalytics', { label: 'Analyses', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminProgress', { label: 'Progrès des patients', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminMonitoring', { label: 'Surveillance du système', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminSettings', { label: 'Paramètres', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminAdvancedSettings', { label: 'Paramètres avancés', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminTeam', { label: 'Équipe', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminPrivacyRequests', { label: "Demandes d'accès et de rectification", remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminPrivacyIncidents', {
    label: 'Registre des incidents de confidentialité',
    remote: 'admin',
    role: 'admin',
    requiresAuth: true,
  }),
  route('adminRetentionReview', { label: 'Conservation des dossiers', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('adminConsents', { label: 'Consentements', remote: 'admin', role: 'admin', requiresAuth: true }),
  route('patientLogin', { label: 'Connexion Patient', remote: 'portal', role: 'patient' }),
  route('patientPortal', {
    label: 'Portail Patient',
    remote: 'portal',
    role: 'patient',
    requiresAuth: true,
  }),
  // The portal's four tabs (section 2.11), each its own address so the back button and a shared link work.
  route('portalPayments', { label: 'Paiements', remote: 'portal', role: 'patient', requiresAuth: true }),
  route('portalAppointments', { label: 'Rendez-vous', remote: 'portal', role: 'patient', requiresAuth: true }),
  route('portalDocuments', { label: 'Documents', remote: 'portal', role: 'patient', requiresAuth: true }),
  route('portalProfile', { label: 'Mon profil', remote: 'portal', role: 'patient', requiresAuth: true }),
  route('portalInvoice', { label: 'Facture', remote: 'portal', role: 'patient', requiresAuth: true, hidden: true, crumbWhenCurrent: true }),
];

/** The table's entry for a page, e.g. to title it. */
export function routeNamed(name: PathName): RouteDefinition | undefined {
  return routeTable.find((entry) => entry.name === name);
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Same number of segments, every fixed segment equal; `:name` segments capture parameters. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pathSegments(pattern);
  const actual = pathSegments(pathname);
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(value);
    else if (segment !== value) return undefined;
  }
  return params;
}

export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = routeTable): RouteMatch | undefined {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/** Any unknown path shows the public home page. */
/**
 * The route of `pathname`; an unknown address inside a space (`/admin/…`, `/patient-portal/…`) goes
 * to that space's remote, which says « Page introuvable » in its own frame; any other to the home page.
 */
export function resolveRoute(pathname: string, routes: readonly RouteDefinition[] = routeTable): RouteMatch {
  const match = matchRoute(pathname, routes);
  if (match) return match;
  const space = pathSegments(pathname)[0];
  const entry = routes.find(
    (route) => route.remote !== 'public' && pathSegments(route.path).length === 1 && pathSegments(route.path)[0] === space,
  );
  return { route: entry ?? homeRoute, params: {} };
}

export interface BreadcrumbItem {
  label: string;
  path: string;
}

/**
 * Accueil, then each non-hidden route matched by a prefix of the path (an ancestor by its
 * `ancestorLabel`), and the page shown itself when it is a record's page (`crumbWhenCurrent`).
 */
export function breadcrumbFor(pathname: string, routes: readonly RouteDefinition[] = routeTable): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: homeRoute.label, path: homeRoute.path }];
  const segments = pathSegments(pathname);
  for (let length = 1; length <= segments.length; length += 1) {
    const prefix = `/${segments.slice(0, length).join('/')}`;
    const match = matchRoute(prefix, routes);
    if (!match || match.route.path === homeRoute.path) continue;
    const current = length === segments.length;
    if (match.route.hidden && !(current && match.route.crumbWhenCurrent)) continue;
    items.push({ label: (!current && match.route.ancestorLabel) || match.route.label, path: prefix });
  }
  return items;
}

/** The breadcrumb is shown only when it has more than one item. */
export function shouldShowBreadcrumb(items: readonly BreadcrumbItem[]): boolean {
  return items.length > 1;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
