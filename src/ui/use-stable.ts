import { useRef } from 'react';

/**
 * A function that never changes identity but always runs the latest render's `fn`.
 * Flows are created once; their exits must still see the current branding and router.
 */
export function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  const stable = useRef((...args: A) => latest.current(...args));
  return stable.current;
}
