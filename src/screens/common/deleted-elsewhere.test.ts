// @vitest-environment happy-dom
// Another tab deleted the account: this tab says so (its sign-out follows), whatever else comes.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $alerts, clearAlerts } from '../../core/alerts';
import { listenForDeletion } from './deleted-elsewhere';

afterEach(() => clearAlerts());

describe('an account deleted in another tab', () => {
  test('says so once, as a permanent success; other messages of the channel say nothing', async () => {
    listenForDeletion();
    const otherTab = new BroadcastChannel('accounts');
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.postMessage(null);
    otherTab.postMessage({ type: 'deleted' });
    await vi.waitFor(() => expect($alerts.get()).toEqual([expect.objectContaining({ kind: 'success', key: 'account.data.deleted', permanent: true })]));
    otherTab.close();
  });
});
