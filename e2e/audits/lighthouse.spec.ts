// Lighthouse on `/` of the production build (mobile, the system Chromium): what does not depend on
// how busy the machine is. Accessibility, best practices and SEO must be 100 and nothing may hold
// the first paint back (render-blocking resources). Performance, total blocking time and LCP move
// with the machine's load (this 2-core machine's benchmark index swings 1,700–2,700 between runs),
// so they are not judged here: `pnpm --filter e2e bench` prints them with their medians
// (docs/decisions/004-first-load-budget.md).
// The site is measured on a server of its own, started fresh as `npm start` would start it (the
// demo clinic, no test data, no 2-second job timers, no request log): what is judged is the page,
// not what a hundred tests left in the suite's server.
import { runLighthouse } from '../bench/lighthouse';
import { startServer } from '../bench/server';
import { expect, test } from '../support/fixtures';

let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('Lighthouse: accessibility, best practices and SEO are 100 on /, and nothing blocks the first paint', async () => {
  test.setTimeout(120_000);
  const { scores, failing, renderBlocking } = await runLighthouse(`${server.url}/`);
  console.log(`Lighthouse mobile : ${JSON.stringify(scores)}`);
  expect({ accessibility: scores.accessibility, 'best-practices': scores['best-practices'], seo: scores.seo }, failing.join(' | ')).toEqual(
    { accessibility: 100, 'best-practices': 100, seo: 100 },
  );
  expect(renderBlocking).toEqual([]);
});
