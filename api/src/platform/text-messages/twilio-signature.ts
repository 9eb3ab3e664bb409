// Twilio's signature of the requests it sends (delivery receipts, inbound texts): the base64
// HMAC-SHA1, keyed by the account's auth token, of the full URL the request was sent to followed by
// its POST parameters sorted by name, each name then its value, with nothing between them
// (https://www.twilio.com/docs/usage/security#validating-requests). The same function signs in the
// test kit's loopback server and verifies in the API's webhook.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const twilioSignatureHeader = 'X-Twilio-Signature';

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const names = Object.keys(params).sort();
  const signed = url + names.map((name) => name + params[name]).join('');
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `signature` (the header, possibly missing) is Twilio's for this URL and these parameters. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
