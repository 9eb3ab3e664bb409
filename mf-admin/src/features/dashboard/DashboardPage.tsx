// 'Ma Journée' (specification 2.13): the back-office's first view. The day itself (appointments,
// markers, completed count) arrives with the day-view work; until then it greets the staff member
// and says which day it is, and shows no number it could not back.
import { formatDate } from 'shared-domain/format';
import { PageFrame } from 'shared-ui/PageFrame';
import { useMe } from '../session/api/me';

export function DashboardPage() {
  const staff = useMe();
  return (
    <PageFrame title="Ma Journée">
      <p>
        Bonjour {staff.fullName}, nous sommes le {formatDate(new Date())}.
      </p>
    </PageFrame>
  );
}
