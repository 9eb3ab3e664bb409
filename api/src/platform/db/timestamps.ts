// The instants a new row is stamped with, from the injected clock: `.values({ ...timestamps(clock), … })`.
import type { Clock } from 'shared-domain/platform/clinic-time';

/** `createdAt` and `updatedAt` of a row written now. */
export function timestamps(clock: Clock): { createdAt: string; updatedAt: string } {
  const now = clock.now().toISOString();
  return { createdAt: now, updatedAt: now };
}

/** `createdAt` alone, for tables that record no later change. */
export function createdTimestamp(clock: Clock): { createdAt: string } {
  return { createdAt: clock.now().toISOString() };
}
