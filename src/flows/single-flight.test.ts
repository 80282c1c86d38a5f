import { describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs one task at a time: a second call meanwhile is not run and answers its busy value', async () => {
    const $busy = atom(false);
    const run = singleFlight($busy);
    let runs = 0;
    let release: () => void = () => {};
    const first = run(async () => {
      runs++;
      await new Promise<void>((resolve) => { release = resolve; });
      return 'done';
    }, 'ignored');
    expect($busy.get()).toBe(true);
    await expect(run(async () => { runs++; return 'done'; }, 'ignored')).resolves.toBe('ignored');
    release();
    await expect(first).resolves.toBe('done');
    expect(runs).toBe(1);
    expect($busy.get()).toBe(false);
  });
  it('frees the flow when the task throws', async () => {
    const $busy = atom(false);
    const run = singleFlight($busy);
    await expect(run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect($busy.get()).toBe(false);
    await expect(run(async () => 1, 0)).resolves.toBe(1);
  });
});
