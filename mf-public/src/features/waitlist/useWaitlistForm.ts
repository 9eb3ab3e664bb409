// The waitlist form (specification §2.6, §5) on useSchemaForm, whose values are strings: the two
// preference lists are kept as their choices joined by line breaks, the consent as 'true' or '',
// and this adapter turns them back into what `waitlistSchema` (the API's own check) reads.
import { consentMessages } from 'shared-domain/privacy/privacy-consents';
import { type WaitlistEntry, waitlistMessages, waitlistSchema } from 'shared-domain/scheduling/waitlist';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { answerOutcome, type FormOutcome, type FormSchema, type FormValues, type SchemaForm, useSchemaForm } from 'shared-ui/useSchemaForm';
import { postWaitlistEntry, type WaitlistPlace } from './api/join';

/** In the order the form shows them: the first invalid one gets the focus. */
export const waitlistFields = ['fullName', 'email', 'phone', 'preferredDays', 'preferredTimes', 'notes', 'consent'] as const;
export type WaitlistFormField = (typeof waitlistFields)[number];
export type WaitlistFormValues = FormValues<WaitlistFormField>;
export type WaitlistForm = SchemaForm<WaitlistFormField, WaitlistPlace>;

const separator = '\n';

/** The choices a list field holds. */
export function listValue(value: string): string[] {
  return value.split(separator).filter(Boolean);
}

/** The list field's value once `choice` is ticked or unticked. */
export function toggledList(value: string, choice: string, checked: boolean): string {
  const others = listValue(value).filter((entry) => entry !== choice);
  return (checked ? [...others, choice] : others).join(separator);
}

export function waitlistInput(values: WaitlistFormValues) {
  return {
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    preferredDays: listValue(values.preferredDays),
    preferredTimes: listValue(values.preferredTimes),
    notes: values.notes,
    consent: values.consent === 'true',
  };
}

const formSchema: FormSchema<WaitlistEntry> = {
  safeParse: (values) => waitlistSchema.safeParse(waitlistInput(values as WaitlistFormValues)),
};

/** The 409s the specification words (already on the list, already invited), and a text republished meanwhile. */
const refusalTexts: Record<string, string> = {
  WAIT_001: waitlistMessages.alreadyRegistered,
  WAIT_002: waitlistMessages.alreadyInvited,
  PRIV_001: consentMessages.staleVersion,
};

export async function sendWaitlistEntry(entry: WaitlistEntry): Promise<FormOutcome<WaitlistFormField, WaitlistPlace>> {
  const result = await postWaitlistEntry(entry);
  if (result.kind === 'error') {
    const known = refusalTexts[result.error.code];
    if (known) return { type: 'failed', message: known };
  }
  return answerOutcome(result, waitlistFields, waitlistMessages.unexpected);
}

/** A refusal with its own words needs no « Erreur lors de l'inscription » above it. */
export function isKnownRefusal(message: string | undefined): boolean {
  return message !== undefined && Object.values(refusalTexts).includes(message);
}

export interface WaitlistConsent {
  /** The version of the contact consent's text the page shows; undefined while it is not loaded. */
  version: number | undefined;
  /** The text was republished since the page showed it: read it again. */
  onStale(): void;
}

export function useWaitlistForm(consent?: WaitlistConsent): WaitlistForm {
  return useSchemaForm({
    schema: formSchema,
    fields: waitlistFields,
    sanitize: sanitizeInput<WaitlistFormValues>,
    // A refusal leaves what was typed in place, with the reason above it.
    editableAfterFailure: true,
    async send(entry) {
      const version = consent?.version;
      const outcome = await sendWaitlistEntry(version === undefined ? entry : { ...entry, consentVersions: { waitlist_contact: version } });
      if (outcome.type === 'failed' && outcome.message === consentMessages.staleVersion) consent?.onStale();
      return outcome;
    },
  });
}
