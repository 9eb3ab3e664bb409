// The timing half of « an answer must not tell a known address from a stranger's » (run by the
// benchmark's `*.timing.ts`, never by CI): pairs of requests taken back to back, one for a known
// address and one for an unknown one, alternating which goes first (that cancels a drift of the
// machine's load), each starting once the work behind the one before is over, so only the answer
// itself is measured. A leak shows in every round; a busy machine's noise seldom in three in a row.
import { expect } from 'vitest';

export interface AnswerTiming {
  patient: number;
  unknown: number;
  gap: number;
}

export interface AnswerTimingPlan {
  /** Makes `email` a known address (a patient, an appointment…) before its pair is timed. */
  prepareKnown(email: string): Promise<void>;
  /** Sends the request and checks its answer (the same for both kinds). */
  ask(email: string): Promise<void>;
  /** Waits for the work behind a known address's answer (its e-mail queued) to be over. */
  settleKnown(email: string): Promise<void>;
  /** Makes each round's addresses its own. */
  label: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function measureRound(plan: AnswerTimingPlan, round: number, pairs: number, warmUp: number): Promise<AnswerTiming> {
  const patient: number[] = [];
  const unknown: number[] = [];
  const gaps: number[] = [];
  for (let index = 0; index < pairs + warmUp; index += 1) {
    const known = `patiente-${plan.label}-${round}-${index}@courriel.example`;
    await plan.prepareKnown(known);
    const order = index % 2 === 0 ? [known, null] : [null, known];
    const pair = { patient: 0, unknown: 0 };
    for (const email of order) {
      const started = performance.now();
      await plan.ask(email ?? `inconnu-${plan.label}-${round}-${index}@courriel.example`);
      pair[email ? 'patient' : 'unknown'] = performance.now() - started;
      if (email) await plan.settleKnown(email);
      await pause();
    }
    if (index < warmUp) continue;
    patient.push(pair.patient);
    unknown.push(pair.unknown);
    gaps.push(pair.patient - pair.unknown);
  }
  return { patient: median(patient), unknown: median(unknown), gap: median(gaps) };
}

/**
 * Up to three rounds of 50 pairs (after 5 to warm up): the medians of both kinds, and the median gap
 * within pairs, must agree within `boundMs` in at least one round.
 */
export async function expectSameAnswerTime(plan: AnswerTimingPlan, boundMs = 0.4): Promise<void> {
  const within = (medians: AnswerTiming) => Math.abs(medians.patient - medians.unknown) < boundMs && Math.abs(medians.gap) < boundMs;
  const rounds: AnswerTiming[] = [];
  for (let round = 0; round < 3 && !rounds.some(within); round += 1) rounds.push(await measureRound(plan, round, 50, 5));
  expect(rounds.some(within), JSON.stringify(rounds)).toBe(true);
}
