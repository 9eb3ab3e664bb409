import { errorCodes } from 'shared-domain/platform/errors';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';
import { problemText } from './problem-message';

describe('failureMessage', () => {
  it('gives the API’s own message for a refusal', () => {
    const refusal = {
      kind: 'error',
      error: { status: 409, code: errorCodes.likelyDuplicatePatient, message: 'Ce dossier existe déjà.' },
    } as const;
    expect(failureMessage(refusal)).toBe('Ce dossier existe déjà.');
    expect(failureMessage(refusal, 'Autre phrase.')).toBe('Ce dossier existe déjà.');
  });

  it('says the server could not be reached when no answer came, in the screen’s own words when it gives them', () => {
    const unreachable = { kind: 'unreachable', reason: 'timeout', cause: new Error('timeout') } as const;
    expect(failureMessage(unreachable)).toBe(problemText.unreachable);
    expect(failureMessage(unreachable, `${problemText.unreachable} Rien n’a été enregistré.`)).toBe(
      `${problemText.unreachable} Rien n’a été enregistré.`,
    );
  });
});
