// What a GET is waiting on the network for, so the screen can say it (a busy button alone is
// silent for seconds): 'offline-waiting' while it waits for `online`, 'slow-retrying' while it
// retries after a failure (spec §8). The API client sets it; the alert stack shows it. The
// values are common.* keys: the first render's bundle has no room for a map of its own.
import { atom } from 'nanostores';

export type NetworkWait = 'offline-waiting' | 'slow-retrying';

export const $networkWait = atom<NetworkWait | undefined>();
