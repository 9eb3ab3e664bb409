// `@hono/zod-validator` with the project's error envelope: the first French message per field.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { errorBody } from './app-error';

z.config(z.locales.fr());

export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(errorBody(errorCodes.validationFailed, errorMessages.validation, fieldErrors(result.error.issues)), 422);
    }
  });
}
