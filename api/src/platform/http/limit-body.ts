// Hono's body limit, refusing with the API's own error rather than Hono's plain-text 413.
import { bodyLimit } from 'hono/body-limit';
import { errorCodes, errorMessages } from 'shared-domain/platform/errors';
import { AppError } from './app-error';

/** `message`: what the refusal says, e.g. a route's own limit in words the person understands. */
export function limitBody(maxBytes: number, message: string = errorMessages.payloadTooLarge) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(errorCodes.payloadTooLarge, message);
    },
  });
}
