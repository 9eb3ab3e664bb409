// The online booking page (/booking, specification §2.5): 1 service → 2 date → 3 time → 4 details
// and confirmation → 5 booked. The address holds the step and the choices, so the browser's back
// button goes one step back; the page's own « Retour » does the same. A slot taken meanwhile (409)
// brings fresh slots and the time step back.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { bookingFunnelStepOf } from 'shared-domain/analytics/booking-funnel-steps';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking-messages';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { PageFrame } from 'shared-ui/PageFrame';
import { useLocation, useNavigate } from 'shared-ui/router';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import { getConsentTexts } from '../consent-texts/api/consent-texts';
import { getServiceAvailability } from './api/availability';
import type { BookedAppointment } from './api/book';
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
import { preloadable } from '../../lib/loading/preloadable';
import { useFirstIntent } from '../../lib/loading/useFirstIntent';
import type { DetailValues } from './detail-fields';
import type { BookingAttempt, PageNotice } from './book-slot';
import '../../lib/styles/booking-page.css';
import { bookingPageTitle } from './booking-title';

// Step 4's form, its schema and zod (about 30 KB) come when the visitor nears that step.
const loadDetailsStep = () => import('./DetailsStep');
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));

// Steps 2 and 3 (the slot picker and its styles) come at the visitor's first sign of use of step 1.
const daysStep = preloadable(() => import('./SlotSteps').then((module) => module.DaysStep));
const timeChoice = preloadable(() => import('./SlotSteps').then((module) => module.TimeChoice));
const DaysStep = daysStep.Component;
const TimeChoice = timeChoice.Component;
export { bookingPageTitle };

const BookingClosed = lazy(() => import('./BookingClosed').then((module) => ({ default: module.BookingClosed })));

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

  const closedReason: ClosedReason | null =
    closed === 'disabled' || answer?.enabled === false
      ? 'disabled'
      : // Agenda full (DESIGN §7): the waitlist instead of the steps, as soon as the site's profile says so.
        closed === 'full' || answer?.full || profile?.agendaFull
        ? 'full'
        : null;
  if (closedReason)
    return (
      <Suspense
        fallback={
          <PageFrame title={bookingPageTitle} className="ui-page booking" {...site}>
            <LoadingState />
          </PageFrame>
        }
      >
        <BookingClosed profile={profile} reason={closedReason} />
      </Suspense>
    );
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
  useFirstIntent(() => {
    Promise.all([daysStep.preload(), timeChoice.preload()]).catch(() => undefined);
  });
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

  // How step 4 books, read by its form (book-slot.ts, loaded with the step).
  const attempt: BookingAttempt = {
    choices,
    service,
    texts,
    reminders,
    depositKey,
    onClosed,
    reloadConsentTexts: consentTexts.reload,
    backToTimes,
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

  // The next step's code loads while the visitor chooses: the times with the days, the form with the times.
  useEffect(() => {
    if (step === 2 || step === 3) Promise.all([daysStep.preload(), timeChoice.preload()]).catch(() => undefined);
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
          <Suspense fallback={<LoadingState />}>
            <DaysStep
              days={days}
              selected={choices.date}
              onChoose={(date) => go(3, { serviceId: choices.serviceId, date })}
              labelledBy={headingId}
            />
          </Suspense>
        ) : null}

        {step === 3 && day ? (
          <Suspense fallback={<LoadingState />}>
            <TimeChoice
              slots={day.slots}
              selected={choices.time}
              // The form comes back without the refusal of the previous slot: it is a new one.
              onChoose={(time) => go(4, { ...choices, time })}
              labelledBy={headingId}
            />
          </Suspense>
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
                attempt={attempt}
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
