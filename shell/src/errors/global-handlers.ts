// Errors no screen caught (specification section 8): an uncaught error is logged as GLOBAL_ERROR
// and an unhandled promise rejection as UNHANDLED_PROMISE, both severity high. They are only
// recorded: the page keeps working, and the browser still prints them as usual.
import { clientErrorCodes } from 'shared-domain/platform/client-error-codes';
import { reportError, type ErrorReporter } from 'shared-ui/error-log';

const installedOn = new WeakSet<Window>();

/** Listens for uncaught errors on `target`; returns what removes the listeners. Idempotent. */
export function installGlobalErrorHandlers(target: Window, report: ErrorReporter['reportError'] = reportError): () => void {
  if (installedOn.has(target)) return () => undefined;
  installedOn.add(target);

  const onError = (event: ErrorEvent) => {
    // A cross-origin script gives no error object, only 'Script error.'.
    const error = event.error ?? new Error(event.message || 'Script error.');
    const context: Record<string, unknown> = {};
    if (event.filename) Object.assign(context, { source: event.filename, line: event.lineno, column: event.colno });
    report(error, { errorCode: clientErrorCodes.global, severity: 'high', context });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report(event.reason, { errorCode: clientErrorCodes.unhandledPromise, severity: 'high' });
  };

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    installedOn.delete(target);
  };
}
