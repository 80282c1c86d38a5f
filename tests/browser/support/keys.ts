// Real keyboard input in every engine: the `keys` command (scripts/wtr-engines.mjs).
import { runCommand } from './commands.ts';

type KeysPayload = { type: string } | { press: string } | { down: string } | { up: string };

export async function sendKeys(payload: KeysPayload): Promise<void> {
  await runCommand('keys', payload);
}
