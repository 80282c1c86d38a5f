// Once per run, before any worker starts: the React partner demo the partner suite opens.
// `npm test`'s build step (and scripts/e2e-slot.sh) builds it with the rest; a run of the e2e
// suite alone builds it here if it is missing, never again per worker.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export default function globalSetup(): void {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  if (existsSync(join(dist, 'demos/partner-react/index.html'))) return;
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'demo/partner-react/vite.config.ts', '--logLevel', 'error'], {
    env: { ...process.env, DIST_DIR: dist },
    stdio: 'inherit',
  });
}
