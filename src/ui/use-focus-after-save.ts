import { useLayoutEffect, useRef, useState } from 'react';
import { activeIn } from './focus-trap';

/** Whether focus fell out of the page's controls: <body>, or nothing inside `node`'s shadow root. */
function focusLost(node: Node): boolean {
  const active = activeIn(node);
  return active === null || active === node.ownerDocument?.body;
}

/**
 * Focus after a save ends. A save refused for a field (the form's checks or the API's answer)
 * puts focus on the first field marked invalid, so the keyboard user is where the fix is;
 * otherwise focus goes back on the control that started it, or the section's heading when that
 * control is now disabled: focus on <body> makes the next Tab start over from the top.
 * Focus the user moved elsewhere meanwhile is left alone.
 * Not in Button: Button is in the embed's first render; the forms that use this load on demand.
 * Call the returned function as the save starts (a form's submit) with the form and the save.
 */
export function useFocusAfterSave(): (form: HTMLFormElement, save: Promise<unknown>) => void {
  const saved = useRef<{ form: HTMLFormElement; from: HTMLElement | null } | null>(null);
  // Bumped when a save settles: a render is then certain, even when the errors shown are the
  // same as before, and it carries the form's new state.
  const [settled, setSettled] = useState(0);
  useLayoutEffect(() => {
    const s = saved.current;
    if (!s) return;
    saved.current = null;
    const { form, from } = s;
    if (!form.isConnected) return;
    const active = activeIn(form);
    if (!focusLost(form) && active !== from) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
    if (invalid) return invalid.focus();
    // A Save that is disabled once saved (address: nothing changed any more) cannot take focus
    // back: the section's heading does.
    const back = from?.isConnected && !from.matches(':disabled') ? from : (form.getRootNode() as ParentNode).querySelector<HTMLElement>('h1[tabindex="-1"]');
    back?.focus({ preventScroll: true });
  }, [settled]);
  return (form, save) => {
    saved.current = { form, from: activeIn(form) };
    const done = () => setSettled((n) => n + 1);
    save.then(done, done);
  };
}
