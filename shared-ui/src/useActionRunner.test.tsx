// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './api-result';
import { problemText } from './problem-message';
import { useActionRunner } from './useActionRunner';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function Actions({
  issue,
  send,
  refresh,
}: {
  issue(): Promise<ApiResult<{ number: string }>>;
  send(): Promise<ApiResult<void>>;
  refresh(): Promise<unknown>;
}) {
  const runner = useActionRunner({ refresh, busyText: 'En cours…' });
  return (
    <>
      <button type="button" onClick={() => void runner.run('issue', issue, (data) => `Facture ${data.number} émise.`)}>
        {runner.running === 'issue' ? 'En cours…' : 'Émettre'}
      </button>
      <button type="button" onClick={() => void runner.run('send', send, 'Facture envoyée.')}>
        Envoyer
      </button>
      <p role="alert">{runner.problem ? `${runner.problem.action} : ${runner.problem.message}` : ''}</p>
      <p role="status">{runner.status}</p>
    </>
  );
}

describe('useActionRunner', () => {
  it('runs one action at a time, reads again, then says what was done', async () => {
    const answer = deferred<ApiResult<{ number: string }>>();
    const issue = vi.fn(() => answer.promise);
    const send = vi.fn(async (): Promise<ApiResult<void>> => ({ kind: 'ok', data: undefined }));
    const refreshed = deferred<void>();
    const refresh = vi.fn(() => refreshed.promise);
    render(<Actions issue={issue} send={send} refresh={refresh} />);

    fireEvent.click(screen.getByRole('button', { name: 'Émettre' }));
    expect(screen.getByRole('status').textContent).toBe('En cours…');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(send).not.toHaveBeenCalled();

    await act(async () => answer.resolve({ kind: 'ok', data: { number: 'F-2026-0001' } }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => refreshed.resolve());
    expect(screen.getByRole('status').textContent).toBe('Facture F-2026-0001 émise.');
  });

  it('starts one action for two clicks made before React draws again (a double click)', async () => {
    const answer = deferred<ApiResult<void>>();
    const send = vi.fn(() => answer.promise);
    const issue = vi.fn(async (): Promise<ApiResult<{ number: string }>> => ({ kind: 'ok', data: { number: 'F-1' } }));
    render(<Actions issue={issue} send={send} refresh={async () => undefined} />);
    const button = screen.getByRole('button', { name: 'Envoyer' });
    act(() => {
      button.click();
      button.click();
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve({ kind: 'ok', data: undefined }));
    expect(screen.getByRole('status').textContent).toBe('Facture envoyée.');
  });

  it('keeps a refusal with the action’s name and reads again what the server now holds', async () => {
    const issue = async (): Promise<ApiResult<{ number: string }>> => ({
      kind: 'error',
      error: { status: 409, code: 'BOOK_001', message: 'La facture a changé entre-temps.' },
    });
    const refresh = vi.fn(async () => undefined);
    render(<Actions issue={issue} send={async () => ({ kind: 'ok', data: undefined })} refresh={refresh} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Émettre' })));
    expect(screen.getByRole('alert').textContent).toBe('issue : La facture a changé entre-temps.');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the server could not be reached, without reading again', async () => {
    const send = async (): Promise<ApiResult<void>> => ({
      kind: 'unreachable',
      reason: 'network',
      cause: new TypeError('Failed to fetch'),
    });
    const refresh = vi.fn(async () => undefined);
    render(<Actions issue={async () => ({ kind: 'ok', data: { number: 'x' } })} send={send} refresh={refresh} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(screen.getByRole('alert').textContent).toBe(`send : ${problemText.unreachable}`);
    expect(refresh).not.toHaveBeenCalled();
  });
});
