// The back-office's daily operations end to end, as a staff member signed
// in with a real authenticator code: a request sent from the public site is scheduled from the
// inbox and its patient receives the confirmation; an appointment is created, moved, and a clash
// refused; today's visit is marked completed and the estimated revenue moves; a patient is found
// with the search shortcut and their file opened; a blocked afternoon leaves the public booking;
// a waitlisted patient is offered a slot by hand. axe on each screen and overlay visited.
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { clinicToday, dayButtonName, followUpDay, projectOpenDay, spokenTime, suiteOpenDays } from '../support/clinic-days';
import { linkFromMail } from '../support/mailbox';
import { giveOwnClientAddress, uniqueEmail } from '../support/public-site';
import { openSidebarIfFolded, signedInStaffMember } from '../support/staff';

test.use({ allowConsoleErrors: /status of (404|409|422)/ });

/** '1 234,50 $' → 123450. */
const centsOf = (money: string) => Math.round(Number(money.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

// Once, on the desktop: its phone version would check the same server behaviour; the phone's
// back-office layout is the week calendar's test below.
test('staff run the day: a request scheduled, an appointment created and moved, a visit completed, a patient found, an afternoon blocked, a slot offered', {
  tag: '@une-fois',
}, async ({ page, request, baseURL }) => {
  // Seven views walked, each audited by axe: 5 minutes had not reached the end at a load average of
  // 30 on 2 cores (every step passed).
  test.setTimeout(480_000);
  const address = await giveOwnClientAddress(page);
  const headers = { origin: baseURL as string, 'x-forwarded-for': address };
  await signedInStaffMember(page, baseURL as string, address);
  const phone = test.info().project.name === 'téléphone';
  const day = await followUpDay(request, headers, projectOpenDay(suiteOpenDays.backOffice, test.info().project.name));

  // A request from the public site's modal, scheduled from the inbox into this project's day.
  // « la demande d'Alice » but « de Rose »: the screen elides « de » before a vowel.
  const requester = {
    name: phone ? 'Rose Gingras' : 'Alice Gingras',
    of: phone ? 'de Rose Gingras' : "d'Alice Gingras",
    email: uniqueEmail('demande'),
  };
  const sent = await request.post('/api/public/appointment-requests', {
    headers,
    data: { ...requester, phone: '514 555-0148', reason: 'Douleur au genou depuis une chute', patient_age: '', preferred_time: '' },
  });
  expect(sent.status()).toBe(201);
  await page.goto('/admin/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Planifier la demande ${requester.of}` }).click();
  const schedule = page.getByRole('dialog');
  await schedule.getByRole('combobox', { name: /Service/ }).selectOption(day.serviceId);
  await schedule.getByRole('button', { name: dayButtonName(day.date) }).click();
  const requestTime = day.free[0] as string;
  await schedule
    .getByRole('button', { name: spokenTime(requestTime), exact: true })
    .first()
    .click();
  await expectNoAxeViolations(page, 'dialog[open]');
  await schedule.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(page.getByText(new RegExp(`Rendez-vous confirmé pour ${requester.name}`))).toBeVisible();
  await linkFromMail(requester.email, /http:\/\/\S+\/appointment\/manage\/[\w-]+/, 0);

  // On the calendar: an appointment created for a new patient, then moved; the server refuses a
  // move onto the request's slot (the dialogs offer only free times, so the clash goes to the API).
  const api = (method: 'get' | 'post' | 'patch', path: string, data?: unknown) => page.request[method](path, { headers, data });
  const [createdAt, movedTo] = [day.free[1] as string, day.free[2] as string];
  const newcomer = phone ? 'Marchand' : 'Marchessault';
  await page.goto(`/admin/calendar?vue=jour&date=${day.date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
  const create = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await create.getByRole('radio', { name: 'Nouveau patient' }).check();
  await create.getByRole('textbox', { name: /Prénom/ }).fill('Hélène');
  await create.getByRole('textbox', { name: /^Nom/ }).fill(newcomer);
  await create.getByRole('textbox', { name: /Courriel/ }).fill(uniqueEmail('creee'));
  await create.getByRole('combobox', { name: /Service/ }).selectOption(day.serviceId);
  await create.getByLabel(/^Date/).fill(day.date);
  await create.getByRole('button', { name: spokenTime(createdAt), exact: true }).click();
  await expectNoAxeViolations(page, 'dialog[open]');
  await create.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  await expect(page.getByText('Rendez-vous créé.').first()).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Hélène ${newcomer}`) }).click();
  const details = page.getByRole('dialog', { name: new RegExp(`Hélène ${newcomer}`) });
  await expectNoAxeViolations(page, 'dialog[open]');
  await details.getByRole('button', { name: 'Déplacer' }).click();
  await details.getByRole('button', { name: spokenTime(movedTo), exact: true }).click();
  await details.getByRole('button', { name: 'Déplacer' }).click();
  await expect(page.getByText('Rendez-vous déplacé.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The cancellation step (a reason is asked), looked at and left.
  await page.getByRole('button', { name: new RegExp(`Hélène ${newcomer}`) }).click();
  await details.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  await expect(details.getByRole('textbox', { name: /Raison de l'annulation/ })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await details.getByRole('button', { name: 'Retour au rendez-vous' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  const { appointments: listed } = (await (await api('get', `/api/admin/appointments?from=${day.date}&to=${day.date}`)).json()) as {
    appointments: { id: string; name: string; scheduledTime: string }[];
  };
  const moved = listed.find((row) => row.name === `Hélène ${newcomer}`);
  expect(moved?.scheduledTime).toBe(movedTo);
  const clash = await api('patch', `/api/admin/appointments/${moved?.id}`, { date: day.date, time: requestTime });
  expect(clash.status()).toBe(409);
  expect(((await clash.json()) as { error: { message: string } }).error.message).toBe('Ce créneau chevauche un autre rendez-vous.');

  // Today's visit (a walk-in booked before opening) marked completed: the estimated revenue moves.
  const today = clinicToday();
  const walkIn = phone ? 'Yves Lacasse' : 'Yvon Lacasse';
  const todays = await api('post', '/api/admin/appointments', {
    newPatient: { firstName: walkIn.split(' ')[0], lastName: 'Lacasse', phone: '514 555-0139' },
    serviceTypeId: day.serviceId,
    date: today,
    time: phone ? '07:30' : '07:00',
    notify: false,
  });
  expect(todays.status(), await todays.text()).toBe(201);
  await page.goto('/admin/dashboard');
  const revenue = page.getByRole('listitem').filter({ hasText: 'Revenu estimé' }).locator('.day-card__value');
  await expect(page.getByText(walkIn).first()).toBeVisible();
  const before = centsOf((await revenue.textContent()) ?? '');
  await expectNoAxeViolations(page);
  await page.getByRole('article').filter({ hasText: walkIn }).getByRole('button', { name: 'Marquer comme complété' }).click();
  await expect(page.getByText('RDV marqué comme complété').first()).toBeVisible();
  await expect.poll(async () => centsOf((await revenue.textContent()) ?? '')).toBeGreaterThanOrEqual(before + 6500);

  // The search shortcut (Alt+K works in every browser; Ctrl+K too where the browser lets it through).
  await page.locator('body').click();
  await page.keyboard.press('Alt+k');
  const search = page.getByRole('dialog', { name: 'Recherche globale' });
  await search.getByRole('combobox').fill(requester.name.split(' ')[0] as string);
  await expect(search.getByRole('option', { name: new RegExp(requester.name) }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await search.getByRole('combobox').press('ArrowDown');
  await search.getByRole('combobox').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: requester.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // An afternoon blocked: the public booking no longer offers it.
  const blocked = await api('post', '/api/admin/blocked-times', {
    startDate: day.date,
    endDate: day.date,
    startTime: '13:00',
    endTime: '17:00',
    reason: 'Formation',
  });
  expect(blocked.status()).toBe(201);
  const after = await followUpDay(request, headers, projectOpenDay(suiteOpenDays.backOffice, test.info().project.name));
  expect(after.free.filter((time) => time >= '13:00' && time < '17:00')).toEqual([]);
  expect(after.free.length).toBeGreaterThan(0);

  // A waitlisted patient offered a slot by hand from the waitlist screen.
  const waiting = uniqueEmail('attente.bureau');
  const joined = await request.post('/api/public/waitlist', {
    headers,
    data: {
      fullName: 'Paule Beaudoin',
      email: waiting,
      phone: '514 555-0162',
      preferredDays: [],
      preferredTimes: [],
      consent: true,
    },
  });
  expect(joined.status()).toBe(201);
  await openSidebarIfFolded(page);
  await page.getByRole('link', { name: "Liste d'attente" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Liste d'attente" })).toBeVisible();
  await page.getByRole('button', { name: 'Offrir un créneau' }).click();
  const offer = page.getByRole('dialog', { name: 'Offrir un créneau' });
  await offer.getByRole('combobox', { name: /Service/ }).selectOption(day.serviceId);
  await offer.getByRole('button', { name: dayButtonName(day.date) }).click();
  await offer
    .getByRole('button', { name: spokenTime(after.free.at(-1) as string), exact: true })
    .first()
    .click();
  await expectNoAxeViolations(page, 'dialog[open]');
  await offer
    .getByRole('button', { name: /Envoyer|Offrir/ })
    .last()
    .click();
  await linkFromMail(waiting, /http:\/\/\S+\/invitation\/[\w-]+/, 0);
});

// The week grid, measured in the browser on the demo's week (30-, 45- and 60-minute visits):
// on a desktop (1280 px) and a phone (390 px) no visit's lines or status badge run past its block,
// and on the phone the week scrolls in its frame without widening the page.
test('the week calendar draws every visit whole, its status badge included, and on a phone keeps to the screen’s width', async ({
  page,
  baseURL,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address);
  await page.goto('/admin/calendar?vue=semaine');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
  await expect(page.locator('.calendar-appt').first()).toBeVisible();
  const drawn = await page.evaluate(() => ({
    pageWidth: document.documentElement.scrollWidth,
    cut: [...document.querySelectorAll<HTMLElement>('.calendar-appt')]
      .filter((visit) => visit.scrollHeight > visit.clientHeight + 1)
      .map((visit) => visit.textContent),
    namesOverOneLine: [...document.querySelectorAll<HTMLElement>('.calendar-appt:not(.calendar-appt--roomy) .calendar-appt__patient')]
      .filter(
        (name) => name.getClientRects().length !== 1 || name.offsetHeight > 1.5 * Number.parseFloat(getComputedStyle(name).lineHeight),
      )
      .map((name) => name.textContent),
  }));
  expect(drawn).toEqual({ pageWidth: page.viewportSize()?.width, cut: [], namesOverOneLine: [] });
  if (!isMobile) return;
  // On the phone the week opens on today, beside the hours column that stays in place.
  const opened = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const [frame, hours, today] = [box('.calendar-frame'), box('.calendar-grid__times'), box('.calendar-day--today')];
    if (!frame || !hours || !today) return 'today, the hours or the frame not found';
    return {
      hoursAtTheFrameEdge: Math.abs(hours.left - frame.left) <= 2,
      // Beside the hours, or further right at the week's end (Saturday, Sunday: the frame scrolls no further).
      todayClearOfTheHours: today.left >= hours.right - 2,
      todayWhole: today.right <= frame.right + 1,
    };
  });
  expect(opened).toEqual({ hoursAtTheFrameEdge: true, todayClearOfTheHours: true, todayWhole: true });
});
