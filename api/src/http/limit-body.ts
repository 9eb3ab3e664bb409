// Hono's body limit, refusing with the API's own error rather than Hono's plain-text 413.
import { bodyLimit } from 'hono/body-limit';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { AppError } from './app-error';

export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(errorCodes.payloadTooLarge, errorMessages.payloadTooLarge);
    },
  });
}
