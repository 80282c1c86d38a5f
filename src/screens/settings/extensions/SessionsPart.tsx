// Settings › Password: "where you're signed in" (issue 24), when the API offers it. Each active
// session with its browser and system, when it was last active, which one is this browser; sign
// one out, or every other.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SessionInfo } from '../../../core/api/extension-schemas';
import { $locale } from '../../../core/i18n';
import { formatMoment } from '../../../core/intl';
import { describeAgent } from '../../../core/user-agent';
import { loadExtensionsApi } from '../../../flows/extensions-api';
import { createSessionsFlow } from '../../../flows/sessions-flow';
import { Button } from '../../../ui/Button';
import { useT, type Translate } from '../../../ui/context';
import * as si from '../../../ui/signed-in.css';
import * as s from '../../../ui/styles.css';
import { useNotify } from '../use-notify';
import { ListState } from './ListState';
import * as x from './extras.css';

function deviceName(t: Translate, session: SessionInfo): string {
  const { browser, os } = describeAgent(session.user_agent);
  return t('account.sessions.device', { browser: browser || t('account.sessions.unknown-browser'), os: os || t('account.sessions.unknown-os') });
}

export function SessionsPart() {
  const t = useT();
  const locale = useStore($locale);
  const notify = useNotify();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The button pressed goes with its session: focus waits on the part's title, not <body>.
  const after = (done: Promise<boolean>): void => { void done.then((ok) => { if (ok) title.current?.focus(); }); };
  const [flow] = useState(() => createSessionsFlow({
    list: async () => (await loadExtensionsApi()).listSessions(),
    revoke: async (id) => (await loadExtensionsApi()).revokeSession(id),
    revokeOthers: async () => (await loadExtensionsApi()).revokeOtherSessions(),
    notify: (n) => notify(n),
  }));
  const list = useStore(flow.$list);
  const busy = useStore(flow.$busy);
  useEffect(() => { void flow.load(); }, [flow]);
  const others = list.items.filter((x) => !x.current).length;

  return (
    <section className={x.part} aria-labelledby={titleId} data-part="sessions">
      <h2 className={x.title} id={titleId} tabIndex={-1} ref={title}>{t('account.sessions.title')}</h2>
      <p className={s.subtle}>{t('account.sessions.intro')}</p>
      <ListState list={list} failed={t('account.sessions.load-failed')} onRetry={() => void flow.load()}>
        <ul className={x.list}>
          {list.items.map((session) => {
            const device = deviceName(t, session);
            return (
              <li key={session.id} className={x.item}>
                <div className={x.itemText}>
                  <span className={x.itemName}>
                    {device}
                    {session.current ? <span className={x.tag}>{t('account.sessions.this-browser')}</span> : null}
                  </span>
                  <span className={x.itemMeta}>{t('account.sessions.last-active', { date: formatMoment(session.last_active_at, locale) })}</span>
                </div>
                {session.current ? null : (
                  <Button variant="secondary" busy={busy === session.id} aria-label={t('account.sessions.sign-out-named', { device })}
                    onClick={() => after(flow.signOut(session.id))}>{t('account.sessions.sign-out')}</Button>
                )}
              </li>
            );
          })}
        </ul>
      </ListState>
      {list.status === 'ready' ? (
        others > 0 ? (
          <div className={si.actions}>
            <Button variant="secondary" busy={busy === 'others'} onClick={() => after(flow.signOutOthers())}>{t('account.sessions.sign-out-others')}</Button>
          </div>
        ) : <p className={si.note}>{t('account.sessions.only-here')}</p>
      ) : null}
    </section>
  );
}
