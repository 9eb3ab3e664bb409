// "Modifier mon RDV" when the visitor no longer has the e-mail: they give their address and the
// clinic e-mails the management links of their upcoming appointments again.
import { z } from 'zod';
import { emailAddressSchema } from '../platform/email-address';

export const manageLinkRequestLabels = { email: 'Courriel' } as const;

const label = manageLinkRequestLabels.email;

export const manageLinkRequestSchema = z.object({
  email: emailAddressSchema(label),
});

export type ManageLinkRequestInput = z.input<typeof manageLinkRequestSchema>;
export type ManageLinkRequest = z.output<typeof manageLinkRequestSchema>;
