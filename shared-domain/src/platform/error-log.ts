// The client error log entry of the specification (section 3), as sent to /api/telemetry/errors.
import { z } from 'zod';
import { staffRoles } from '../accounts/staff-role';

export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof errorSeverities)[number];

/** Who was signed in when an error was reported (the server reads it from the session, never from the report). */
export const clientErrorRoles = [...staffRoles, 'patient'] as const;
export type ClientErrorRole = (typeof clientErrorRoles)[number];

/** Longest page path kept. */
export const errorPageMaxLength = 300;

export const errorLogEntrySchema = z.object({
  id: z.string().trim().min(1).max(64),
  timestamp: z.iso.datetime({ offset: true }),
  errorCode: z.string().trim().min(1).max(40),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  severity: z.enum(errorSeverities),
  context: z.record(z.string().max(60), z.unknown()).optional(),
  /** The page the error happened on (its path; the server drops any query or fragment). */
  page: z.string().max(2000).optional(),
});

export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;
