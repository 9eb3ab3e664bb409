import { Hono } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/platform/errors';
import type { AppDeps } from '../../deps';
import { AppError } from '../http/app-error';
import { logger } from '../../logger';

export function healthRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    try {
      await deps.pingDatabase();
    } catch (error) {
      logger.error('health check: database unreachable', { error: (error as Error).message });
      throw new AppError(errorCodes.databaseUnavailable, errorMessages.databaseUnavailable);
    }
    return c.json({ status: 'ok' as const, database: 'ok' as const, version: deps.config.version }, 200);
  });
}
