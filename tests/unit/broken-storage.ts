// A window.localStorage whose calls throw, swapped in through the window's getter so vitest can
// undo it. Spying on happy-dom's Storage methods cannot be undone (the storage is a proxy: the
// spy's assignment becomes a stored item), and test files share a worker (isolate: false), so
// the next file would inherit a storage that throws.
import { vi } from 'vitest';

type Failures = Partial<Record<'getItem' | 'setItem' | 'removeItem', DOMException>>;

export function breakLocalStorage(failures: Failures) {
  const real = window.localStorage;
  const fail = (name: keyof Failures) => failures[name];
  const broken: Storage = {
    get length() { return real.length; },
    key: (i) => real.key(i),
    clear: () => real.clear(),
    getItem(key) { const e = fail('getItem'); if (e) throw e; return real.getItem(key); },
    setItem(key, value) { const e = fail('setItem'); if (e) throw e; real.setItem(key, value); },
    removeItem(key) { const e = fail('removeItem'); if (e) throw e; real.removeItem(key); },
  };
  return vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
}
