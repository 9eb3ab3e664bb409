// The link's token is unknown, expired or malformed. The API answers 404 for a token it cannot
// open, and its parameter check answers 422 on `token` for one that cannot be a token at all;
// the page treats both alike.
import type { ApiError } from 'shared-domain/platform/errors';

export function isUnknownLink(error: ApiError): boolean {
  return error.status === 404 || (error.status === 422 && Boolean(error.fields?.token));
}
