import { errorCodes } from 'shared-domain/platform/errors';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, UnreachableError } from './api-result';
import { problemMessage, problemText } from './problem-message';

describe('problemMessage', () => {
  it('gives the API’s own message for a refusal', () => {
    const refusal = new ApiRequestError({ status: 409, code: errorCodes.likelyDuplicatePatient, message: 'Ce dossier existe déjà.' });
    expect(problemMessage(refusal)).toBe('Ce dossier existe déjà.');
  });

  it('says the server could not be reached for a network failure or a timeout', () => {
    expect(problemMessage(new UnreachableError('network'))).toBe(problemText.unreachable);
    expect(problemMessage(new UnreachableError('timeout'))).toBe(problemText.unreachable);
    expect(problemMessage(new TypeError('Failed to fetch'))).toBe(problemText.unreachable);
    expect(problemText.unreachable).toBe(
      'Impossible de joindre le serveur de la clinique. Vérifiez votre connexion Internet, puis réessayez.',
    );
  });

  it('says something unexpected happened for anything else, even a value that is not an error', () => {
    expect(problemMessage(new Error('bug'))).toBe('Une erreur inattendue est survenue. Veuillez réessayer.');
    expect(problemMessage(undefined)).toBe(problemText.unexpected);
    expect(problemMessage('texte')).toBe(problemText.unexpected);
  });
});
