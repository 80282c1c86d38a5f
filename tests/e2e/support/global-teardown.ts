// Removes the temporary API data dir that playwright.config.ts created for this run.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.startsWith(join(tmpdir(), 'accounts-e2e-'))) rmSync(dir, { recursive: true, force: true });
}
