// Commands run by the test runner's side of the browser (scripts/wtr-engines.mjs): real key input,
// the cookie jar. @web/test-runner-commands cannot be served by Vite (it imports wtr's websocket
// by a path Vite resolves), so this speaks the same protocol directly.
const SOCKET_MODULE = '/__web-dev-server__web-socket.js';

export async function runCommand<T = unknown>(command: string, payload: unknown): Promise<T> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  if (!sessionId) throw new Error(`${command} needs a browser controlled by the test runner`);
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ SOCKET_MODULE)) as {
    sendMessageWaitForResponse(msg: unknown): Promise<{ executed: boolean; result?: unknown; error?: string }>;
  };
  const res = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command, payload });
  if (!res.executed || res.error) throw new Error(`${command} failed: ${res.error ?? 'not executed'}`);
  return res.result as T;
}
