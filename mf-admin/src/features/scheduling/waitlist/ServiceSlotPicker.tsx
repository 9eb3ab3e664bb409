// A service, then a free slot of it from the booking engine (GET /api/admin/availability), in the
// back-office's slot field (AdminSlotField): what offering a slot to the waitlist and proposing slots for a
// rebooking both ask. The date and time are fieldsets named `date` and `time` (and the list
// `serviceTypeId`), so a form can move the focus to the one left unanswered. The owner keeps the
// choice, and clears the date and time when the service changes (and the time when the date does).
import { problemMessage } from 'shared-ui/problem-message';
import { Field } from 'shared-ui/Field';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { availabilityDays, useAvailability } from '../api/availability';
import { type AdminService, useServices } from '../api/services';
import { AdminSlotField } from '../slot-field/AdminSlotField';
import { durationText } from './waitlist-text';
import './follow-up.css';

export const slotPickerText = {
  service: 'Service',
  chooseService: 'Choisir un service',
  loadingServices: 'Chargement des services…',
  servicesLoadFailed: 'Erreur lors du chargement des services',
  noServices: "Aucun service actif n'est configuré.",
  loadingSlots: 'Chargement des créneaux libres…',
  slotsLoadFailed: 'Erreur lors du chargement des créneaux disponibles',
  noDays: "Aucune journée d'ouverture dans les deux prochaines semaines.",
  retry: 'Réessayer',
} as const;

export interface SlotPickerErrors {
  serviceTypeId?: string | undefined;
  date?: string | undefined;
  time?: string | undefined;
}

export interface ServiceSlotPickerProps {
  serviceId: string;
  onService(service: AdminService | undefined): void;
  date: string | undefined;
  time: string | undefined;
  onDate(date: string): void;
  onTime(time: string): void;
  errors?: SlotPickerErrors;
}

export function ServiceSlotPicker({ serviceId, onService, date, time, onDate, onTime, errors = {} }: ServiceSlotPickerProps) {
  const services = useServices();
  if (services.isError && !services.isFetching) {
    return (
      <div className="ui-form-failure" role="alert">
        <p>
          <strong>{slotPickerText.servicesLoadFailed}</strong>
        </p>
        <p>{problemMessage(services.error)}</p>
        <Button variant="secondary" onClick={() => void services.refetch()}>
          {slotPickerText.retry}
        </Button>
      </div>
    );
  }
  if (!services.data) return <LoadingState label={slotPickerText.loadingServices} />;
  if (services.data.length === 0) return <p className="follow-up-empty">{slotPickerText.noServices}</p>;
  return (
    <>
      <Field label={slotPickerText.service} required errors={[errors.serviceTypeId]}>
        {(control) => (
          <select
            {...control}
            name="serviceTypeId"
            value={serviceId}
            onChange={(event) => onService(services.data.find((service) => service.id === event.target.value))}
          >
            <option value="">{slotPickerText.chooseService}</option>
            {services.data.map((service) => (
              <option key={service.id} value={service.id}>
                {`${service.name} (${durationText(service.durationMinutes)})`}
              </option>
            ))}
          </select>
        )}
      </Field>
      {serviceId ? <SlotsOfService serviceId={serviceId} date={date} time={time} onDate={onDate} onTime={onTime} errors={errors} /> : null}
    </>
  );
}

function SlotsOfService({
  serviceId,
  date,
  time,
  onDate,
  onTime,
  errors,
}: Omit<ServiceSlotPickerProps, 'onService'> & { errors: SlotPickerErrors }) {
  // Two weeks from the clinic's today.
  const slots = useAvailability(serviceId ? { serviceTypeId: serviceId, from: clinicDate(new Date()), days: availabilityDays } : undefined);
  if (slots.isError && !slots.isFetching) {
    return (
      <div className="ui-form-failure" role="alert">
        <p>
          <strong>{slotPickerText.slotsLoadFailed}</strong>
        </p>
        <p>{problemMessage(slots.error)}</p>
        <Button variant="secondary" onClick={() => void slots.refetch()}>
          {slotPickerText.retry}
        </Button>
      </div>
    );
  }
  if (!slots.data) return <LoadingState label={slotPickerText.loadingSlots} />;
  const { days } = slots.data;
  if (days.length === 0) return <p className="follow-up-empty">{slotPickerText.noDays}</p>;
  return (
    <AdminSlotField days={days} date={date} time={time} onDate={onDate} onTime={onTime} dateError={errors.date} timeError={errors.time} />
  );
}
