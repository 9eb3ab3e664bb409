// "Modifier mon RDV" when the visitor no longer has the e-mail: they give their address and the
// clinic e-mails the management links of their upcoming appointments again.
import { z } from 'zod';
import { emailPattern, validationMessages as m } from './validation-messages';

export const manageLinkRequestLabels = { email: 'Courriel' } as const;

const label = manageLinkRequestLabels.email;

export const manageLinkRequestSchema = z.object({
  // Any non-string (missing, null, number…) gets the "required" message, as in the other forms.
  email: z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(254, m.maxLength(label, 254))
    .regex(emailPattern, m.email(label)),
});

export type ManageLinkRequestInput = z.input<typeof manageLinkRequestSchema>;
export type ManageLinkRequest = z.output<typeof manageLinkRequestSchema>;
