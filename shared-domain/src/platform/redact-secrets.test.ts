import { describe, expect, it } from 'vitest';
import { isSecretName, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it.each([
    ['a password in a message', 'Échec: password=hunter2!! pour marie', 'Échec: password=[masqué] pour marie'],
    ['a password in JSON', '{"motDePasse":"Tr0ub4dor&3","ok":true}', '{"motDePasse":"[masqué]","ok":true}'],
    ['a token in a query', 'GET /api/x?access_token=abc123&page=2', 'GET /api/x?access_token=[masqué]&page=2'],
    ['a bearer token', 'fetch failed with Bearer abc.def-ghi_123', 'fetch failed with Bearer [masqué]'],
    ['an Authorization header', 'Authorization: Basic dXNlcjpwYXNz', 'Authorization: [masqué]'],
    ['a cookie header', 'Cookie: clinic_session=s3cr3t; theme=dark\nnext line', 'Cookie: [masqué]\nnext line'],
    ['a card number', 'carte 4111 1111 1111 1111 refusée', 'carte [carte masquée] refusée'],
    ['a card number with dashes, not Luhn-valid', 'n° 1234-5678-9012-3456', 'n° [carte masquée]'],
    ['a 19-digit card number', 'pan=6011000990139424123', 'pan=[carte masquée]'],
    ['an e-mail address', 'Aucun rendez-vous pour marie.tremblay@exemple.ca', 'Aucun rendez-vous pour [courriel masqué]'],
    ['a JSON Web Token', 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature', 'jwt [masqué]'],
    ['a manage link token', 'GET /appointment/manage/Zm9vYmFyYmF6cXV4cXV1eA failed', 'GET /appointment/manage/[masqué] failed'],
    ['a random-looking key', 'key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b', 'key [masqué]'],
  ])('masks %s', (_what, text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it('keeps what is not secret: codes, paths, line numbers, phone numbers, dates, words', () => {
    const text =
      'NET_001 at RequestModal (https://clinique.example/assets/index-BkX3d9aF.js:73:5) 514 555-0199 2026-11-18T14:59:58.000Z errorCode=VAL_001';
    expect(redactSecrets(text)).toBe(text);
  });
});

describe('isSecretName', () => {
  it.each(['password', 'newPassword', 'authToken', 'Cookie', 'authorization', 'cardNumber', 'cvv', 'apiKey', 'sessionId', 'otp'])(
    'says %s holds a secret',
    (name) => {
      expect(isSecretName(name)).toBe(true);
    },
  );

  it.each(['route', 'feature', 'componentStack', 'source', 'line', 'column', 'thrown', 'inside'])('says %s does not', (name) => {
    expect(isSecretName(name)).toBe(false);
  });
});
