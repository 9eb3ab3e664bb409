// The client error log entry of the specification (section 3), as sent to /api/telemetry/errors.
import { z } from 'zod';

export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof errorSeverities)[number];

export const errorLogEntrySchema = z.object({
  id: z.string().trim().min(1).max(64),
  timestamp: z.iso.datetime({ offset: true }),
  errorCode: z.string().trim().min(1).max(40),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  severity: z.enum(errorSeverities),
  context: z.record(z.string().max(60), z.unknown()).optional(),
});

export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;
