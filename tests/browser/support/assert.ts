// Tiny assertion helpers for browser tests (no chai here). Failures throw plain Errors with
// a message that says what was expected, which is what mocha reports.

export class AssertionError extends Error {
  override name = 'AssertionError';
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Element) return `<${value.localName}>`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function assert(condition: unknown, message = 'expected a truthy value'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function equal<T>(actual: T, expected: T, message?: string): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(message ?? `expected ${show(actual)} to equal ${show(expected)}`);
  }
}

export function deepEqual(actual: unknown, expected: unknown, message?: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new AssertionError(message ?? `expected ${show(actual)} to deeply equal ${show(expected)}`);
  }
}

export function match(actual: string | null | undefined, pattern: RegExp, message?: string): void {
  if (typeof actual !== 'string' || !pattern.test(actual)) {
    throw new AssertionError(message ?? `expected ${show(actual)} to match ${pattern}`);
  }
}

export function exists<T>(value: T | null | undefined, message = 'expected a value'): T {
  if (value === null || value === undefined) throw new AssertionError(message);
  return value;
}

/** Await a rejection (or synchronous throw) and return the error. */
export async function rejects(fn: () => unknown, pattern?: RegExp): Promise<Error> {
  try {
    await fn();
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    if (pattern) match(err.message, pattern, `expected the error ${show(err.message)} to match ${pattern}`);
    return err;
  }
  throw new AssertionError('expected the function to throw');
}

/**
 * Resolve when `predicate` holds, re-checking every few milliseconds up to `timeoutMs`.
 * Polls with timers rather than animation frames: frames do not run in a background tab.
 */
/** `what` names the condition; a function is asked at the timeout, to say what was seen instead. */
export async function until<T>(predicate: () => T | null | undefined | false, what: string | (() => string) = 'condition', timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = predicate();
    if (value) return value;
    if (performance.now() > deadline) throw new AssertionError(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
