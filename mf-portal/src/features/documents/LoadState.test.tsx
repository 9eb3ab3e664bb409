import { ApiRequestError, UnreachableError } from 'shared-ui/api-result';
import { describe, expect, it } from 'vitest';
import { loadFailureMessage, loadStateText } from './LoadState';

describe('loadFailureMessage', () => {
  it('gives the server’s French message for a refusal, ours when no answer came, and a general one for anything else', () => {
    const refusal = new ApiRequestError({ status: 503, code: 'DB_002', message: 'La base de données est momentanément indisponible.' });
    expect(loadFailureMessage(refusal)).toBe('La base de données est momentanément indisponible.');
    expect(loadFailureMessage(new UnreachableError('network'))).toBe(loadStateText.unreachable);
    expect(loadFailureMessage(new UnreachableError('timeout'))).toBe(loadStateText.unreachable);
    expect(loadFailureMessage(new Error('bug'))).toBe(loadStateText.unexpected);
  });
});
