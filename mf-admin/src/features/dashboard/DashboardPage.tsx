import { PageFrame } from 'shared-ui/PageFrame';
import { useMe } from '../session/api/me';

/** The practitioner's day; its agenda, requests and reminders arrive with the back-office work. */
export function DashboardPage() {
  const staff = useMe();
  return <PageFrame title="Ma Journée" heading={`Ma Journée — ${staff.fullName}`} />;
}
