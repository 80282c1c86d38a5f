// One submit at a time, for every flow: a double click, or the button pressed after an
// auto-submit, runs the action once. `$busy` is the flow's own store (the screen disables its
// buttons on it); a call made while one is in flight is not run and answers `busy`.
import type { WritableAtom } from 'nanostores';

export interface SingleFlight {
  (task: () => Promise<void>): Promise<void>;
  <R>(task: () => Promise<R>, busy: R): Promise<R>;
}

export function singleFlight($busy: WritableAtom<boolean>): SingleFlight {
  return (async <R>(task: () => Promise<R>, busy?: R): Promise<R | undefined> => {
    if ($busy.get()) return busy;
    $busy.set(true);
    try {
      return await task();
    } finally {
      $busy.set(false);
    }
  }) as SingleFlight;
}
