// The deployment smoke's browser half (scripts/nginx-smoke.mjs starts nginx, the API and this;
// it is not part of the main e2e run): Chromium maps *.lingora.test to this machine and takes
// the smoke's self-signed certificate.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium-flags.mjs';

export default defineConfig({
  testDir: 'tests/deploy',
  testMatch: '**/*.spec.ts',
  outputDir: '/tmp/accounts-nginx-smoke-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.NGINX_SMOKE_PORTAL,
    browserName: 'chromium',
    headless: true,
    locale: 'pt-BR',
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP *.lingora.test 127.0.0.1'],
    },
  },
});
