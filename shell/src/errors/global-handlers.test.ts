import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReportOptions } from 'shared-domain/platform/client-error';
import { recentErrors } from 'shared-ui/error-log';
import { installGlobalErrorHandlers } from './global-handlers';

let uninstall: () => void = () => undefined;

afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

function recordingReport() {
  const reports: { error: unknown; options: ErrorReportOptions | undefined }[] = [];
  const report = (error: unknown, options?: ErrorReportOptions) => {
    reports.push({ error, options });
    return {
      id: 'ERR-TEST',
      timestamp: new Date().toISOString(),
      errorCode: 'x',
      message: 'x',
      severity: 'high' as const,
    };
  };
  return { reports, report };
}

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

describe('installGlobalErrorHandlers', () => {
  it('reports an uncaught error as GLOBAL_ERROR, severity high', () => {
    const { reports, report } = recordingReport();
    uninstall = installGlobalErrorHandlers(window, report);
    const error = new Error('boom');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'boom',
        filename: '/static/js/app.js',
        lineno: 3,
        colno: 7,
      }),
    );
    expect(reports).toEqual([
      {
        error,
        options: {
          errorCode: 'GLOBAL_ERROR',
          severity: 'high',
          context: { source: '/static/js/app.js', line: 3, column: 7 },
        },
      },
    ]);
  });

  it('reports an error event without an error object (cross-origin script) with its message', () => {
    const { reports, report } = recordingReport();
    uninstall = installGlobalErrorHandlers(window, report);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(reports[0]?.error).toBeInstanceOf(Error);
    expect((reports[0]?.error as Error | undefined)?.message).toBe('Script error.');
  });

  it('reports an unhandled rejection as UNHANDLED_PROMISE, severity high', () => {
    const { reports, report } = recordingReport();
    uninstall = installGlobalErrorHandlers(window, report);
    window.dispatchEvent(rejection('raison'));
    expect(reports).toEqual([{ error: 'raison', options: { errorCode: 'UNHANDLED_PROMISE', severity: 'high' } }]);
  });

  it('installs once per window and stops listening when removed', () => {
    const { reports, report } = recordingReport();
    uninstall = installGlobalErrorHandlers(window, report);
    installGlobalErrorHandlers(window, report);
    window.dispatchEvent(rejection(new Error('une fois')));
    expect(reports).toHaveLength(1);
    uninstall();
    window.dispatchEvent(rejection(new Error('après')));
    expect(reports).toHaveLength(1);
  });

  it('adds to the page’s error log by default', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(rejection(42));
    expect(recentErrors(1)[0]).toMatchObject({
      errorCode: 'UNHANDLED_PROMISE',
      severity: 'high',
      message: 'Une erreur inattendue est survenue',
    });
    expect(consoleError).toHaveBeenCalledOnce();
  });
});
