import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../core/session';

/**
 * Load what a signed-in screen shows of its user, and again when the user changes under it:
 * another product of the company may sign someone else in while the page is out of sight
 * (core/session-refresh.ts drops the first user's data when the page comes back). Nothing is
 * asked once signed out: the screen is on its way out, and a call without a token would only
 * end in a second sign-out.
 */
export function useUserData(load: () => Promise<unknown>): void {
  const { status, email } = useStore($session);
  useEffect(() => {
    if (status === 'signed-in') void load();
  }, [load, status, email]);
}
