// The part of @sentry/browser monitoring.ts uses, named: a namespace import would keep every
// export of the package in its chunk (the spotlight sidecar's localhost URL among them).
export { browserTracingIntegration, captureException, init } from '@sentry/browser';
