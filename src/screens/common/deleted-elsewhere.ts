// The account was deleted in another tab of this browser (settings' DataPart says so on the tabs'
// channel before it signs out): this tab's sign-out then says why, in this page's language,
// instead of reading as unexplained. Listened to from the first signed-in screen on (TopBar), and
// for good: the sign-out may come first (a delete retried after its answer was lost signs out on
// the 401, and learns the account is gone only after). Not in core/session-state.ts, whose
// channel opens with the first render: only a signed-in page can hear of a deletion.
import { loadAreas } from '../../core/i18n';
import { showAlert } from '../../core/show-alert';

/** core/session-state.ts's channel, spelt here: importing the name would change the first render's chunk. */
const CHANNEL = 'accounts';
let channel: BroadcastChannel | undefined;

export function listenForDeletion(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  try {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<unknown>) => {
      if ((e.data as { type?: unknown } | null)?.type !== 'deleted') return;
      // A permanent alert of every element; the deleting tab's own sign-in shows the same one (once).
      void loadAreas(['account']).catch(() => {}).then(() => showAlert({ kind: 'success', key: 'account.data.deleted', permanent: true }));
    };
  } catch {
    channel = undefined; // no channel: the other tab reads as signed out, as before
  }
}
