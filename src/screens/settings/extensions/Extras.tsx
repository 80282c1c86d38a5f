import { lazy, Suspense } from 'react';
import type { Capabilities } from '../../../core/capabilities';
import type { User } from '../../../core/api/schemas';
import { useCapabilities } from '../../../ui/use-capabilities';

// Loaded only when the API offers something for the section; a chunk that can't load shows nothing.
const AccountExtras = lazy(() => import('./AccountExtras').catch(() => ({ default: () => null })));

function offersIn(section: 'profile' | 'password', c: Capabilities): boolean {
  return section === 'password' ? c.passkeys || c.sessions : c.data_export || c.account_deletion;
}

/**
 * A section's parts beyond spec §7 (issue 24), under its own form: nothing at all — no chunk, no
 * call but the one discovery — when the API doesn't offer them.
 */
export function Extras({ section, user }: { section: 'profile' | 'password'; user: User }) {
  const c = useCapabilities();
  if (!c || !offersIn(section, c)) return null;
  return <Suspense fallback={null}><AccountExtras section={section} user={user} capabilities={c} /></Suspense>;
}
