// Step 1: the services bookable online, each with its price, length and, when it asks for one,
// its deposit. Choosing one goes to the dates.
import { formatMoney } from 'shared-domain/platform/format';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import type { OnlineService } from './api/services';
import { depositText, durationText } from '../../lib/services/service-text';

export interface ServiceStepProps {
  services: readonly OnlineService[];
  selected: string | undefined;
  onChoose(serviceId: string): void;
  labelledBy: string;
}

export function ServiceStep({ services, selected, onChoose, labelledBy }: ServiceStepProps) {
  if (services.length === 0) return <p>{selfServiceText.noOnlineServices}</p>;
  return (
    <ul className="booking-services" aria-labelledby={labelledBy}>
      {services.map((service) => {
        const deposit = depositText(service);
        return (
          <li key={service.id}>
            <button type="button" className="booking-service" aria-pressed={service.id === selected} onClick={() => onChoose(service.id)}>
              <span className="booking-service__name">{service.name}</span>
              {service.description ? <span className="booking-service__description">{service.description}</span> : null}
              <span className="booking-service__facts">
                {formatMoney(service.priceCents)} · {durationText(service.durationMinutes)}
              </span>
              {deposit ? <span className="booking-service__deposit">{deposit}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
