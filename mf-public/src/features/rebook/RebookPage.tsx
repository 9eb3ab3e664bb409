// The rebooking page (specification §2.9, §4), reached from the clinic's e-mail when an
// appointment has to move: /rebook/:token shows the request (who, why) and the slots offered, in
// the clinic's order; the patient accepts one, declines, or asks to be called back. The e-mail's
// links add `?action=` and `?slot=`: they preselect the answer, which is still sent by the patient.
import { type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import {
  type RebookingResponse,
  rebookingLabels,
  rebookingMessages as messages,
  rebookingResponseSchema,
} from 'shared-domain/scheduling/rebooking';
import type { RebookingResponseType } from 'shared-domain/scheduling/rebooking-status';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useParams, useSearchParams } from 'shared-ui/router';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, firstInvalidField, type FormSchema, type FormValues, useSchemaForm } from 'shared-ui/useSchemaForm';
import { failureText } from '../../lib/loading/load-failure';
import { LoadFailure } from '../../lib/loading/LoadFailure';
import { useApiLoad } from '../../lib/loading/useApiLoad';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { getRebookingRequest, type RebookingRequest, type RebookingSlot } from './api/rebooking';
import { postRebookingResponse, type RebookingOutcome } from './api/respond';
import '../../lib/styles/booking-page.css';
import '../../lib/styles/invitation-page.css';

export const rebookPageTitle = 'Reprise de rendez-vous';

/** What a request already answered (or past its date) says, by its state. */
export const closedRebookingText: Record<Exclude<RebookingRequest['state'], 'pending'>, string> = {
  accepted: messages.alreadyAccepted,
  declined: messages.alreadyDeclined,
  callback_requested: messages.callbackRequested,
  expired: messages.expired,
};

export const actionChoices: readonly { value: RebookingResponseType; label: string; submit: string }[] = [
  { value: 'accept', label: 'Je choisis un des créneaux proposés', submit: 'Confirmer ce créneau' },
  { value: 'request_callback', label: 'Je préfère que la clinique me rappelle', submit: 'Demander un rappel' },
  { value: 'decline', label: 'Je ne souhaite pas reprendre ce rendez-vous', submit: 'Envoyer ma réponse' },
];

const fields = ['action', 'slotId', 'notes'] as const;
type ResponseField = (typeof fields)[number];

type ResponseValues = FormValues<ResponseField>;

/**
 * The answer as chosen: what the e-mail's link preselected (`defaults`) until the patient picks
 * otherwise. A radio cannot be unticked, so an empty value only ever means « not picked yet ».
 */
function chosenValues(values: ResponseValues, defaults: Pick<ResponseValues, 'action' | 'slotId'>): ResponseValues {
  return { ...values, action: values.action || defaults.action, slotId: values.slotId || defaults.slotId };
}

/** The schema read through the preselection; a slot id only goes with an acceptance. */
function responseSchema(defaults: Pick<ResponseValues, 'action' | 'slotId'>): FormSchema<RebookingResponse> {
  return {
    safeParse: (input) => {
      const values = chosenValues(input as ResponseValues, defaults);
      return rebookingResponseSchema.safeParse({
        action: values.action,
        slotId: values.action === 'accept' && values.slotId ? values.slotId : undefined,
        notes: values.notes,
      });
    },
  };
}

/** The e-mail's choice: an action the page knows (accepting otherwise), a slot of this request still free. */
function preselection(search: URLSearchParams, slots: readonly RebookingSlot[]): Pick<ResponseValues, 'action' | 'slotId'> {
  // The route table (spec 2.1) and the e-mail say `callback`; the API's answer is `request_callback`.
  const asked = search.get('action');
  const action = asked === 'callback' ? 'request_callback' : asked;
  const slot = search.get('slot');
  return {
    action: actionChoices.find((choice) => choice.value === action)?.value ?? 'accept',
    slotId: slot && slots.some((offered) => offered.id === slot && offered.available) ? slot : '',
  };
}

/** Refusals meaning the request changed meanwhile (slot taken, expired, answered): read it again. */
const staleCodes = new Set(['BOOK_001', 'REBOOK_001', 'REBOOK_002']);

/** After accepting: « Votre rendez-vous : jeudi 26 novembre 2026 à 10 h (45 min). » */
export function bookedSlotText(slot: RebookingSlot): string {
  return `Votre rendez-vous : ${slotLabel(slot)}. Un courriel de confirmation vous est envoyé.`;
}

export function slotLabel(slot: RebookingSlot): string {
  const text = `${formatDate(slot.date)} à ${formatTime(slot.time)} (${slot.durationMinutes} min)`;
  return slot.available ? text : `${text} — indisponible`;
}

/** 404: no such request; 400 (or a 422 on the token): the link cannot be a token at all. */
function isUnknownRequest(error: ApiError): boolean {
  return error.status === 404 || error.status === 400 || (error.status === 422 && Boolean(error.fields?.token));
}

export function RebookPage() {
  const { token = '' } = useParams();
  // Another link is another request: nothing of the previous one is kept.
  return <Rebooking key={token} token={token} />;
}

type Feedback = { id: number; title: string; text: string };

function Rebooking({ token }: { token: string }) {
  const clinic = useClinicProfile();
  const site = clinic.status === 'ready' ? { site: clinic.profile.clinicName } : {};
  const loaded = useApiLoad(token, getRebookingRequest);
  const [outcome, setOutcome] = useState<{ answer: RebookingOutcome; slot: RebookingSlot | undefined } | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const feedbackCount = useRef(0);

  const refused = (error: ApiError) => {
    feedbackCount.current += 1;
    setFeedback({ id: feedbackCount.current, title: messages.failed, text: error.message });
    loaded.reload();
  };

  const state = loaded.state;
  let body: ReactNode;
  const backHome = (
    <p>
      <Link to={paths.home.build()}>Retour à l'accueil</Link>
    </p>
  );
  if (outcome) {
    const booked = outcome.answer.state === 'accepted' ? outcome.slot : undefined;
    body = (
      <div role="status">
        <Notice title={outcome.answer.message} autoFocus>
          {/* Which slot the patient now has, in her words: the e-mail that follows says it too. */}
          {booked ? <p>{bookedSlotText(booked)}</p> : null}
          {backHome}
        </Notice>
      </div>
    );
  } else if (state.status === 'failed' && state.error && isUnknownRequest(state.error)) {
    // A dead end no more: the way back to the site, as after an answer.
    body = (
      <Notice tone="error" title={state.error.status === 404 ? messages.notFound : messages.invalidToken}>
        {backHome}
      </Notice>
    );
  } else if (state.status === 'failed') {
    body = <LoadFailure title={messages.failed} error={state.error} onRetry={loaded.reload} />;
  } else if (state.status !== 'ok') {
    body = <LoadingState />;
  } else {
    const request = state.data;
    body = (
      <>
        <RequestSummary request={request} />
        {request.state === 'pending' ? (
          <ResponseForm token={token} slots={request.slots} onAnswered={(answer, slot) => setOutcome({ answer, slot })} onStale={refused} />
        ) : (
          <Notice tone={request.state === 'expired' ? 'error' : 'info'} title={closedRebookingText[request.state]} />
        )}
      </>
    );
  }

  return (
    <PageFrame title={rebookPageTitle} className="ui-page invitation-page" {...site}>
      {feedback && !outcome ? (
        // Keyed: each refusal takes the focus; the form under it was read again.
        <Notice key={feedback.id} tone="error" title={feedback.title} autoFocus>
          <p>{feedback.text}</p>
        </Notice>
      ) : null}
      {body}
    </PageFrame>
  );
}

function RequestSummary({ request }: { request: RebookingRequest }) {
  return (
    <dl className="booking-summary">
      <div>
        <dt>{rebookingLabels.patientName}</dt>
        <dd>{request.patientName}</dd>
      </div>
      {request.reason ? (
        <div>
          <dt>{rebookingLabels.reason}</dt>
          <dd>{request.reason}</dd>
        </div>
      ) : null}
    </dl>
  );
}

interface ResponseFormProps {
  token: string;
  slots: readonly RebookingSlot[];
  /** The server's outcome, and the slot the answer chose (none for a decline or a callback). */
  onAnswered(outcome: RebookingOutcome, slot: RebookingSlot | undefined): void;
  onStale(error: ApiError): void;
}

function ResponseForm({ token, slots, onAnswered, onStale }: ResponseFormProps) {
  const ids = useId();
  const [search] = useSearchParams();
  // Read once: the form's schema is made once, and a later change of the address is no new choice.
  const [defaults] = useState(() => preselection(search, slots));
  const [schema] = useState(() => responseSchema(defaults));
  const chosen = useRef<string | undefined>(undefined);
  const form = useSchemaForm({
    schema,
    fields,
    sanitize: sanitizeInput<ResponseValues>,
    editableAfterFailure: true,
    send: async (response) => {
      chosen.current = response.slotId;
      const result = await postRebookingResponse(token, response);
      if (result.kind === 'error' && staleCodes.has(result.error.code)) {
        onStale(result.error);
        return { type: 'failed', message: result.error.message };
      }
      return answerOutcome(result, fields, failureText(undefined));
    },
    onSuccess: (outcome) =>
      onAnswered(
        outcome,
        slots.find((slot) => slot.id === chosen.current),
      ),
  });
  const values = chosenValues(form.state.values, defaults);
  const { errors } = form.state;

  // Radios are a list under one name: the hook cannot focus them, so the first choosable one of
  // the first invalid group takes the focus here.
  const focusInvalidGroup = useEffectEvent(() => {
    const field = firstInvalidField(fields, errors);
    if (field !== 'slotId' && field !== 'action') return;
    const radio = form.formProps.ref.current?.querySelector<HTMLInputElement>(`input[name="${field}"]:not(:disabled)`);
    radio?.focus();
  });
  useEffect(() => {
    if (form.state.invalidSubmissions > 0) focusInvalidGroup();
  }, [form.state.invalidSubmissions]);

  const action = actionChoices.find((choice) => choice.value === values.action);
  return (
    <form {...form.formProps} aria-labelledby={`${ids}-titre`}>
      <h2 id={`${ids}-titre`} className="invitation-page__subheading">
        Votre réponse
      </h2>
      <FormFailure title={messages.failed} message={form.failure} />
      <ChoiceGroup
        type="radio"
        name="action"
        legend="Que souhaitez-vous faire ?"
        required
        choices={actionChoices}
        selected={[values.action]}
        onToggle={(value) => form.change('action', value)}
        error={errors.action}
        readOnly={form.submitting}
      />
      {values.action === 'accept' ? (
        <ChoiceGroup
          type="radio"
          name="slotId"
          legend="Créneaux proposés"
          required
          choices={slots.map((slot) => ({ value: slot.id, label: slotLabel(slot), disabled: !slot.available }))}
          selected={[values.slotId]}
          onToggle={(value) => form.change('slotId', value)}
          error={errors.slotId}
          readOnly={form.submitting}
        />
      ) : null}
      <Field label={rebookingLabels.notes} errors={[errors.notes]} hint="Vos disponibilités, ou ce que la clinique devrait savoir.">
        {(control) => <textarea {...control} {...form.fieldProps('notes')} rows={3} readOnly={form.submitting} />}
      </Field>
      <div className="booking-actions">
        <SubmitButton busy={form.submitting} busyLabel="Envoi…" busyStatus="Envoi de votre réponse en cours…">
          {action?.submit ?? 'Envoyer ma réponse'}
        </SubmitButton>
      </div>
    </form>
  );
}
