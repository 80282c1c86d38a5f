// Preact's effects after the paint (useEffect) held back: a test moves the focus, or anything else a
// user does in the frame between a commit and its paint, and only then lets the effects run.
import { options } from 'preact';

/** Runs `body` with the after-paint effects held; `runEffects()` lets the held ones run. */
export async function withEffectsHeld(body: (runEffects: () => void) => Promise<void>): Promise<void> {
  const held: (() => void)[] = [];
  const frame = options.requestAnimationFrame;
  options.requestAnimationFrame = (run: () => void) => held.push(run);
  try {
    await body(() => held.splice(0).forEach((run) => run()));
  } finally {
    options.requestAnimationFrame = frame;
  }
}
