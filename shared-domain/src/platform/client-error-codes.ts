// The client's own error codes. Apart from client-error.ts (which re-exports them), so a screen
// that only names a code, like an error boundary, does not carry the product's code table with it.
/** Codes of the client only; the product codes (DB_002, VAL_*, NET_*) are in ./errors. */
export const clientErrorCodes = {
  global: 'GLOBAL_ERROR',
  unhandledPromise: 'UNHANDLED_PROMISE',
  unknown: 'UNKNOWN_ERROR',
} as const;
