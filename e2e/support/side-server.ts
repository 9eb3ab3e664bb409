// A server beside the suite's, for the journeys that change what the suite's other tests rely on:
// the desk closes today's cash (no more payments today), automation cancels the next open day's demo visits.
// One per worker, started on first use and shared by those journeys, whose data never meet: the
// desk bills and closes today, for patients of its own; automation's reminder, sick days and undo
// are on the next three days, for the next open day's demo patients and patients of its own. The
// money day (money-day.spec) closes today too, on a second such server (`moneyDayServer`). Their jobs look
// every 2 s, so a test sees them act, and the failure digest may leave at any hour.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startServer } from '../bench/server';
import { test as base } from './fixtures';
import { giveOwnClientAddress } from './public-site';

export type SideServer = Awaited<ReturnType<typeof startServer>>;

/** Starts a side server for the worker; stopped when the worker ends. */
async function sideServerFor(use: (server: SideServer) => Promise<void>): Promise<void> {
  const server = await startServer(
    {
      TRUST_PROXY: 'true',
      REMINDER_CHECK_SECONDS: '2',
      AUTOMATION_DIGEST_CHECK_SECONDS: '2',
      AUTOMATION_DIGEST_FROM: '00:00',
    },
    { withMailbox: true },
  );
  await use(server);
  await server.stop();
}

export const test = base.extend<Record<never, never>, { sideServer: SideServer; moneyDayServer: SideServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from the first parameter, which must be a destructuring pattern.
  sideServer: [async ({}, use) => sideServerFor(use), { scope: 'worker', timeout: 200_000 }],
  // The money day closes today's cash too: on a server of its own, whatever order the files run in.
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  moneyDayServer: [async ({}, use) => sideServerFor(use), { scope: 'worker', timeout: 200_000 }],
});

export { expect } from './fixtures';

/** A browser context on `server`, with the project's device (desktop or phone) and a client address of its own. */
export async function onServer(browser: Browser, server: SideServer): Promise<{ context: BrowserContext; page: Page }> {
  const { launchOptions: _launch, ...device } = test.info().project.use as Record<string, unknown>;
  const context = await browser.newContext({ ...device, baseURL: server.url });
  const page = await context.newPage();
  await giveOwnClientAddress(page);
  return { context, page };
}
