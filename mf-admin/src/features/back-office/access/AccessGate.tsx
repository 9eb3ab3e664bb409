// A view's route, for the roles its group admits (`viewAccess`, the same map the sidebar reads);
// « Accès réservé » for the others. Under the session guard, so the signed-in staff member is loaded.
import type { ReactNode } from 'react';
import { useMe } from '../session/api/me';
import { AccessRefusedPage } from './AccessRefusedPage';
import { type AdminView, mayOpenView } from './view-access';

export function AccessGate({ view, children }: { view: AdminView; children: ReactNode }) {
  const staff = useMe();
  return mayOpenView(staff.role, view) ? children : <AccessRefusedPage />;
}
