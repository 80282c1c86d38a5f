import { useLayoutEffect, useRef } from 'react';
import * as s from './styles.css';

/** Roots (an element's shadow root, or the document) that have already shown a heading. */
const shown = new WeakSet<Node>();

/**
 * The user is somewhere the heading must not take focus from: typing in a field of this screen
 * (the painted input handed over, a re-render after a language switch), or in another part of
 * the page (another element, the partner's own page).
 */
function busyElsewhere(root: ShadowRoot | Document): boolean {
  const inside = root.activeElement;
  if (inside) return inside.isConnected && inside.matches('input, textarea, select');
  const page = document.activeElement;
  const host = root instanceof ShadowRoot ? root.host : null;
  return page !== null && page !== document.body && page !== document.documentElement && page !== host;
}

/**
 * A step's heading; takes focus when the step appears so keyboard and reader users follow.
 * `visuallyHidden` for a screen whose title is only for reader users (the hub).
 */
export function Heading({ children, autoFocus = true, visuallyHidden = false }: { children: React.ReactNode; autoFocus?: boolean; visuallyHidden?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // In the commit that shows the step: a focus moved before the next paint (a tap, a key, Tab on a
  // busy phone) is the user's, and an effect after the paint would take it back.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = el.getRootNode() as ShadowRoot | Document;
    const later = shown.has(root);
    shown.add(root);
    // The first screen of a page doesn't take focus, unless the user is already inside the
    // element; every later step does (the focused control of the previous step is gone by now).
    if (autoFocus && root !== (el as Node) && (later || root.activeElement) && !busyElsewhere(root)) el.focus({ preventScroll: true });
  }, [autoFocus]);
  return <h1 ref={ref} className={visuallyHidden ? s.visuallyHidden : s.heading} part="heading" tabIndex={-1}>{children}</h1>;
}
