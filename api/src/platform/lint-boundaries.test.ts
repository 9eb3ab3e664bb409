// The zones of docs/conventions.md (« Boundaries ») are biome.json's noRestrictedImports overrides:
// this test proves that they refuse each forbidden import and let the allowed ones through. Each
// case is a one-line file written, with the repository's own biome.json, into a temporary copy of
// the folders it names (never into the working tree, where a lint run of someone else would see
// it), then Biome lints them all at once and its JSON report is read: nothing here is timed.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const biome = join(root, 'node_modules/.bin/biome');

type Case = { file: string; imports: string; refusedWith?: RegExp };

const refused: Case[] = [
  // platform/ knows no context, nor demo/ or surfaces/, not even a context's public module.
  {
    file: 'api/src/platform/http/case-a.ts',
    imports: '../../scheduling/booking/book-appointment',
    refusedWith: /platform\/ knows no context/,
  },
  { file: 'api/src/platform/http/case-b.ts', imports: '../../clinic/public', refusedWith: /platform\/ knows no context/ },
  { file: 'api/src/platform/server/case-c.ts', imports: '../../demo/demo-accounts', refusedWith: /platform\/ knows no context/ },
  { file: 'api/src/platform/audit/case-d.ts', imports: '../../surfaces/admin-api', refusedWith: /platform\/ knows no context/ },
  // A context never imports a surface.
  { file: 'api/src/billing/payments/case-e.ts', imports: '../../surfaces/admin-api', refusedWith: /never imports a surface/ },
  { file: 'api/src/patients/case-f.ts', imports: '../surfaces/portal-api', refusedWith: /never imports a surface/ },
  {
    file: 'api/src/scheduling/portal-booking/case-e2.ts',
    imports: '../../surfaces/session-patient',
    refusedWith: /never imports a surface/,
  },
  // A context reaches another only through its public module, from any depth.
  {
    file: 'api/src/scheduling/booking/case-g.ts',
    imports: '../../patients/list-patients',
    refusedWith: /scheduling may not import patients/,
  },
  { file: 'api/src/patients/case-h.ts', imports: '../scheduling/calendar/appointment-view', refusedWith: /import `scheduling\/public`/ },
  {
    file: 'api/src/clinical/record/case-i.ts',
    imports: '../../accounts/sessions/require-session',
    refusedWith: /clinical may not import accounts/,
  },
  {
    file: 'api/src/accounts/patient-accounts/case-j.ts',
    imports: '../../patients/patient-view',
    refusedWith: /accounts may not import patients/,
  },
  // A pair the table (scripts/boundaries.mjs) does not list is refused even through the public module.
  { file: 'api/src/billing/invoices/case-j2.ts', imports: '../../patients/public', refusedWith: /billing may not import patients/ },
  {
    file: 'mf-admin/src/features/account/security/case-j3.tsx',
    imports: '../../billing/public',
    refusedWith: /account may not import billing/,
  },
  // The five holes the zones had. Product code never imports demo/ or testing/…
  { file: 'api/src/billing/invoices/hole-1a.ts', imports: '../../testing/test-app', refusedWith: /never imports demo\/ or testing\// },
  { file: 'api/src/scheduling/hole-1b.ts', imports: '../demo/demo-clinic', refusedWith: /never imports demo\/ or testing\// },
  { file: 'api/src/surfaces/hole-1c.ts', imports: '../testing/test-app', refusedWith: /never imports demo\/ or testing\// },
  // …nothing but demo/, testing/ and tests imports the composition root…
  { file: 'api/src/platform/server/hole-2a.ts', imports: '../../app', refusedWith: /import the composition root/ },
  { file: 'api/src/patients/hole-2b.ts', imports: '../main', refusedWith: /import the composition root/ },
  { file: 'api/src/surfaces/hole-2c.ts', imports: '../server-app', refusedWith: /import the composition root/ },
  // …shared-domain never imports shared-ui, shared-ui never imports a remote…
  { file: 'shared-domain/src/hole-3.ts', imports: 'shared-ui/src/Button', refusedWith: /never imports shared-ui/ },
  { file: 'shared-ui/src/hole-4.tsx', imports: 'mf-admin/src/routes', refusedWith: /never imports one of them/ },
  { file: 'shared-ui/src/forms/hole-4b.tsx', imports: '../../../mf-portal/src/routes', refusedWith: /never imports one of them/ },
  // …and `../patients/…` from the top of accounts/ is the patients context, refused like any other
  // path to it (accounts/' own folder is patient-accounts/, so no exception lets it through).
  { file: 'api/src/accounts/hole-5.ts', imports: '../patients/patient-view', refusedWith: /accounts may not import patients/ },
  { file: 'api/src/accounts/sessions/hole-5b.ts', imports: '../../patients/public', refusedWith: /accounts may not import patients/ },
  { file: 'api/src/patients/hole-5c.ts', imports: '../accounts/patient-accounts/link-token', refusedWith: /import `accounts\/public`/ },
  // An mf-admin feature never imports another's components or other files.
  {
    file: 'mf-admin/src/features/automation/quick-actions/case-k.tsx',
    imports: '../../scheduling/appointments/AppointmentStatusBadge',
    refusedWith: /only through its `api\/` modules/,
  },
  {
    file: 'mf-admin/src/features/clinical/notes/case-l.tsx',
    imports: '../../patients/PatientFilePage',
    refusedWith: /only through its `api\/` modules/,
  },
  {
    file: 'mf-admin/src/features/account/security/case-m.tsx',
    imports: '../../back-office/session/leave-back-office',
    refusedWith: /only through its `api\/` modules/,
  },
  {
    file: 'mf-admin/src/features/clinical/notes/case-m2.tsx',
    imports: '../../patients/patient-form-outcome',
    refusedWith: /only through its `api\/` modules/,
  },
  // Billing is a feature like the others, both ways.
  {
    file: 'mf-admin/src/features/scheduling/day/case-n2.tsx',
    imports: '../../billing/checkout/CheckoutDialog',
    refusedWith: /only through its `api\/` modules/,
  },
  {
    file: 'mf-admin/src/features/billing/invoices/case-n3.tsx',
    imports: '../../patients/PatientFilePage',
    refusedWith: /only through its `api\/` modules/,
  },
  // The patient file's other sections come from the page that composes it: the patients import none of them.
  { file: 'mf-admin/src/features/patients/case-n4.tsx', imports: '../billing/public', refusedWith: /patients may not import billing/ },
  { file: 'mf-admin/src/features/patients/case-n5.tsx', imports: '../clinical/public', refusedWith: /patients may not import clinical/ },
  {
    file: 'mf-admin/src/features/patients/case-n6.tsx',
    imports: '../privacy/public-portability',
    refusedWith: /patients may not import privacy/,
  },
  {
    file: 'mf-admin/src/features/patients/case-n7.tsx',
    imports: '../scheduling/public',
    refusedWith: /patients may not import scheduling/,
  },
  // The frame's counts come from the page that composes it: the back-office imports no scheduling.
  {
    file: 'mf-admin/src/features/back-office/frame/api/case-n8.ts',
    imports: '../../../scheduling/day/api/day',
    refusedWith: /back-office may not import scheduling/,
  },
  {
    file: 'mf-admin/src/features/back-office/shortcuts/case-n9.tsx',
    imports: '../../clinical/public-quick-note',
    refusedWith: /back-office may not import clinical/,
  },
  // The zones keep mf-admin's older rules: no API source, no other remote.
  {
    file: 'mf-admin/src/features/scheduling/day/case-n.tsx',
    imports: '../../../../../api/src/app',
    refusedWith: /import only `api\/client`/,
  },
  // mf-portal's and mf-public's features follow the same rules, from their own tables: a pair the
  // table does not list is refused even through `api/` (the booking dialog no longer reaches into
  // the « Rendez-vous » tab, nor the site's layout into the home page)…
  {
    file: 'mf-portal/src/features/book/case-p1.tsx',
    imports: '../appointments/AppointmentsPage',
    refusedWith: /book may not import appointments/,
  },
  {
    file: 'mf-portal/src/features/documents/case-p2.tsx',
    imports: '../invoice/api/invoice',
    refusedWith: /documents may not import invoice/,
  },
  { file: 'mf-public/src/features/layout/case-q1.tsx', imports: '../home/HomePage', refusedWith: /layout may not import home/ },
  { file: 'mf-public/src/features/privacy/case-q2.tsx', imports: '../home/HomePage', refusedWith: /privacy may not import home/ },
  // …a listed pair goes only through `api/` and `public*` modules…
  {
    file: 'mf-portal/src/features/appointments/case-p3.tsx',
    imports: '../book/BookDialog',
    refusedWith: /only through its `api\/` modules/,
  },
  {
    file: 'mf-portal/src/features/payments/case-p4.tsx',
    imports: '../cards/AddCardDialog',
    refusedWith: /only through its `api\/` modules/,
  },
  {
    file: 'mf-public/src/features/booking/case-q3.tsx',
    imports: '../consent-texts/ConsentTextDisclosure',
    refusedWith: /only through its `api\/` modules/,
  },
  // …lib/ imports no feature…
  {
    file: 'mf-portal/src/lib/loading/case-p5.tsx',
    imports: '../../features/session/api/me',
    refusedWith: /lib\/ is shared by the features/,
  },
  {
    file: 'mf-public/src/lib/cta/case-q4.ts',
    imports: '../../features/booking-request/BookingRequestProvider',
    refusedWith: /lib\/ is shared by the features/,
  },
  // …and the remote's own rules still hold in a feature and in lib/.
  {
    file: 'mf-public/src/features/invitation/case-q5.tsx',
    imports: '../../../../mf-admin/src/routes',
    refusedWith: /never imports another remote/,
  },
  { file: 'mf-portal/src/lib/clinic/case-p6.ts', imports: '../../../../api/src/app', refusedWith: /import only `api\/client`/ },
];

const allowed: Case[] = [
  { file: 'api/src/scheduling/booking/case-o.ts', imports: '../../clinic/public' },
  { file: 'api/src/clinical/record/case-p.ts', imports: '../../platform/http/app-error' },
  { file: 'api/src/patients/case-q.ts', imports: '../clinic/public' },
  { file: 'api/src/accounts/sessions/case-r.ts', imports: '../patient-accounts/link-token' },
  { file: 'api/src/platform/server/case-s.test.ts', imports: '../../testing/test-app' },
  // A context's tests and test support may import demo/, testing/ and the composition root.
  { file: 'api/src/billing/invoices/case-s2.test.ts', imports: '../../testing/test-app' },
  { file: 'api/src/accounts/staff/case-s3.timing.ts', imports: '../../demo/demo-clinic' },
  { file: 'api/src/scheduling/links/case-s4-test-support.ts', imports: '../../testing/outbox' },
  { file: 'api/src/surfaces/case-s5.test.ts', imports: '../server-app' },
  // demo/, testing/ and surfaces/ may import anything.
  { file: 'api/src/demo/case-t.ts', imports: '../scheduling/booking/agenda' },
  { file: 'api/src/surfaces/case-u.ts', imports: '../patients/admin-routes' },
  { file: 'mf-admin/src/features/clinical/notes/case-v.tsx', imports: '../../patients/api/patient-file' },
  { file: 'mf-admin/src/features/automation/monitoring/api/case-w.ts', imports: '../../../scheduling/day/api/day' },
  { file: 'mf-admin/src/features/automation/quick-actions/case-x.tsx', imports: '../../patients/public' },
  { file: 'mf-admin/src/features/automation/quick-actions/case-y.tsx', imports: '../../clinical/public-quick-note' },
  { file: 'mf-admin/src/features/clinical/notes/case-y2.tsx', imports: '../../patients/public-form-outcome' },
  { file: 'mf-admin/src/features/scheduling/day/case-y3.tsx', imports: '../../billing/public' },
  { file: 'mf-admin/src/features/scheduling/day/case-y4.tsx', imports: '../../billing/invoices/api/invoices' },
  { file: 'mf-admin/src/features/billing/checkout/case-y5.tsx', imports: '../../patients/public' },
  { file: 'mf-portal/src/features/appointments/case-p7.tsx', imports: '../book/public-book-dialog' },
  { file: 'mf-portal/src/features/balance/case-p8.ts', imports: '../documents/api/invoices' },
  { file: 'mf-portal/src/features/book/case-p9.tsx', imports: '../../lib/appointment-dialog/SlotChoice' },
  { file: 'mf-public/src/features/home/case-q6.tsx', imports: '../layout/public' },
  { file: 'mf-public/src/features/rebook/case-q7.tsx', imports: '../../lib/loading/useApiLoad' },
  // Tests and test support are not held to the zones (they stub the other features).
  { file: 'mf-admin/src/features/patients/case-z.test.tsx', imports: '../scheduling/appointments/lists-test-routes' },
  { file: 'mf-portal/src/features/book/case-z2.test.tsx', imports: '../appointments/AppointmentsPage' },
  { file: 'mf-public/src/features/layout/case-z3.test.tsx', imports: '../home/HomePage' },
];

// The plugin lint/query-already-asserts.grit: a getBy…/findBy… query throws when nothing matches, so
// wrapping it in expect(…).toBeTruthy() asserts nothing more (tests read as specifications).
const query = `import { screen, within } from '@testing-library/react';\nimport { expect } from 'vitest';\n`;
const testAssertions = [
  {
    file: 'mf-admin/src/features/patients/wrapped-get.test.tsx',
    body: `${query}expect(screen.getByText('Dossier')).toBeTruthy();\n`,
    refused: true,
  },
  {
    file: 'mf-portal/src/features/profile/wrapped-find.test.tsx',
    body: `${query}export async function read() {\n  expect(await within(document.body).findByRole('heading', { name: 'Profil' })).toBeTruthy();\n}\n`,
    refused: true,
  },
  {
    file: 'mf-admin/src/features/billing/wrapped-long.test.tsx',
    body: `${query}expect(\n  within(document.body).getByText('Une phrase assez longue pour que le formateur la passe à la ligne suivante'),\n).toBeTruthy();\n`,
    refused: true,
  },
  { file: 'mf-public/src/features/home/bare-query.test.tsx', body: `${query}screen.getByText('Accueil');\n`, refused: false },
  { file: 'shared-ui/src/query-by.test.tsx', body: `${query}expect(screen.queryByText('Accueil')).toBeTruthy();\n`, refused: false },
  {
    file: 'mf-admin/src/features/billing/attribute.test.tsx',
    body: `${query}expect(screen.getByRole('button').getAttribute('aria-busy')).toBeTruthy();\n`,
    refused: false,
  },
];

type Diagnostic = { category: string; message: string; location: { path: string } };
let copy: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'lint-boundaries-'));
  await writeFile(join(copy, 'biome.json'), await readFile(join(root, 'biome.json'), 'utf8'));
  await cp(join(root, 'lint'), join(copy, 'lint'), { recursive: true });
  for (const { file, body } of testAssertions) {
    await mkdir(dirname(join(copy, file)), { recursive: true });
    await writeFile(join(copy, file), body);
  }
  for (const { file, imports } of [...refused, ...allowed]) {
    await mkdir(dirname(join(copy, file)), { recursive: true });
    await writeFile(join(copy, file), `import { value } from '${imports}';\n\nexport const copied = value;\n`);
  }
  // Biome exits with 1 when it reports an error: the report is read either way.
  const report = await promisify(execFile)(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], { cwd: copy }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  diagnostics = (JSON.parse(report.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 120_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

const restrictions = (file: string) =>
  diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports' && d.location.path.replaceAll('\\', '/') === file);

describe('the import boundaries (biome.json)', () => {
  it.each(refused)('refuses $file importing $imports', ({ file, refusedWith }) => {
    const found = restrictions(file);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(refusedWith as RegExp);
  });

  it.each(allowed)('lets $file import $imports', ({ file }) => {
    expect(restrictions(file)).toEqual([]);
  });
});

describe('the wrapped query rule (lint/query-already-asserts.grit)', () => {
  const plugin = (file: string) => diagnostics.filter((d) => d.category === 'plugin' && d.location.path.replaceAll('\\', '/') === file);

  it.each(testAssertions.filter((a) => a.refused))('refuses expect(query).toBeTruthy() in $file', ({ file }) => {
    const found = plugin(file);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/already fails when nothing matches/);
  });

  it.each(testAssertions.filter((a) => !a.refused))('lets $file through', ({ file }) => {
    expect(plugin(file)).toEqual([]);
  });
});
