import { useEffect, useState } from 'react';
import type { Capabilities } from '../core/capabilities';
import { loadCapabilities } from '../flows/extensions-api';

/**
 * What the API offers beyond spec §7 (contract C): null until known. Asked once per page, by the
 * first screen that could show one of them.
 */
export function useCapabilities(): Capabilities | null {
  const [known, setKnown] = useState<Capabilities | null>(null);
  useEffect(() => {
    let live = true;
    void loadCapabilities().then((c) => { if (live) setKnown(c); });
    return () => { live = false; };
  }, []);
  return known;
}
