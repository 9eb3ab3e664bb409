// « Do this, show its failure, refresh »: one action at a time on a screen of buttons (issue an
// invoice, send it, remove a line). While one is on its way the others wait and the status line says
// so; a refusal or no answer is kept with the action's name (a dialog shows only its own); after a
// refusal what the server now holds is read again, after a success it is read again before the
// status line says what was done.
import { useRef, useState } from 'react';
import type { ApiResult } from './api-result';
import { failureMessage } from './failure-message';

export interface ActionProblem {
  /** The name the action was run under. */
  action: string;
  message: string;
}

export interface ActionRunnerOptions {
  /** Reads again what the actions change: awaited after a success, started after a refusal. */
  refresh?(): Promise<unknown>;
  /** The status line while an action is on its way. */
  busyText?: string;
}

export interface ActionRunner {
  /** The name of the action on its way, or null. */
  running: string | null;
  /** What the status line says (`role="status"`). */
  status: string;
  problem: ActionProblem | undefined;
  /**
   * Runs `call` unless another action is on its way; `done` is what the status line says once the
   * refresh is done (from the answer, when it tells), then `after` runs.
   */
  run<T>(name: string, call: () => Promise<ApiResult<T>>, done: string | ((data: T) => string), after?: (data: T) => void): Promise<void>;
  /** Something done elsewhere (a dialog): its message said, the last failure cleared. */
  say(message: string): void;
}

export function useActionRunner({ refresh, busyText = '' }: ActionRunnerOptions = {}): ActionRunner {
  const [running, setRunning] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<ActionProblem>();

  // Read at the click, not from the last render: two clicks before React draws again start one action.
  const inFlight = useRef(false);

  const run: ActionRunner['run'] = async (name, call, done, after) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(name);
    setProblem(undefined);
    setStatus(busyText);
    const result = await call().finally(() => {
      inFlight.current = false;
    });
    setRunning(null);
    setStatus('');
    if (result.kind !== 'ok') {
      setProblem({ action: name, message: failureMessage(result) });
      // Changed meanwhile: what the server now holds.
      if (result.kind === 'error') void refresh?.();
      return;
    }
    await refresh?.();
    setStatus(typeof done === 'string' ? done : done(result.data));
    after?.(result.data);
  };

  const say = (message: string) => {
    setProblem(undefined);
    setStatus(message);
  };

  return { running, status, problem, run, say };
}
