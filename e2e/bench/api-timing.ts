// Timing the API as one staff member clicking: sign the demo admin in (password and authenticator
// code), then call paths one after the other and keep the percentiles. Shared by the back-office
// and finance benches.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { totpCodeAt } from 'api/testing/authenticator';

export interface Timing {
  label: string;
  path: string;
  p50: number;
  p95: number;
  max: number;
  bytes: number;
  /** The bar this view is held to, when not the back-office's 200 ms. */
  barMs?: number;
}

/** Signs the demo admin in with her password and her authenticator's current code; the cookie header. */
export async function staffCookie(url: string, dataDir: string): Promise<string> {
  const accounts = JSON.parse(await readFile(join(dataDir, 'demo-accounts.json'), 'utf8')) as {
    staffEmail: string;
    staffPassword: string;
    staffTotpSecret: string;
  };
  const headers = { 'content-type': 'application/json', origin: url };
  const signIn = await fetch(`${url}/api/auth/staff/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: accounts.staffEmail, password: accounts.staffPassword }),
  });
  if (!signIn.ok) throw new Error(`sign-in refused: ${signIn.status} ${await signIn.text()}`);
  // A sign-in clears any old session cookie, then sets the new one: the last value of each name counts.
  const cookiesOf = (response: Response) => {
    const jar = new Map(response.headers.getSetCookie().map((line) => (line.split(';')[0] ?? '').split('=') as [string, string]));
    return [...jar]
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  };
  const cookie = cookiesOf(signIn);
  const verify = await fetch(`${url}/api/auth/second-factor/verify`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ code: await totpCodeAt(accounts.staffTotpSecret, new Date()) }),
  });
  if (!verify.ok) throw new Error(`second factor refused: ${verify.status} ${await verify.text()}`);
  return cookiesOf(verify) || cookie;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `rounds` requests one after the other (after a warm-up), as one staff member clicking: latency, not throughput. */
export async function time(url: string, cookie: string, label: string, paths: string[], rounds = 200): Promise<Timing> {
  const call = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString()}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let index = 0; index < 20; index++) await call(paths[index % paths.length] as string);
  const samples: { ms: number; bytes: number }[] = [];
  for (let index = 0; index < rounds; index++) samples.push(await call(paths[index % paths.length] as string));
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    label,
    path: paths[0] as string,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
    bytes: Math.max(...samples.map((sample) => sample.bytes)),
  };
}

/** One line per timing: p50, p95, max, bytes, and whether its p95 keeps within `barMs`. */
export function printTimings(timings: readonly Timing[], barMs: number, labelWidth = 24): void {
  for (const timing of timings) {
    const verdict = timing.p95 <= barMs ? 'ok' : `AU-DESSUS DE ${barMs} ms`;
    console.log(
      `${timing.label.padEnd(labelWidth)} p50 ${timing.p50.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms  max ${timing.max.toFixed(0).padStart(4)} ms  ${(timing.bytes / 1024).toFixed(1).padStart(7)} KB  ${verdict}`,
    );
  }
}
