// One submit at a time, for every flow: a double click, or the button pressed after an
// auto-submit, runs the action once. `$busy` is the flow's own store (the screen disables its
// buttons on it); a call made while one is in flight is not run and answers `busy`.
import type { WritableAtom } from 'nanostores';

export interface SingleFlight {
  (task: () => Promise<void>): Promise<void>;
  <R>(task: () => Promise<R>, busy: R): Promise<R>;
}

export function singleFlight($busy: WritableAtom<boolean>): SingleFlight {
  return (<R>(task: () => Promise<R>, busy?: R) => exclusive($busy, true, false, task, busy)) as SingleFlight;
}

/**
 * The rule itself, for any busy value: settings' lists keep in `$busy` which action runs
 * (list-store.ts `oneAtATime`). While `$busy` is not idle, `task` is not run and `busy` answers.
 */
export async function exclusive<B, R>($busy: WritableAtom<B>, running: B, idle: B, task: () => Promise<R>, busy: R): Promise<R> {
  if ($busy.get() !== idle) return busy;
  $busy.set(running);
  try {
    return await task();
  } finally {
    $busy.set(idle);
  }
}
