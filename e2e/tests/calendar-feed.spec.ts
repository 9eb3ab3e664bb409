// « Mon agenda sur mon téléphone » end to end: the practitioner makes her private link on « Sécurité
// du compte », copies it once, and the feed at that address, read by an independent iCalendar parser
// (ical.js), lists each of her week's visits once, by initials and without any reason. Reset, the old
// address answers 404. Axe finds nothing on the section at either size.
import ICAL from 'ical.js';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { clinicDay } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

// The old address, once reset, is a 404 the test asks for on purpose.
test.use({ allowConsoleErrors: /status of 404/ });

/** The visits of the feed between `from` and `to` (clinic days): appointment id → summary. */
function feedVisits(text: string, from: string, to: string): Map<string, string> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const visits = new Map<string, string>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(event.startDate.toJSDate());
    if (day < from || day > to) continue;
    const id = /^visite-(.+)@/.exec(event.uid)?.[1] ?? event.uid;
    expect(visits.has(id), `la visite ${id} n’est qu’une fois dans l’agenda`).toBe(false);
    visits.set(id, event.summary);
  }
  return visits;
}

test('the practitioner subscribes to her agenda: each visit of her week once, by initials, and a reset ends the old link', async ({
  page,
  baseURL,
}) => {
  await signedInStaffMember(page, baseURL as string, await giveOwnClientAddress(page), 'practitioner');
  await page.goto('/admin/security');
  const section = page.getByRole('region', { name: 'Mon agenda sur mon téléphone' });
  await expect(section.getByText('Aucun lien n’est actif.')).toBeVisible();
  await section.getByRole('button', { name: 'Créer mon lien' }).click();
  const field = section.getByLabel('Lien privé de votre agenda');
  await expect(field).toHaveValue(/\/api\/links\/calendar-feeds\/[\w-]{43}\/agenda\.ics$/);
  const address = new URL(await field.inputValue()).pathname;
  await expectNoAxeViolations(page, 'main');

  const from = clinicDay(0);
  const to = clinicDay(6);
  /** The feed and the database's visits of the week, read one after the other. */
  const read = async () => {
    const answer = await page.request.get(address);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await answer.text();
    const rows = await queryClinicDatabase(
      suiteDataDir(),
      `SELECT id, name, reason FROM appointments
        WHERE status IN ('pending', 'confirmed', 'completed', 'no_show') AND scheduled_time IS NOT NULL
          AND scheduled_date BETWEEN ? AND ?`,
      [from, to],
    );
    return { text, visits: feedVisits(text, from, to), rows };
  };
  // The suite's other tests book and cancel meanwhile: read again until the two reads agree.
  let agreed: Awaited<ReturnType<typeof read>> | undefined;
  await expect
    .poll(
      async () => {
        const both = await read();
        const same =
          [...both.visits.keys()].sort().join() ===
          both.rows
            .map((row) => String(row.id))
            .sort()
            .join();
        if (same) agreed = both;
        return same;
      },
      { message: 'l’agenda liste chaque visite de la semaine une fois', timeout: 15_000 },
    )
    .toBe(true);
  const { text, visits, rows } = agreed!;
  expect(visits.size).toBeGreaterThan(0);
  for (const row of rows) {
    // By initials: never the patient's name; never the reason for the visit.
    expect(visits.get(String(row.id))).not.toContain(String(row.name));
    // (A reason of a word or two, « Suivi », may also be a service's name: only sentences are checked.)
    if (String(row.reason ?? '').length >= 16) expect(text).not.toContain(String(row.reason).slice(0, 24));
  }

  await section.getByRole('button', { name: 'Réinitialiser le lien' }).click();
  await expect(section.getByText('Un nouveau lien remplace l’ancien, qui ne fonctionne plus.')).toBeVisible();
  await expect(field).not.toHaveValue(new RegExp(address.replace(/[/.]/g, '\\$&')));
  expect((await page.request.get(address)).status()).toBe(404);
  expect((await page.request.get(new URL(await field.inputValue()).pathname)).status()).toBe(200);
});
