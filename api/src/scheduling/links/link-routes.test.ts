import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appointments, emailOutbox } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { testNow, useTestApp } from '../../testing/test-app';
import { outboxMails } from '../../testing/outbox';

const notFoundMessage = 'Rendez-vous non trouvé ou lien invalide';
const notFoundBody = { error: { code: 'NOT_FOUND', message: notFoundMessage } };

describe('GET /api/links/appointments/:token', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let nextClient = 1;

  const open = (token: string) => testApp().app.request(`/api/links/appointments/${token}`);

  /** Asks for the management links of `email` as a visitor would, and reads them from the e-mail sent. */
  async function linksSentTo(email: string): Promise<string[]> {
    const before = await testApp().db.$count(emailOutbox);
    const response = await testApp().app.request('/api/public/manage-link-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${nextClient++}` },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(202);
    // One read: the count and the mail come from the same rows (the mail is queued after the 202).
    const mail = await vi.waitFor(async () => {
      const rows = await outboxMails(testApp(), eq(emailOutbox.to, email));
      expect(await testApp().db.$count(emailOutbox)).toBe(before + 1);
      expect(rows).toHaveLength(1);
      return rows[0]!;
    });
    return [...mail.text.matchAll(/\/appointment\/manage\/([\w-]+)/g)].map((match) => match[1]!);
  }

  /** Someone's only appointment, confirmed, on Friday 2026-11-20 at 14:00. */
  async function bookFriday(email: string) {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        name: 'Camille Gagnon',
        email,
        phone: '514 555-0133',
        status: 'confirmed',
        scheduledDate: '2026-11-20',
        scheduledTime: '14:00',
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    return row!.id;
  }

  beforeEach(() => testApp().clock.set(testNow));

  it('refuses a malformed token with 422 and a French message for the field', async () => {
    const response = await open('short%20token!');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'VAL_001',
        message: 'Certains champs sont invalides.',
        fields: { token: notFoundMessage },
      },
    });
  });

  it('answers 404 for a well-formed token that matches no appointment', async () => {
    const response = await open('A'.repeat(32));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFoundBody);
  });

  it("shows a seeded appointment, reached from the e-mailed link, with its service's name and price", async () => {
    const [noah] = await testApp().db.select({ email: appointments.email }).from(appointments).where(eq(appointments.name, 'Noah Roy'));
    const tokens = await linksSentTo(noah!.email);
    const shown = await Promise.all(tokens.map(async (token) => (await open(token)).json()));
    expect(shown).toContainEqual(
      expect.objectContaining({
        name: 'Noah Roy',
        status: 'pending',
        scheduledTime: '16:00',
        serviceName: 'Neuropédiatrie fonctionnelle',
        priceCents: 12000,
      }),
    );
  });

  it('keeps only a hash of the token: the link is found nowhere in the database but the mail itself', async () => {
    await bookFriday('camille.hash@courriel.example');
    const [link] = await linksSentTo('camille.hash@courriel.example');
    expect((await open(link!)).status).toBe(200);
    const tables = await testApp().db.all<{ name: string }>(
      sql`select name from sqlite_master where type = 'table' and name not in ('email_outbox', '__drizzle_migrations')`,
    );
    for (const { name } of tables) {
      const rows = await testApp().db.all(sql`select * from ${sql.identifier(name)}`);
      expect(JSON.stringify(rows), name).not.toContain(link);
    }
  });

  it('works until the end of the 7th day after the appointment, then answers the same 404', async () => {
    await bookFriday('camille.fin@courriel.example');
    const [link] = await linksSentTo('camille.fin@courriel.example');
    // Friday 2026-11-27, 23:59 in Montréal is still within the 7 days after 2026-11-20.
    testApp().clock.set('2026-11-28T04:59:00Z');
    expect((await open(link!)).status).toBe(200);
    testApp().clock.set('2026-11-28T05:00:00Z');
    const refused = await open(link!);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(notFoundBody);
  });

  it('stops showing a completed appointment once its days are over, even if the clinic moved it earlier', async () => {
    const id = await bookFriday('camille.terminee@courriel.example');
    const [link] = await linksSentTo('camille.terminee@courriel.example');
    // The clinic saw her on Thursday instead, and the visit is over.
    await testApp()
      .db.update(appointments)
      .set({ scheduledDate: '2026-11-19', status: 'completed', updatedAt: testNow })
      .where(eq(appointments.id, id));
    testApp().clock.set('2026-11-26T20:00:00Z');
    expect(await (await open(link!)).json()).toMatchObject({ status: 'completed', scheduledDate: '2026-11-19' });
    testApp().clock.set('2026-11-27T12:00:00Z');
    expect((await open(link!)).status).toBe(404);
    testApp().clock.set('2027-06-01T12:00:00Z');
    expect((await open(link!)).status).toBe(404);
  });
});
