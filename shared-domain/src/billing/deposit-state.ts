// When a visit's deposit is expected: pure rules, apart from the deposit's schemas (deposit.ts) so
// the read-only views that show it (« Ma Journée ») load no zod.
/** A visit takes a deposit while it is still expected (pending or confirmed) on today or later: the desk offers it, the API checks it. */
export function visitTakesDeposit(visit: { status: string; scheduledDate: string | null }, today: string): boolean {
  return (visit.status === 'pending' || visit.status === 'confirmed') && visit.scheduledDate !== null && visit.scheduledDate >= today;
}

/** The desk offers « Encaisser le dépôt »: the visit takes one, its service asks one, none is paid yet. */
export function depositAwaited(
  visit: { status: string; scheduledDate: string | null; depositRequiredCents: number; depositPaidCents: number },
  today: string,
): boolean {
  return visit.depositRequiredCents > 0 && visit.depositPaidCents === 0 && visitTakesDeposit(visit, today);
}
