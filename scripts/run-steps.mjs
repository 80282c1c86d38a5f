// The engine of `npm test` (scripts/test-all.mjs lists the steps). It runs the steps in order —
// consecutive steps with the same `parallel` label together — and makes sure that however a step
// ends (success, failure, timeout, Ctrl-C or SIGTERM to the gate) nothing it started is left:
//   - every command runs in a process group of its own (a timeout stops the whole group);
//   - processes that lead groups of their own (Playwright's web servers and browsers) are found
//     through the process tree before anything is stopped;
//   - every process carries its step's mark in its environment (ACCOUNTS_GATE_STEP), so an
//     orphan that outlived its parent is still found (Linux: /proc/<pid>/environ).
// Processes are never chosen by port or name: other runs on the same machine are left alone.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';

export const MARK = 'ACCOUNTS_GATE_STEP';
// The gate's pid first: a later run can tell that the run which started a process is gone.
const RUN_ID = `${process.pid}.${randomUUID()}`;
const GRACE_MS = 3000;
const color = process.stdout.isTTY && !process.env.NO_COLOR;
export const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/**
 * @typedef {{ name: string; title: string; rerun: string; fn: () => Promise<number>; parallel?: string }} Step
 * @typedef {{ name: string; mark: string; children: Set<import('node:child_process').ChildProcess>; output: Buffer[] | null; stopping: boolean }} Running
 */

/** @type {AsyncLocalStorage<Running>} */
const current = new AsyncLocalStorage();
/** @type {Set<Running>} */
const running = new Set();
const outside = { name: 'gate', mark: `${RUN_ID}:gate`, children: new Set(), output: null, stopping: false };

/** Write a line to the current step's output (buffered for a parallel step, else the terminal). */
export function log(text, stream = process.stdout) {
  const step = current.getStore();
  if (step?.output) step.output.push(Buffer.from(`${text}\n`));
  else stream.write(`${text}\n`);
}

/**
 * Run a command as part of the current step; resolves to its exit code (124 on timeout, 127 when
 * it cannot start, 128 + n when a signal ended it).
 */
export function run(command, args = [], { env = {}, timeoutMs = 10 * 60_000, cwd = process.cwd() } = {}) {
  const step = current.getStore() ?? outside;
  if (step.stopping) return Promise.resolve(130);
  return new Promise((resolvePromise) => {
    const buffered = step.output !== null;
    const child = spawn(command, args, {
      cwd,
      detached: process.platform !== 'win32', // a process group of its own
      // No stdin: outside the terminal's foreground group a read could only stop the child.
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(buffered && color ? { FORCE_COLOR: '1' } : {}), ...env, [MARK]: step.mark },
    });
    step.children.add(child);
    if (buffered) {
      const keep = (chunk) => step.output?.push(chunk);
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      log(paint('31', `\n${command} timed out after ${timeoutMs / 1000}s; stopping it and everything it started`), process.stderr);
      void stopProcesses([child.pid], step.mark);
    }, timeoutMs);
    const done = (code) => {
      clearTimeout(timer);
      step.children.delete(child);
      resolvePromise(code);
    };
    child.on('error', (error) => {
      log(paint('31', `cannot start ${command}: ${error.message}`), process.stderr);
      done(127);
    });
    child.on('exit', (code, signal) => {
      // A leftover grandchild may hold the pipes open: take what arrived, don't wait for the rest.
      setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        if (timedOut) done(124);
        else done(code ?? 128 + (constants.signals[signal] ?? 0));
      }, buffered ? 100 : 0);
    });
  });
}

// ── finding and stopping processes ──────────────────────────────────────────────────────────

/** pid → {ppid, pgid} of every live (non-zombie) process. */
function processTable() {
  const out = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,stat='], { encoding: 'utf8' }).stdout ?? '';
  const table = new Map();
  for (const line of out.split('\n')) {
    const [pid, ppid, pgid, stat] = line.trim().split(/\s+/);
    if (!pid || stat?.startsWith('Z')) continue;
    table.set(Number(pid), { ppid: Number(ppid), pgid: Number(pgid) });
  }
  return table;
}

/** Every process carrying a step mark, with the mark (Linux: /proc/<pid>/environ). */
function markedProcesses() {
  const found = [];
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return found; // no /proc: the process tree has to do
  }
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${pid}/environ`, 'latin1');
      const at = env.indexOf(`\0${MARK}=`);
      if (at < 0 && !env.startsWith(`${MARK}=`)) continue;
      const start = at < 0 ? MARK.length + 1 : at + MARK.length + 2;
      found.push({ pid: Number(pid), mark: env.slice(start, env.indexOf('\0', start)) });
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** Processes whose environment carries `mark` (an exact value, or a prefix ending in ':'). */
function marked(mark) {
  return markedProcesses().filter((p) => (mark.endsWith(':') ? p.mark.startsWith(mark) : p.mark === mark)).map((p) => p.pid);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * What earlier runs left when they could not clean up (a gate killed with SIGKILL): processes
 * whose mark names a gate process that no longer exists. Stopped; resolves to how many.
 */
async function stopOrphans() {
  const orphaned = (mark) => {
    const gate = Number(mark.split('.')[0]);
    return Number.isInteger(gate) && gate > 0 && gate !== process.pid && !alive(gate);
  };
  let stopped = 0;
  for (const mark of new Set(markedProcesses().map((p) => p.mark).filter(orphaned))) stopped += await stopProcesses([], mark);
  return stopped;
}

/** The roots, their descendants and the marked processes, with the groups they lead. */
function targets(roots, mark) {
  const table = processTable();
  const pids = new Set([...roots.filter((pid) => table.has(pid)), ...marked(mark).filter((pid) => table.has(pid))]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of table) {
      if (!pids.has(pid) && pids.has(ppid)) {
        pids.add(pid);
        grew = true;
      }
    }
  }
  pids.delete(process.pid);
  const own = table.get(process.pid)?.pgid;
  // Only groups led by one of ours: a group is never signalled on a member's word alone.
  const groups = new Set([...pids].map((pid) => table.get(pid)?.pgid).filter((g) => g !== undefined && g !== own && pids.has(g)));
  return { pids, groups };
}

function signal({ pids, groups }, name) {
  for (const group of groups) {
    try {
      process.kill(-group, name);
    } catch {
      // already gone
    }
  }
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

const sleep = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/**
 * Stop `roots`, everything below them and every process carrying `mark`: SIGTERM, then SIGKILL
 * for what is still there after the grace period. Resolves to the number of processes found.
 */
export async function stopProcesses(roots, mark) {
  const first = targets(roots.filter(Boolean), mark);
  if (first.pids.size === 0) return 0;
  signal(first, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  let left = first;
  while (Date.now() < deadline) {
    await sleep(50);
    const table = processTable();
    left = targets([...first.pids].filter((pid) => table.has(pid)), mark);
    if (left.pids.size === 0) return first.pids.size;
  }
  signal(left, 'SIGKILL');
  for (let i = 0; i < 40 && targets([...left.pids], mark).pids.size > 0; i++) await sleep(50);
  return first.pids.size;
}

/** Stop whatever a step started that is still running (its commands and their leftovers). */
async function stopStep(step) {
  step.stopping = true;
  return stopProcesses([...step.children].map((c) => c.pid), step.mark);
}

// ── the gate ────────────────────────────────────────────────────────────────────────────────

function header(name, title) {
  console.log(`\n${paint('1;36', `── ${name}: ${title} `.padEnd(78, '─'))}`);
}

/** Run one step; its output is buffered when `buffered` (a parallel group), else goes straight out. */
async function runStep(step, buffered) {
  const state = { name: step.name, mark: `${RUN_ID}:${step.name}`, children: new Set(), output: buffered ? [] : null, stopping: false };
  running.add(state);
  if (!buffered) header(step.name, step.title);
  const t0 = Date.now();
  let code;
  try {
    code = await current.run(state, step.fn);
  } catch (error) {
    log(paint('31', `${step.name} threw: ${error instanceof Error ? error.stack : String(error)}`), process.stderr);
    code = 1;
  }
  const left = await stopStep(state);
  if (left > 0 && !interrupted) log(paint('33', `${step.name} left ${left} process${left === 1 ? '' : 'es'} running; stopped`));
  running.delete(state);
  const seconds = (Date.now() - t0) / 1000;
  if (buffered) {
    header(step.name, `${step.title} (ran alongside others; output shown when it ended)`);
    process.stdout.write(Buffer.concat(state.output));
  }
  return { code: typeof code === 'number' ? code : 1, seconds };
}

/** Consecutive steps sharing a `parallel` label form one batch; every other step is a batch alone. */
function batches(steps) {
  const out = [];
  for (const step of steps) {
    const last = out.at(-1);
    if (step.parallel && last?.[0]?.parallel === step.parallel) last.push(step);
    else out.push([step]);
  }
  return out;
}

let interrupted = null;

function onSignal(name) {
  if (interrupted) {
    // A second Ctrl-C: no more grace.
    for (const step of running) signal(targets([...step.children].map((c) => c.pid), step.mark), 'SIGKILL');
    signal(targets([], `${RUN_ID}:`), 'SIGKILL');
    process.exit(signalExitCode(name));
  }
  interrupted = name;
  console.error(paint('1;31', `\n${name}: stopping every step's processes…`));
  for (const step of running) void stopStep(step);
}

/**
 * Run the steps. `skip`: names not to run; `keepGoing`: run every step after a failure too.
 * Resolves to the timings; `interrupted` says which signal stopped the gate, if one did.
 */
export async function runSteps(steps, { skip = new Set(), keepGoing = false } = {}) {
  const handlers = ['SIGINT', 'SIGTERM', 'SIGHUP'].map((name) => {
    const handler = () => onSignal(name);
    process.on(name, handler);
    return [name, handler];
  });
  const timings = [];
  let stoppedAt = null;
  const orphans = await stopOrphans();
  if (orphans > 0) console.log(paint('33', `stopped ${orphans} process${orphans === 1 ? '' : 'es'} an earlier gate run left behind`));
  try {
    for (const batch of batches(steps)) {
      const todo = batch.filter((step) => !skip.has(step.name));
      for (const step of batch) if (skip.has(step.name)) timings.push({ name: step.name, seconds: null, status: 'skipped' });
      if (todo.length === 0) continue;
      if (todo.length > 1) console.log(`\n${paint('1;36', `── ${todo.map((s) => s.name).join(' + ')}: side by side `.padEnd(78, '─'))}`);
      const results = await Promise.all(todo.map((step) => runStep(step, todo.length > 1)));
      let failed = false;
      for (const [i, step] of todo.entries()) {
        const { code, seconds } = results[i];
        const status = interrupted ? `stopped (${interrupted})` : code === 124 ? 'timed out' : code === 0 ? 'ok' : `failed (exit ${code})`;
        timings.push({ name: step.name, seconds, status });
        if (code !== 0) {
          failed = true;
          console.error(paint('1;31', `\n✗ ${step.name} ${status} after ${seconds.toFixed(1)}s. Re-run it alone: ${step.rerun}`));
        } else console.log(paint('32', `✓ ${step.name} (${seconds.toFixed(1)}s)`));
      }
      if (interrupted || (failed && !keepGoing)) {
        stoppedAt = todo.map((s) => s.name).join(', ');
        break;
      }
    }
  } finally {
    // Anything of this run still alive, whatever happened above.
    await stopProcesses([], `${RUN_ID}:`);
    for (const [name, handler] of handlers) process.off(name, handler);
  }
  return { timings, stoppedAt, interrupted };
}

/** The exit code for a signal, as a shell reports it (SIGINT → 130). */
export function signalExitCode(name) {
  return 128 + (constants.signals[name] ?? 0);
}
