// `@hono/zod-validator` refusing with the API's error: the first French message per field.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { firstMessagePerField } from 'shared-domain/platform/field-errors';
import { withSanitizedText } from 'shared-domain/platform/sanitize';
import { applyFrenchValidatorMessages } from 'shared-domain/platform/validator-messages';
import { z, type ZodType } from 'zod';
import { fieldRefusal } from './app-error';

z.config(z.locales.fr());
// What a schema leaves without a message is said in French from the catalogue, never as zod's locale writes it.
applyFrenchValidatorMessages();

export interface ValidateOptions {
  /**
   * Text typed into a public form (specification §5): the browser strips markup only as a courtesy,
   * so the parsed value is stripped again here and parsed once more, since a name made only of a
   * tag is empty once stripped. Every surface's free text goes through it. `keep` names
   * the top-level fields taken exactly as typed: a password or a code is a secret compared byte for
   * byte, never text to display, and stripping it would change it.
   */
  sanitize?: boolean | { keep: readonly string[] };
}

/** `validate('json', schema, freeText)`: the options of a body whose text is typed by a person. */
export const freeText = { sanitize: true } as const satisfies ValidateOptions;

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  // Same input and output types as `schema`, so the typed client sees no difference.
  const keep = typeof options.sanitize === 'object' ? options.sanitize.keep : [];
  const checked = options.sanitize ? withSanitizedText(schema, keep) : schema;
  return zValidator(target, checked, (result) => {
    if (!result.success) throw fieldRefusal(firstMessagePerField(result.error.issues));
  });
}
