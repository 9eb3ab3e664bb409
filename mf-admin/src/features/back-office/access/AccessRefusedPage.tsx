// What a view shows to a role that may not open it (a typed address, an old bookmark, a request
// the server refused for the role): why, and the way back to the day, instead of the view or an
// error. The heading takes the focus, so a screen reader hears it at once.
import { useEffect, useRef } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';

export const accessRefusedText = {
  title: 'Accès réservé',
  back: 'Retour à Ma Journée',
} as const;

export function AccessRefusedPage() {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <PageFrame title={accessRefusedText.title}>
      <p ref={message} tabIndex={-1} className="access-refused__message">
        {roleRefusalMessage}
      </p>
      <p>
        <Link to={paths.adminDashboard.build()}>{accessRefusedText.back}</Link>
      </p>
    </PageFrame>
  );
}
