// The staff account an address names, for what sign-in does before the password check (which
// browser bucket counts the try, whom to warn).
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { staffUsers } from '../../platform/db/schema';

export async function findStaffByEmail(deps: Pick<AppDeps, 'db'>, email: string): Promise<{ id: string; email: string } | undefined> {
  const [staff] = await deps.db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.email, email));
  return staff;
}
