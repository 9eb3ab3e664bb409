// The online booking page (/booking, specification §2.5): 1 service → 2 date → 3 time → 4 details
// and confirmation → 5 booked. The address holds the step and the choices, so the browser's back
// button goes one step back; the page's own « Retour » does the same. A slot taken meanwhile (409)
// brings fresh slots and the time step back.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { bookingFunnelStepOf } from 'shared-domain/analytics/booking-funnel-steps';
import { bookingModeText } from 'shared-domain/scheduling/booking-mode';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking-messages';
import { consentMessages } from 'shared-domain/privacy/consent-messages';
import { paths } from 'shared-domain/platform/paths';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemText } from 'shared-ui/problem-message';
import { Link, useLocation, useNavigate } from 'shared-ui/router';
import { refusalOutcome, type FormOutcome } from 'shared-ui/form-outcome';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { DayChoice } from 'shared-ui/slot-picker/DayChoice';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';
import { getConsentTexts } from '../consent-texts/api/consent-texts';
import { getServiceAvailability } from './api/availability';
import { postBooking, type BookedAppointment } from './api/book';
import { sendFunnelStep } from './api/funnel';
import { getBookingServices, type OnlineService } from './api/services';
import { bookingSearch, reachableStep, readBookingLocation, type BookingChoices, type BookingStep } from './booking-steps';
import { BookingSummary } from './BookingSummary';
import { LoadFailure } from '../../lib/loading/LoadFailure';
import { NewPatientsNotice } from './NewPatientsNotice';
import { durationText } from '../../lib/services/service-text';
import { ServiceStep } from './ServiceStep';
import { Stepper } from './Stepper';
import { useApiLoad } from '../../lib/loading/useApiLoad';
import { depositFieldOf, detailFields, type DetailField, type DetailValues } from './detail-fields';
import type { Details } from './useDetailsForm';
import '../../lib/styles/booking-page.css';

// Step 4's form, its schema and zod (about 30 KB) come when the visitor nears that step.
const loadDetailsStep = () => import('./DetailsStep');
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));

/** The booking route's label in the shell's table (a test holds them equal; the table stays out of this chunk). */
export const bookingPageTitle = 'Réservation en ligne';

export const stepHeadings: Record<BookingStep, string> = {
  1: 'Choisissez un service',
  2: 'Choisissez une date',
  3: 'Choisissez une heure',
  4: 'Vos coordonnées',
  5: messages.booked,
};

export function BookingPage() {
  const clinic = useClinicProfile();
  const profile = clinic.status === 'ready' ? clinic.profile : undefined;
  const services = useApiLoad('services', getBookingServices);
  // The API may close online booking (403 BOOK_002) or find the agenda full (409 BOOK_004) while the visitor is on the page.
  const [closed, setClosed] = useState<ClosedReason | null>(null);
  const site = profile ? { site: profile.clinicName } : {};
  const answer = services.state.status === 'ok' ? services.state.data : undefined;

  if (closed === 'disabled' || answer?.enabled === false) return <BookingClosed profile={profile} reason="disabled" />;
  // Agenda full (DESIGN §7): the waitlist instead of the steps, as soon as the site's profile says so.
  if (closed === 'full' || answer?.full || profile?.agendaFull) return <BookingClosed profile={profile} reason="full" />;
  if (answer)
    return (
      <PageFrame title={bookingPageTitle} className="ui-page booking" {...site}>
        <BookingFlow services={answer.services} newPatientsBookOnline={answer.newPatientsBookOnline !== false} onClosed={setClosed} />
      </PageFrame>
    );
  return (
    <PageFrame title={bookingPageTitle} className="ui-page booking" {...site}>
      {services.state.status === 'failed' ? (
        <LoadFailure title={messages.loadFailed} error={services.state.error} onRetry={services.reload} />
      ) : (
        <LoadingState />
      )}
    </PageFrame>
  );
}

type ClosedReason = 'disabled' | 'full';

/**
 * Online booking is off, or the agenda is full: say so, with the waitlist first, the clinic's
 * phone and the way home.
 */
function BookingClosed({ profile, reason }: { profile: ClinicProfile | undefined; reason: ClosedReason }) {
  return (
    <PageFrame title={bookingPageTitle} className="ui-page booking" {...(profile ? { site: profile.clinicName } : {})}>
      <Notice
        title={reason === 'full' ? bookingModeText.fullTitle : messages.disabled}
        actions={
          <>
            <Link className="ui-button ui-button--primary" to={paths.waitlist.build()}>
              Rejoindre la liste d'attente
            </Link>
            <Link className="ui-button ui-button--secondary" to={paths.home.build()}>
              Retour à l'accueil
            </Link>
          </>
        }
      >
        {reason === 'full' ? <p>{bookingModeText.fullBooking}</p> : null}
        {profile ? (
          <p>
            {reason === 'full' ? 'Pour toute question' : 'Pour prendre rendez-vous'}, appelez-nous au{' '}
            <a href={phoneHref(profile.phone)}>{formatPhone(profile.phone)}</a>.
          </p>
        ) : (
          <p>Pour prendre rendez-vous, communiquez avec la clinique par téléphone.</p>
        )}
      </Notice>
    </PageFrame>
  );
}

type PageNotice = { tone: 'info' | 'error'; title: string; text?: string };

/** The history entry a step was pushed from, so « Retour » can go back in history rather than add to it. */
function pushedFrom(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('bookingFrom' in state)) return undefined;
  const from = (state as { bookingFrom: unknown }).bookingFrom;
  return typeof from === 'number' ? from : undefined;
}

function BookingFlow({
  services,
  newPatientsBookOnline,
  onClosed,
}: {
  services: readonly OnlineService[];
  /** False: someone new is told, before the last step, to send an appointment request instead. */
  newPatientsBookOnline: boolean;
  onClosed(reason: ClosedReason): void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useId();
  const headingId = `${ids}-etape`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const [notice, setNotice] = useState<PageNotice | null>(null);
  // E-mail reminders are asked for, not assumed: the box starts unticked.
  const [reminders, setReminders] = useState(false);

  const requested = readBookingLocation(location.search);
  const { choices } = requested;
  const service = services.find((candidate) => candidate.id === choices.serviceId);
  const availability = useApiLoad(service ? service.id : null, getServiceAvailability);
  const days = availability.state.status === 'ok' ? availability.state.data.days : undefined;
  const reachable = reachableStep(choices, { serviceIds: services.map((candidate) => candidate.id), days });

  // The step shown: the one asked for, unless the choices it needs are missing or no longer valid.
  let step: BookingStep;
  if (requested.step === 5) step = booked ? 5 : 1;
  else step = reachable === undefined ? requested.step : (Math.min(requested.step, reachable) as BookingStep);

  // The consent texts the details step shows, their versions sent with the booking.
  const consentTexts = useApiLoad(step === 4 ? 'consent-texts' : null, getConsentTexts);
  const texts = consentTexts.state.status === 'ok' ? consentTexts.state.data : undefined;

  // An address asking for more than its choices allow (an old link, a reload after the slot went)
  // is corrected in place, and the visitor told why they are on an earlier step.
  // (Keyed on the corrected address, a string: the router applies navigations in a transition, so
  // the effect must not run again, and set state again, before that one lands.)
  const corrected = step === requested.step ? null : bookingSearch(step, choices);
  const stepAsked = requested.step;
  useEffect(() => {
    if (corrected === null) return;
    navigate({ search: corrected }, { replace: true });
    if (stepAsked !== 5) setNotice({ tone: 'info', title: messages.incompleteSteps });
  }, [corrected, stepAsked, navigate]);

  // The funnel counted by the clinic's server: each step this visit reaches, once.
  useEffect(() => {
    sendFunnelStep(bookingFunnelStepOf(step));
  }, [step]);

  // Each new step takes the focus to its heading (not the first render: the page itself is new).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const go = (next: BookingStep, nextChoices: BookingChoices) => {
    setNotice(null);
    navigate({ search: bookingSearch(next, nextChoices) }, { state: { bookingFrom: step } });
  };

  const back = () => {
    const previous = (step - 1) as BookingStep;
    setNotice(null);
    // Came here from that step: the same as the browser's back button. Otherwise (a link, a
    // reload) the previous step replaces this one, rather than piling up entries.
    if (pushedFrom(location.state) === previous) navigate(-1);
    else navigate({ search: bookingSearch(previous, choices) }, { replace: true });
  };

  const backToTimes = (next: PageNotice) => {
    availability.reload();
    if (pushedFrom(location.state) === 3) navigate(-1);
    else navigate({ search: bookingSearch(3, choices) }, { replace: true });
    setNotice(next);
  };

  // The deposit's key: one per attempt, so a double submit books and charges once.
  const depositKey = useRef(crypto.randomUUID());

  const send = async (details: Details): Promise<FormOutcome<DetailField, BookedAppointment>> => {
    const { serviceId, date, time } = choices;
    if (!serviceId || !date || !time) return { type: 'failed', message: messages.incompleteSteps };
    // No booking without the consent text it accepts (the API refuses it too).
    if (!texts) return { type: 'failed', message: consentMessages.bookingTextMissing };
    const consentVersions = {
      online_booking: texts.online_booking.version,
      ...(reminders ? { email_reminders: texts.email_reminders.version } : {}),
    };
    const { cardNumber, cardExpiry, cardCvv, cardholderName, cardPostalCode, ...contact } = details;
    // A service asking a deposit sends the card, with the key of this attempt (a double submit is one booking).
    const deposit = service?.requiresDeposit
      ? {
          number: cardNumber,
          expiry: cardExpiry,
          cvv: cardCvv,
          cardholderName,
          postalCode: cardPostalCode,
          idempotencyKey: depositKey.current,
        }
      : undefined;
    const result = await postBooking({
      ...contact,
      serviceId,
      date,
      time,
      consentVersions,
      ...(deposit ? { deposit } : {}),
    });
    // A booked or refused deposit is done with its key: the next attempt is a new one.
    if (result.kind === 'ok' || (result.kind !== 'unreachable' && result.error.status === 402)) depositKey.current = crypto.randomUUID();
    if (result.kind === 'ok') return { type: 'received', result: result.data };
    if (result.kind === 'unreachable') return { type: 'failed', message: problemText.unreachable };
    const { error } = result;
    if (error.code === 'BOOK_002') onClosed('disabled');
    if (error.code === 'BOOK_004') onClosed('full');
    // A text republished since the step showed it: read it again (the new version), then book.
    if (error.code === 'PRIV_001') {
      consentTexts.reload();
      return { type: 'failed', message: error.message };
    }
    if (error.code === 'BOOK_001') {
      backToTimes({ tone: 'error', title: messages.slotTaken });
      return { type: 'failed', message: messages.slotTaken };
    }
    // The chosen day or time refused (no longer offered, already past): choose again.
    const slotRefusal = error.status === 422 ? (error.fields?.time ?? error.fields?.date) : undefined;
    if (slotRefusal) {
      backToTimes({ tone: 'error', title: messages.bookingFailed, text: slotRefusal });
      return { type: 'failed', message: slotRefusal };
    }
    const depositErrors = Object.entries(error.fields ?? {}).filter(([key]) => depositFieldOf[key]);
    if (error.status === 422 && depositErrors.length > 0) {
      return { type: 'rejected', errors: Object.fromEntries(depositErrors.map(([key, message]) => [depositFieldOf[key], message])) };
    }
    return refusalOutcome(error, detailFields);
  };

  // What the visitor typed at step 4, kept while the step is left (a slot taken meanwhile, « Retour »).
  const typed = useRef<Partial<DetailValues>>({});
  const keepTyped = useCallback((values: DetailValues) => {
    typed.current = values;
  }, []);

  const onBooked = (result: BookedAppointment) => {
    setBooked(result);
    typed.current = {};
    setReminders(false);
    // The slot is taken now; and the filled form is not one « back » away.
    availability.reload();
    navigate({ search: bookingSearch(5, {}) }, { replace: true });
  };

  // The visitor choosing a time is about to need the form: it loads meanwhile.
  useEffect(() => {
    if (step === 3 || step === 4) void loadDetailsStep();
  }, [step]);

  const bookAnother = () => {
    setBooked(null);
    go(1, {});
  };

  const day = days?.find((candidate) => candidate.date === choices.date);

  return (
    <>
      {step < 5 ? <Stepper current={step} /> : null}
      {step < 5 && !newPatientsBookOnline ? <NewPatientsNotice /> : null}
      {notice ? (
        <div className={`booking-notice booking-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p className="booking-notice__title">{notice.title}</p>
          {notice.text ? <p>{notice.text}</p> : null}
        </div>
      ) : null}
      <section className="booking-step" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="booking-step__heading">
          {stepHeadings[step]}
        </h2>

        {step === 1 ? (
          <ServiceStep
            services={services}
            selected={choices.serviceId}
            onChoose={(serviceId) => go(2, { serviceId })}
            labelledBy={headingId}
          />
        ) : null}

        {step >= 2 && step <= 4 && service ? (
          <>
            <p className="booking-step__context">
              {service.name} · {durationText(service.durationMinutes)}
              {step >= 3 && choices.date ? ` · ${dayLabel(choices.date)}` : null}
            </p>
            {availability.state.status === 'failed' ? (
              <LoadFailure title={messages.loadFailed} error={availability.state.error} onRetry={availability.reload} />
            ) : null}
            {availability.state.status === 'loading' ? <LoadingState label="Chargement des disponibilités…" /> : null}
          </>
        ) : null}

        {step === 2 && days ? (
          days.length === 0 ? (
            <p className="slot-picker__empty">{selfServiceText.noOnlineDays}</p>
          ) : (
            <DayChoice
              days={days}
              selected={choices.date}
              onChoose={(date) => go(3, { serviceId: choices.serviceId, date })}
              labelledBy={headingId}
            />
          )
        ) : null}

        {step === 3 && day ? (
          <TimeChoice
            slots={day.slots}
            selected={choices.time}
            // The form comes back without the refusal of the previous slot: it is a new one.
            onChoose={(time) => go(4, { ...choices, time })}
            labelledBy={headingId}
          />
        ) : null}

        {step === 4 && days && service && choices.date && choices.time ? (
          <>
            <BookingSummary
              serviceName={service.name}
              date={choices.date}
              time={choices.time}
              durationMinutes={service.durationMinutes}
              priceCents={service.priceCents}
              depositCents={service.requiresDeposit ? service.depositCents : undefined}
            />
            <Suspense fallback={<LoadingState />}>
              <DetailsStep
                send={send}
                onSuccess={onBooked}
                initialValues={typed.current}
                onValuesChange={keepTyped}
                depositCents={service.requiresDeposit ? service.depositCents : undefined}
                consent={{
                  onlineBooking: texts?.online_booking,
                  reminders: texts?.email_reminders,
                  remindersChecked: reminders,
                  onRemindersChange: setReminders,
                }}
              />
            </Suspense>
          </>
        ) : null}

        {step === 5 && booked ? (
          <>
            <BookingSummary
              serviceName={booked.serviceName}
              date={booked.date}
              time={booked.time}
              durationMinutes={booked.durationMinutes}
              priceCents={booked.priceCents}
              depositCents={booked.depositCents}
            />
            <p>
              Le courriel de confirmation est envoyé à <strong>{booked.email}</strong>. Il contient le lien pour confirmer votre présence,
              changer ou annuler votre rendez-vous.
            </p>
            <div className="booking-actions">
              <Button onClick={bookAnother}>Réserver un autre rendez-vous</Button>
            </div>
          </>
        ) : null}

        {step >= 2 && step <= 4 ? (
          <div className="booking-actions booking-actions--back">
            <Button variant="secondary" onClick={back}>
              Retour
            </Button>
          </div>
        ) : null}
      </section>
    </>
  );
}
