// Navigation state is untrusted (history.state survives reloads and can be set by any script).
import type { Location } from '../../core/router';

const MAX = 320;

/** A string from navigation state, or '' when absent, not a string, or too long. */
export function stateString(loc: Location, key: string): string {
  const v = loc.state?.[key];
  return typeof v === 'string' && v.length <= MAX ? v : '';
}
