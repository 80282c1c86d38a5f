import { useEffect, useRef } from 'react';
import * as s from './styles.css';

/** Roots (an element's shadow root, or the document) that have already shown a heading. */
const shown = new WeakSet<Node>();

/**
 * A step's heading; takes focus when the step appears so keyboard and reader users follow.
 * `visuallyHidden` for a screen whose title is only for reader users (the hub).
 */
export function Heading({ children, autoFocus = true, visuallyHidden = false }: { children: React.ReactNode; autoFocus?: boolean; visuallyHidden?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = el.getRootNode() as ShadowRoot | Document;
    const later = shown.has(root);
    shown.add(root);
    // The first screen of a page doesn't take focus, unless the user is already inside the
    // element; every later step does (the focused control of the previous step is gone by now).
    if (autoFocus && root !== (el as Node) && (later || root.activeElement)) el.focus({ preventScroll: true });
  }, [autoFocus]);
  return <h1 ref={ref} className={visuallyHidden ? s.visuallyHidden : s.heading} part="heading" tabIndex={-1}>{children}</h1>;
}
