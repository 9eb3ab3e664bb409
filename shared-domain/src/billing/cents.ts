// The guard of every money rule: an amount is a non-negative integer number of cents, or the
// caller's bug is thrown at once (never rounded or recorded).

/** `cents` when it is a safe non-negative integer; a RangeError naming `what` otherwise. */
export function requireCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of cents, got ${cents}`);
  }
  return cents;
}
