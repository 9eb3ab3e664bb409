// « Prendre rendez-vous » from the portal: a service open to online booking, a day and a
// time among its free slots (the public site's lists and the shared pickers), an optional reason,
// and confirm. No name, e-mail or phone to type: the API books for the session's own record (or the
// child « Pour qui ? » names, reached at the parent's address), with
// the online booking's engine, refusals and confirmation e-mail. A slot taken meanwhile (or no
// longer offered) says so and brings fresh slots; booking closed meanwhile says so too. A service
// that asks a deposit says so and is paid with one of her saved cards as she books (one key per
// opening: a double submit books and charges once); a card refused by the gateway books nothing.
// « Ajouter un enfant » adds a child not yet in « Pour qui ? » (AddChildForm), then books for her.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { depositRequiredLabel } from 'shared-domain/billing/deposit-labels';
import { errorCodes } from 'shared-domain/platform/errors';
import { bookingModeText } from 'shared-domain/scheduling/booking-mode';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { paths } from 'shared-domain/platform/paths';
import { type PortalBooking, portalBookingLabels as labels, portalBookingSchema } from 'shared-domain/scheduling/portal-booking';
import { formatMoney, formatPhone, phoneHref } from 'shared-domain/platform/format';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { type FormOutcome, type FormValues, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { useClinicPhone } from '../../lib/clinic/api/clinic';
import { addChildText, bookText } from './book-text';
import { AddChildForm, type ChildAddedNotice } from './AddChildForm';
import { SlotChoice } from '../../lib/appointment-dialog/SlotChoice';
import { paymentMethodsQueryKey, paymentMethodsQueryOptions } from '../cards/api/payment-methods';
import { type BookedAppointment, bookAppointment } from './api/book';
import { DepositCardChoice, usableDepositCards } from './DepositCardChoice';
import { PersonActedFor } from '../portal/public';
import { type OnlineService, bookingServicesQueryOptions, useBookingServices } from './api/services';
import { useServiceAvailability } from './api/service-availability';
import '../../lib/appointment-dialog/appointment-dialog.css';

const bookFields = ['serviceTypeId', 'date', 'time', 'reason'] as const;
type BookField = (typeof bookFields)[number];
type ChosenSlot = { date: string; time: string };
const noSlot: ChosenSlot = { date: '', time: '' };

export interface BookDialogProps {
  open: boolean;
  onClose(): void;
  /** Booked: the page says so (with the deposit paid) and shows the list again. */
  onBooked(appointment: BookedAppointment): void;
}

export function BookDialog({ open, onClose, onBooked }: BookDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={bookText.title} className="ui-dialog--sheet appointment-dialog">
      {/* Made at each opening: fresh services and slots and an empty form. */}
      <BookingChoice onBooked={onBooked} />
    </FormDialog>
  );
}

function BookingChoice({ onBooked }: Pick<BookDialogProps, 'onBooked'>) {
  const services = useBookingServices();
  const closed = services.data?.enabled === false;
  // The agenda full: no booking here either, the waitlist instead.
  const full = !closed && services.data?.full === true;
  const phone = useClinicPhone(closed);
  // « Ajouter un enfant »: the step shown instead of the booking form, and what it said once done.
  const [addingChild, setAddingChild] = useState(false);
  const [childAdded, setChildAdded] = useState<ChildAddedNotice>();
  if (services.data && !closed && !full) {
    if (addingChild) {
      return (
        <AddChildForm
          onAdded={(notice) => {
            setChildAdded(notice);
            setAddingChild(false);
          }}
          onBack={() => setAddingChild(false)}
        />
      );
    }
    return (
      <BookingForm services={services.data.services} onBooked={onBooked} onAddChild={() => setAddingChild(true)} childAdded={childAdded} />
    );
  }
  return (
    <div className="appointment-dialog__body">
      {full ? (
        <div role="status">
          <p>
            <strong>{bookingModeText.fullTitle}</strong>
          </p>
          <p>{bookingModeText.fullBooking}</p>
          <p>
            {/* A page of the public site: a whole navigation, whichever remote serves it. */}
            <a href={paths.waitlist.build()}>{bookingModeText.joinWaitlist}</a>
          </p>
        </div>
      ) : closed ? (
        <div role="status">
          <p>
            <strong>{messages.disabled}</strong>
          </p>
          {phone ? (
            <p>
              {selfServiceText.callUs} <a href={phoneHref(phone)}>{formatPhone(phone)}</a>.
            </p>
          ) : null}
        </div>
      ) : services.isError && !services.isFetching ? (
        <div className="ui-form-failure" role="alert">
          <p>
            <strong>{messages.loadFailed}</strong>
          </p>
          <p>{problemMessage(services.error)}</p>
          <Button variant="secondary" onClick={() => void services.refetch()}>
            {bookText.retry}
          </Button>
        </div>
      ) : (
        <LoadingState label={bookText.loadingServices} />
      )}
    </div>
  );
}

/**
 * 'Suivi chiropratique — 65,00 $ · 30 min': what the service costs and how long it lasts, in its
 * option, and the deposit it asks (« · Dépôt requis : 30,00 $ »).
 */
function serviceOption(service: OnlineService): string {
  const deposit = service.depositCents > 0 ? ` · ${depositRequiredLabel(service.depositCents)}` : '';
  return `${service.name} — ${formatMoney(service.priceCents)} · ${service.durationMinutes} min${deposit}`;
}

interface BookingFormProps extends Pick<BookDialogProps, 'onBooked'> {
  services: readonly OnlineService[];
  /** « Ajouter un enfant »: the step that adds a child to « Pour qui ? ». */
  onAddChild(): void;
  /** A child was just added: said above the form. */
  childAdded: ChildAddedNotice | undefined;
}

function BookingForm({ services, onBooked, onAddChild, childAdded }: BookingFormProps) {
  const queryClient = useQueryClient();
  // The day and time chosen with the pickers. Kept here, and read by the form through `sanitize`,
  // so a refused slot can be let go of without the form re-checking it: the server's reason stays
  // under the pickers until another time is chosen.
  const [slot, setSlotState] = useState<ChosenSlot>(noSlot);
  const slotRef = useRef<ChosenSlot>(noSlot);
  const setSlot = (next: ChosenSlot) => {
    slotRef.current = next;
    setSlotState(next);
  };
  // The deposit's key, made at the opening and kept by every submit of it; a refused card is final
  // under its key, so the next try is a new one.
  const [depositKey, setDepositKey] = useState(() => crypto.randomUUID());
  const [chosenCard, setChosenCard] = useState<string>();
  const [depositError, setDepositError] = useState<string>();
  const send = async (booking: PortalBooking): Promise<FormOutcome<BookField, BookedAppointment>> => {
    let deposit: PortalBooking['deposit'];
    if (depositCents > 0) {
      if (!card) return { type: 'failed', message: depositError ?? bookText.depositCardMissing };
      deposit = { paymentMethodId: card.id, idempotencyKey: depositKey };
    }
    setDepositError(undefined);
    const result = await bookAppointment(deposit ? { ...booking, deposit } : booking, childAdded?.bookFor?.patientId);
    if (result.kind === 'ok') return { type: 'received', result: result.data.appointment };
    if (result.kind === 'unreachable') return { type: 'failed', message: bookText.unreachable };
    const { error } = result;
    if (error.code === errorCodes.paymentRefused) {
      // The gateway's own reason, in French; nothing was booked.
      setDepositKey(crypto.randomUUID());
      return { type: 'failed', message: error.message };
    }
    const cardRefusal = error.fields?.deposit;
    if (cardRefusal) {
      // Removed or expired since the list was read: said beside the cards, and the list read again.
      setDepositError(cardRefusal);
      void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey() });
      return { type: 'failed', message: cardRefusal };
    }
    if (error.code === 'BOOK_001' || error.fields?.date || error.fields?.time) {
      // Taken meanwhile, or no longer offered: fresh slots, and another choice to make.
      setSlot(error.fields?.date ? noSlot : { date: slotRef.current.date, time: '' });
      void slots.refetch();
      if (error.code === 'BOOK_001') return { type: 'rejected', errors: { time: error.message } };
    } else if (error.code === 'BOOK_002' || error.status === 404) {
      // Booking closed, or the service withdrawn, meanwhile: the dialog shows what is offered now.
      void queryClient.invalidateQueries({ queryKey: bookingServicesQueryOptions().queryKey });
    }
    return refusalOutcome(error, bookFields);
  };
  const form = useSchemaForm({
    schema: portalBookingSchema,
    fields: bookFields,
    sanitize: (values: FormValues<BookField>) => sanitizeInput({ ...values, ...slotRef.current }),
    editableAfterFailure: true,
    send,
    onSuccess: onBooked,
  });
  const { values, errors } = form.state;
  const slots = useServiceAvailability(values.serviceTypeId);
  const depositCents = services.find((service) => service.id === values.serviceTypeId)?.depositCents ?? 0;
  // Her cards are asked only for a service that asks a deposit.
  // A child just added has no card saved on her record yet: the guardian's own are not hers to use.
  const childJustAdded = childAdded?.bookFor != null;
  const methods = useQuery({ ...paymentMethodsQueryOptions(), enabled: depositCents > 0 && !childJustAdded });
  const savedCards = childJustAdded ? [] : methods.data?.cards;
  const usable = usableDepositCards(savedCards ?? []);
  const card = usable.find((candidate) => candidate.id === chosenCard) ?? usable.find((candidate) => candidate.isPrimary) ?? usable[0];
  // Arriving after the opening, the form takes the place of the services' loading message: its
  // first field takes the focus. (There at the opening, the dialog itself focuses it, once shown.)
  const serviceRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (serviceRef.current?.closest('dialog')?.open) serviceRef.current.focus();
  }, []);
  const choose = (next: ChosenSlot) => {
    if (form.submitting) return;
    setSlot(next);
    // Checks the new choice (once it has an error) against what is now chosen.
    form.change('date', next.date);
    form.change('time', next.time);
  };

  if (services.length === 0) {
    return (
      <div className="appointment-dialog__body">
        <p>{selfServiceText.noOnlineServices}</p>
      </div>
    );
  }

  return (
    <DialogForm
      form={form}
      submit={{ label: selfServiceText.book.submit, busyLabel: selfServiceText.book.busy, busyStatus: selfServiceText.book.busyStatus }}
      cancelLabel={bookText.cancel}
      failureTitle={messages.bookingFailed}
      className="appointment-dialog__body"
      actionsClassName="appointment-dialog__actions"
    >
      {childAdded ? (
        <p className="appointment-dialog__notice" role="status">
          {childAdded.text}
        </p>
      ) : null}
      {/* Booked for the person chosen in the portal's « Pour qui ? », or a child added here. */}
      <div className="appointment-dialog__person">
        <PersonActedFor named={childAdded?.bookFor?.name} />
        <Button variant="secondary" onClick={onAddChild} disabled={form.submitting}>
          {addChildText.open}
        </Button>
      </div>
      <Field label={labels.serviceTypeId} required errors={[errors.serviceTypeId]}>
        {(control) => {
          const { onChange, ...field } = form.fieldProps('serviceTypeId');
          return (
            <select
              {...control}
              {...field}
              ref={serviceRef}
              disabled={form.submitting}
              onChange={(event) => {
                onChange(event);
                // Another service has other slots: the day and time start again.
                setSlot(noSlot);
              }}
            >
              <option value="">{bookText.chooseService}</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {serviceOption(service)}
                </option>
              ))}
            </select>
          );
        }}
      </Field>
      {values.serviceTypeId === '' ? null : slots.data ? (
        <SlotChoice
          days={slots.data.days}
          date={slot.date || undefined}
          time={slot.time || undefined}
          // A new date clears the chosen time (specification §2.5).
          onDate={(date) => choose({ date, time: '' })}
          onTime={(time) => choose({ date: slot.date, time })}
          dateLabel={labels.date}
          timeLabel={(day) => `${labels.time}, ${day}`}
          dateError={errors.date}
          timeError={errors.time}
        />
      ) : slots.isError && !slots.isFetching ? (
        <div className="ui-form-failure" role="alert">
          <p>
            <strong>{messages.slotsLoadFailed}</strong>
          </p>
          <p>{problemMessage(slots.error)}</p>
          <Button variant="secondary" onClick={() => void slots.refetch()}>
            {bookText.retry}
          </Button>
        </div>
      ) : (
        <LoadingState label={selfServiceText.loadingSlots} />
      )}
      {depositCents > 0 ? (
        <DepositCardChoice
          depositCents={depositCents}
          cards={savedCards}
          failed={!childJustAdded && methods.isError && !methods.isFetching}
          onRetry={() => void methods.refetch()}
          chosen={card}
          onChoose={(id) => {
            setChosenCard(id);
            setDepositError(undefined);
          }}
          error={depositError}
          busy={form.submitting}
        />
      ) : null}
      <Field label={labels.reason} errors={[errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
