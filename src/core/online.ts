// The browser's own word on the network, for the API client's retries and the CEP lookup (not
// in network-wait.ts: that store is in the elements' first chunk, and these are not needed there).
/** False only when the browser knows it is offline (`navigator.onLine` can't promise a reply). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Resolves at the browser's next `online` event (at once where there is no window). */
export function whenOnline(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') resolve();
    else window.addEventListener('online', () => resolve(), { once: true });
  });
}
