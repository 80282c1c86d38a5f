import { useLayoutEffect, useRef } from 'react';
import { activeIn } from '../../ui/focus-trap';

/** Whether focus fell out of the page's controls: <body>, or nothing inside `node`'s shadow root. */
function focusLost(node: Node): boolean {
  const active = activeIn(node);
  return active === null || active === node.ownerDocument?.body;
}

/**
 * Focus back on the control that started a save once it ends. Button disables itself while busy,
 * and a disabled button drops focus to <body>, where the next Tab starts over from the top.
 * Kept here, not in Button: Button is in the embed's first render, settings load on demand.
 * Call the returned function as the save starts (a form's submit), with a node inside the form.
 */
export function useFocusAfterSave(busy: boolean): (from: Node) => void {
  const saved = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const el = saved.current;
    if (busy || !el) return;
    saved.current = null;
    // Only if focus was lost: a save that moved focus on purpose (to a field's error) keeps it there.
    if (el.isConnected && focusLost(el)) el.focus({ preventScroll: true });
  }, [busy]);
  return (from) => { saved.current = activeIn(from); };
}
