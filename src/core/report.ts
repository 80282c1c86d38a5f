// Errors for monitoring. Monitoring (./monitoring.ts: Sentry and the scrubbing of what is sent)
// loads only when a Sentry DSN is configured: without one, reporting costs nothing, not even the
// download of that code (issue #23: nothing loads that the page does not use).
import { $config } from './config.ts';

/**
 * Report an error to monitoring when it is configured; a no-op without a DSN. Settles once the
 * error is handed over (or dropped); it never rejects.
 */
export function reportError(err: unknown, context?: Record<string, unknown>): Promise<void> {
  if (!$config.get().sentryDsn) return Promise.resolve();
  return import('./monitoring.ts').then((m) => m.reportError(err, context), () => {});
}
