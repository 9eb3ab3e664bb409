// `@hono/zod-validator` refusing with the API's error: the first French message per field.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { firstMessagePerField } from 'shared-domain/field-errors';
import { sanitizeInput } from 'shared-domain/sanitize';
import { z, type ZodType } from 'zod';
import { fieldRefusal } from './app-error';

z.config(z.locales.fr());

export interface ValidateOptions {
  /**
   * Text typed into a public form (specification §5): the browser strips markup only as a courtesy,
   * so the parsed value is stripped again here and parsed once more, since a name made only of a
   * tag is empty once stripped.
   */
  sanitize?: boolean;
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  // Same input and output types as `schema`, so the typed client sees no difference.
  const checked = options.sanitize
    ? ((schema.transform((value) => sanitizeInput(value)) as ZodType).pipe(schema as ZodType) as unknown as Schema)
    : schema;
  return zValidator(target, checked, (result) => {
    if (!result.success) throw fieldRefusal(firstMessagePerField(result.error.issues));
  });
}
