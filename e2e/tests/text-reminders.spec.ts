// Text reminders that close the loop, on a server of its own whose texts go to the loopback Twilio
// (api/src/testing/twilio-listener.ts): the suite's server has no TWILIO_*. Mathieu (the demo's
// mobile number, text consent given) has a visit in three days, reminded by e-mail two hours ago and
// not confirmed: the follow-up text leaves, his « oui » (a webhook Twilio signs) confirms the visit,
// his « STOP » withdraws his texts in the consent ledger at once (his file shows both), and his next
// unconfirmed visit gets no text; an odd reply lands in Ma Journée's « Textos reçus », marked « Traité ».
import { randomUUID } from 'node:crypto';
import { startTwilioListener, type TwilioListener } from 'api/testing/twilio-listener';
import { startServer } from '../bench/server';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase } from '../support/clinic-database';
import { clinicDay, spokenDay } from '../support/clinic-days';
import { expect, onServer, test } from '../support/side-server';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

const mathieu = { email: 'mathieu.cote@courriel.example', number: '+14385550163', name: 'Mathieu Côté' };

let twilio: TwilioListener;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  // Starting means compiling the API and seeding the demo clinic.
  test.setTimeout(200_000);
  twilio = await startTwilioListener();
  const { accountSid, authToken, from, apiUrl } = twilio.config;
  server = await startServer(
    {
      TRUST_PROXY: 'true',
      REMINDER_CHECK_SECONDS: '2',
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: from,
      TWILIO_API_URL: apiUrl,
    },
    { withMailbox: true },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await twilio?.close();
});

test('a reminder unconfirmed by e-mail goes by text, « oui » confirms the visit, « STOP » stops texts, an odd reply waits for the desk', async ({
  browser,
}) => {
  const { dataDir, url } = server;
  // Whatever the hour the suite runs: no quiet hours, and a follow-up due up to a week ahead.
  await queryClinicDatabase(
    dataDir,
    'update clinic_settings set quiet_hours_start = null, quiet_hours_end = null, reminder_hours_before = 168, text_follow_up_hours_before = 167',
  );
  // His demo visits aside (confirmed already): only the test's is followed up.
  await queryClinicDatabase(
    dataDir,
    'update appointments set presence_confirmed = 1 where patient_id = (select id from patients where email = ?)',
    [mathieu.email],
  );
  const visitId = randomUUID();
  const visitDay = clinicDay(3);
  /** A visit of his at 10:00 on `day`, reminded by e-mail two hours ago and not confirmed. */
  const remindedVisit = async (id: string, day: string) => {
    const stamp = new Date().toISOString();
    const remindedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await queryClinicDatabase(
      dataDir,
      `insert into appointments (id, patient_id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes,
         presence_confirmed, reminder_sent_at, created_at, updated_at)
       select ?, id, first_name || ' ' || last_name, email, phone, 'confirmed', ?, '10:00', 30, 0, ?, ?, ? from patients where email = ?`,
      [id, day, remindedAt, stamp, stamp, mathieu.email],
    );
  };
  await remindedVisit(visitId, visitDay);
  const [patient] = await queryClinicDatabase(dataDir, 'select id from patients where email = ?', [mathieu.email]);

  // The follow-up job looks every 2 s and the sender every 10 s: polled until Twilio has the text.
  const sentSid = async () =>
    (await queryClinicDatabase(dataDir, 'select provider_sid from text_outbox where appointment_id = ?', [visitId]))[0]?.provider_sid;
  await expect.poll(sentSid, { timeout: 30_000 }).toBeTruthy();
  const sid = await sentSid();
  const text = twilio.received.find((received) => received.sid === sid);
  expect(text?.to).toBe(mathieu.number);
  expect(text?.body).toMatch(/n’est pas encore confirmé\. Répondez OUI/);

  const inbound = `${url}/api/webhooks/texts/inbound`;
  expect((await twilio.inbound(inbound, { from: mathieu.number, body: 'oui' })).status).toBe(200);
  const [visit] = await queryClinicDatabase(dataDir, 'select presence_confirmed from appointments where id = ?', [visitId]);
  expect(visit?.presence_confirmed).toBe(1);

  // « STOP »: his text reminders withdrawn in the ledger at once, by text.
  expect((await twilio.inbound(inbound, { from: mathieu.number, body: 'STOP' })).status).toBe(200);
  const [ledger] = await queryClinicDatabase(
    dataDir,
    `select withdrawn_channel from patient_consents where patient_id = ? and kind = 'text_reminders' and withdrawn_at is not null`,
    [String(patient?.id)],
  );
  expect(ledger?.withdrawn_channel).toBe('text');
  // His next visit, unconfirmed after its e-mail like the first: a run of the follow-up job started
  // after it was written (its row in job_states, polled: another process runs it) texts nothing.
  const nextVisitId = randomUUID();
  await remindedVisit(nextVisitId, clinicDay(4));
  const writtenAt = Date.now();
  const lastFollowUpRun = async () =>
    Date.parse(
      String(
        (await queryClinicDatabase(dataDir, `select last_started_at from job_states where name = 'text-follow-ups'`))[0]?.last_started_at,
      ),
    );
  await expect.poll(lastFollowUpRun, { timeout: 20_000 }).toBeGreaterThan(writtenAt);
  expect(await queryClinicDatabase(dataDir, 'select id from text_outbox where appointment_id = ?', [nextVisitId])).toEqual([]);

  const { context, page } = await onServer(browser, server);
  await signedInStaffMember(page, url, await giveOwnClientAddress(page), 'admin', dataDir);
  await page.goto(`/admin/patients/${String(patient?.id)}`);
  // Its row: three days ahead at 10 h sharp (his demo visits were confirmed above).
  const upcoming = page
    .getByRole('listitem')
    .filter({ hasText: spokenDay(visitDay) })
    .filter({ hasText: /à 10 h —/ })
    .filter({ hasText: 'Présence confirmée' });
  await expect(upcoming).toBeVisible();
  const textConsent = page.getByRole('article', { name: 'Rappels par texto' });
  await expect(textConsent.getByText(/^Retiré le .* \(par texto\)$/)).toBeVisible();

  expect((await twilio.inbound(inbound, { from: mathieu.number, body: 'Je serai 10 minutes en retard' })).status).toBe(200);
  await page.goto('/admin/dashboard');
  const texts = page.getByRole('region', { name: /^Textos reçus/ });
  const reply = texts.getByRole('listitem').filter({ hasText: 'Je serai 10 minutes en retard' });
  await expect(reply).toBeVisible();
  await expect(reply.getByRole('link', { name: mathieu.name })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await reply.getByRole('button', { name: `Traité : réponse de ${mathieu.name}` }).click();
  await expect(texts.getByText('Je serai 10 minutes en retard')).toHaveCount(0);
  await expect(texts.getByRole('status')).toHaveText(`La réponse de ${mathieu.name} est traitée.`);
  await context.close();
});
