// Tab and Shift+Tab stay inside a dialog. A native modal <dialog> makes the page behind inert
// but still lets Tab leave for <body> (and the browser's own UI) before coming back; the ARIA
// dialog (Modal) and the native ones (crop, bottom sheet) wrap the same way with this.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element in the root (document or shadow root) that holds `node`. */
export function activeIn(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return (root.activeElement as HTMLElement | null) ?? null;
}

/** The dialog's tab stops in order, leaving out what is not rendered (hidden, display:none). */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Tab, with or without Shift. WebKitGTK reports Shift+Tab as key "Unidentified" (GDK's
 * ISO_Left_Tab keysym has no key name there) with code "Tab".
 */
export function isTabKey(e: { key: string; code: string }): boolean {
  return e.key === 'Tab' || e.code === 'Tab';
}

/**
 * On Tab from the last stop (or from outside), focus the first; on Shift+Tab from the first
 * (or from the dialog itself), the last. Call from the dialog's keydown handler.
 */
export function keepTabInside(container: HTMLElement, e: KeyboardEvent): void {
  if (!isTabKey(e)) return;
  const items = tabStops(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const current = activeIn(container);
  const inside = current !== null && current !== container && container.contains(current);
  if (e.shiftKey && (current === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (current === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
