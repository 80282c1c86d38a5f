import { useEffect, useRef } from 'react';
import * as s from './styles.css';

/** A step's heading; takes focus when the step appears so keyboard and reader users follow. */
export function Heading({ children, autoFocus = true }: { children: React.ReactNode; autoFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus && ref.current && ref.current.getRootNode() !== ref.current) {
      // Only move focus once the user has interacted with this element (not on first page load).
      const root = ref.current.getRootNode() as ShadowRoot | Document;
      if (root.activeElement) ref.current.focus({ preventScroll: true });
    }
  }, [autoFocus]);
  return <h1 ref={ref} className={s.heading} part="heading" tabIndex={-1}>{children}</h1>;
}
