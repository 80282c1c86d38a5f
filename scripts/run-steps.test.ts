// @vitest-environment node
// However the gate ends — a step passing or failing with a server left behind, a timeout, Ctrl-C
// or SIGTERM — no process and no port is left. Each case runs the real scripts/test-all.mjs with a
// one-step config whose command starts a server that leads a process group of its own (as
// Playwright's web servers do) and, in the harder cases, ignores SIGTERM.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'run-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The server: its pid and port go to the file named by argv[2]; 'stubborn' ignores SIGTERM.
writeFileSync(join(dir, 'server.cjs'), `
const fs = require('node:fs');
const [info, stubborn] = process.argv.slice(2);
if (stubborn === 'stubborn') process.on('SIGTERM', () => {});
const server = require('node:http').createServer((q, s) => s.end('x')).listen(0, '127.0.0.1', () => {
  fs.writeFileSync(info + '.tmp', JSON.stringify({ pid: process.pid, port: server.address().port }));
  fs.renameSync(info + '.tmp', info);
});
`);
// The step's command: starts the server in a group of its own, then passes, fails or hangs.
writeFileSync(join(dir, 'step.cjs'), `
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const [mode, info] = process.argv.slice(2);
const stubborn = mode === 'timeout' || mode === 'SIGTERM' ? 'stubborn' : '';
spawn(process.execPath, [${JSON.stringify(join(dir, 'server.cjs'))}, info, stubborn], { detached: true, stdio: 'ignore' }).unref();
fs.writeFileSync(info + '.step', String(process.pid));
const wait = setInterval(() => {
  if (!fs.existsSync(info)) return;
  clearInterval(wait);
  if (mode === 'pass') process.exit(0);
  if (mode === 'fail') process.exit(1);
  setInterval(() => {}, 1000); // hang: the gate's timeout or a signal must end it
}, 20);
`);
writeFileSync(join(dir, 'steps.mjs'), `
import { run } from ${JSON.stringify(join(repo, 'scripts/run-steps.mjs'))};
const mode = process.env.FAKE_MODE;
const command = (m) => () => run(process.execPath, [${JSON.stringify(join(dir, 'step.cjs'))}, m, process.env.FAKE_INFO], { timeoutMs: mode === 'timeout' ? 1500 : 60_000 });
export const steps = [
  { name: 'fake', title: 'a server left behind', rerun: '-', fn: command(mode) },
  { name: 'after', title: 'runs only after a pass', rerun: '-', fn: command('pass'), },
];
`);

interface Outcome { code: number | null; output: string; server: { pid: number; port: number }; step: number; tag: string }

/** Run the gate with the fake steps in `mode`; `signal` is sent once the server is up. */
function gate(mode: string, signal?: NodeJS.Signals, name = mode): Promise<Outcome> {
  const tag = randomUUID();
  const info = join(dir, `${name}.json`);
  const child = spawn(process.execPath, [join(repo, 'scripts/test-all.mjs'), `--steps=${join(dir, 'steps.mjs')}`, '--no-install'], {
    cwd: repo,
    env: { ...process.env, FAKE_MODE: mode, FAKE_INFO: info, GATE_TEST_TAG: tag, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const poll = setInterval(() => {
    if (signal && existsSync(info)) {
      clearInterval(poll);
      child.kill(signal);
    }
  }, 20);
  return new Promise((resolvePromise) => {
    // On exit (plus a moment for its last output): a gate killed outright leaves its pipes to
    // its orphans, so they may never close.
    child.on('exit', (code) => setTimeout(() => {
      clearInterval(poll);
      const server = JSON.parse(readFileSync(info, 'utf8')) as { pid: number; port: number };
      resolvePromise({ code, output, server, step: Number(readFileSync(`${info}.step`, 'utf8')), tag });
    }, 200));
  });
}

/** Alive and not a zombie. */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

/** Processes that inherited this run's tag: anything the gate started that is still there. */
function tagged(tag: string): number[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
    try {
      return alive(pid) && readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`GATE_TEST_TAG=${tag}\0`);
    } catch {
      return false;
    }
  });
}

async function expectNothingLeft(o: Outcome) {
  expect(alive(o.server.pid), `the server (pid ${o.server.pid})`).toBe(false);
  expect(alive(o.step), `the step's command (pid ${o.step})`).toBe(false);
  expect(await portOpen(o.server.port), `port ${o.server.port}`).toBe(false);
  expect(tagged(o.tag), 'processes the gate started').toEqual([]);
}

describe.concurrent('the gate leaves no process and no port behind', () => {
  it('when a step passes but leaves a server running', async () => {
    const o = await gate('pass');
    expect(o.code, o.output).toBe(0);
    expect(o.output).toContain('fake left 1 process running; stopped');
    await expectNothingLeft(o);
  });

  it('when a step fails (later steps do not run)', async () => {
    const o = await gate('fail');
    expect(o.code, o.output).toBe(1);
    expect(o.output).toMatch(/✗ fake failed \(exit 1\)/);
    expect(o.output).not.toContain('✓ after');
    await expectNothingLeft(o);
  });

  it('when a step times out, its server ignoring SIGTERM', async () => {
    const o = await gate('timeout');
    expect(o.code, o.output).toBe(1);
    expect(o.output).toContain('timed out after 1.5s');
    expect(o.output).toMatch(/fake\s+timed out/);
    await expectNothingLeft(o);
  });

  it('on Ctrl-C (SIGINT)', async () => {
    const o = await gate('hang', 'SIGINT');
    expect(o.code, o.output).toBe(130);
    expect(o.output).toMatch(/fake\s+stopped \(SIGINT\)/);
    await expectNothingLeft(o);
  });

  it('on SIGTERM, its server ignoring SIGTERM', async () => {
    const o = await gate('SIGTERM', 'SIGTERM');
    expect(o.code, o.output).toBe(143);
    await expectNothingLeft(o);
  });

  it('killed with SIGKILL (nothing can run then), the next gate run stops what it left', async () => {
    const killed = await gate('hang', 'SIGKILL', 'killed');
    expect(killed.code).toBeNull();
    expect(alive(killed.server.pid), 'left running by the killed gate').toBe(true);
    const next = await gate('pass', undefined, 'after-kill');
    expect(next.code, next.output).toBe(0);
    expect(next.output).toMatch(/stopped \d+ process(es)? an earlier gate run left behind/);
    await expectNothingLeft(killed);
    await expectNothingLeft(next);
  });
});
