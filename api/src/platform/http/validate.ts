// `@hono/zod-validator` refusing with the API's error: the first French message per field.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { firstMessagePerField } from 'shared-domain/field-errors';
import { AppError } from './app-error';

z.config(z.locales.fr());

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError(errorCodes.validationFailed, errorMessages.validation, firstMessagePerField(result.error.issues));
    }
  });
}
