// Real keyboard input through wtr's send-keys command. @web/test-runner-commands
// cannot be served by Vite (it imports wtr's websocket by a path Vite resolves),
// so this speaks the same protocol directly.
const SOCKET_MODULE = '/__web-dev-server__web-socket.js';

type KeysPayload = { type: string } | { press: string } | { down: string } | { up: string };

export async function sendKeys(payload: KeysPayload): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  if (!sessionId) throw new Error('sendKeys needs a browser controlled by the test runner');
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ SOCKET_MODULE)) as {
    sendMessageWaitForResponse(msg: unknown): Promise<{ executed: boolean; error?: string }>;
  };
  const res = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'send-keys', payload });
  if (!res.executed || res.error) throw new Error(`send-keys failed: ${res.error ?? 'not executed'}`);
}
