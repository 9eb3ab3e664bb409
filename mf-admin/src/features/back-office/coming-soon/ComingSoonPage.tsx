// A back-office view whose issue has not come yet ('à venir'): its name, what it will do, and the
// way back to the day, so a sidebar link never ends on a blank or broken page.
import { paths } from 'shared-domain/platform/paths';
import { routeNamed } from 'shared-domain/platform/routes';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';
import { type ComingSoonView, comingSoonViews } from './coming-soon-views';
import './coming-soon.css';

export const comingSoonText = {
  badge: 'À venir',
  lead: "Cette vue n'est pas encore disponible.",
  back: 'Retour à Ma Journée',
} as const;

export function ComingSoonPage({ view }: { view: ComingSoonView }) {
  // The route table names every view; the sidebar shows the same name.
  const title = routeNamed(view)?.label ?? comingSoonText.badge;
  return (
    <PageFrame
      title={title}
      heading={
        <>
          {title} <span className="coming-soon__badge">{comingSoonText.badge}</span>
        </>
      }
    >
      <p className="coming-soon__lead">{comingSoonText.lead}</p>
      <p>{comingSoonViews[view]}</p>
      <p>
        <Link to={paths.adminDashboard.build()}>{comingSoonText.back}</Link>
      </p>
    </PageFrame>
  );
}
