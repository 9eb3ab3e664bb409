// A record's id as routes and forms carry it (a UUID or a seeded key, at most 64 characters): the
// `:id` of an API route and the form fields naming a record chosen from a list.
import { z } from 'zod';

export const recordIdMaxChars = 64;

/** The `:id` of a route: `validate('param', idParam)`. */
export const idParam = z.object({ id: z.string().min(1).max(recordIdMaxChars) });

/** An id the screen took from a list: anything else (missing, blank, too long) is refused with `message`. */
export const recordIdField = (message: string) => z.string({ error: message }).trim().min(1, message).max(recordIdMaxChars, message);
