import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature';

// The example of Twilio's security page: its URL, parameters, auth token and signature.
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
const authToken = '12345';

describe('twilioSignature', () => {
  it('signs the URL and the parameters sorted by name as Twilio documents it', () => {
    expect(twilioSignature(authToken, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('accepts the signature and refuses another URL, another parameter, another token or no header', () => {
    const signature = twilioSignature(authToken, url, params);
    expect(isTwilioSignatureValid(authToken, url, params, signature)).toBe(true);
    expect(isTwilioSignatureValid(authToken, `${url}&baz=3`, params, signature)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, { ...params, Digits: '1235' }, signature)).toBe(false);
    expect(isTwilioSignatureValid('54321', url, params, signature)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, params, undefined)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, params, 'court')).toBe(false);
  });
});
