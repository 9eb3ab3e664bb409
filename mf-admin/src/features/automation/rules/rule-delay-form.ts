// The form of a rule's own timing (« Automatisation »): one number typed as text, checked by the
// request's schema (shared-domain/automation/automation) and then by the rule's bounds from the catalogue, so
// the screen refuses in the same French words as the API before anything is sent.
import {
  type AutomationRuleDefinition,
  type AutomationRuleUpdate,
  automationMessages,
  automationRuleUpdateSchema,
} from 'shared-domain/automation/automation';
import type { FormSchema } from 'shared-ui/useSchemaForm';
import { rulesText } from './rules-text';

export const ruleDelayFields = ['delay'] as const;
export type RuleDelayField = (typeof ruleDelayFields)[number];

type Bounds = NonNullable<AutomationRuleDefinition['delay']>;

const refusal = (message: string) => ({ success: false as const, error: { issues: [{ path: ['delay'], message }] } });

/** The rule's update with `delay` from the field, its switch as it is. */
export function ruleDelaySchema(bounds: Pick<Bounds, 'min' | 'max'>, enabled: boolean): FormSchema<AutomationRuleUpdate> {
  return {
    safeParse(input: unknown) {
      const raw = String((input as { delay?: unknown } | null)?.delay ?? '').trim();
      if (raw === '') return refusal(rulesText.delayRequired);
      const parsed = automationRuleUpdateSchema.safeParse({ enabled, delay: Number(raw) });
      if (!parsed.success) return { success: false, error: { issues: parsed.error.issues } };
      const delay = parsed.data.delay ?? Number.NaN;
      if (delay < bounds.min || delay > bounds.max) return refusal(automationMessages.delayOutOfRange(bounds.min, bounds.max));
      return parsed;
    },
  };
}
