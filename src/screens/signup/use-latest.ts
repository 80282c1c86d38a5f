import { useEffect, useRef, useState } from 'react';

/**
 * A stable caller of the latest `fn`: flows are created once, but where they
 * exit to depends on branding that may arrive after the first render.
 */
export function useLatest<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useEffect(() => { ref.current = fn; });
  const [stable] = useState(() => (...args: A) => ref.current(...args));
  return stable;
}
