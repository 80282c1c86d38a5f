import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $me, loadMe } from '../../flows/me';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Alerts } from '../../ui/Alerts';
import { Spinner } from '../../ui/Spinner';
import { useElement, useT } from '../../ui/context';
import { TopBar } from '../common/TopBar';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { useSignedInStyles } from '../../ui/signed-in-styles';

export type Section = 'profile' | 'password' | 'address' | 'contact';
const SECTIONS: readonly Section[] = ['profile', 'password', 'address', 'contact'];

/** `/profile`, `/password`, `/address`, `/contact` — the settings frame (spec §2). */
export default function SettingsScreen({ section }: { section: Section }) {
  const t = useT();
  useSignedInStyles();
  const { router } = useElement();
  const me = useStore($me);
  useEffect(() => { void loadMe(); }, []);

  return (
    <div className={si.shell} part="container">
      <TopBar title={t('settings.title')} />
      <div className={`${si.content} ${si.settingsLayout}`}>
        <nav className={si.sideNav} aria-label={t('settings.navigation')} part="side-nav">
          {SECTIONS.map((x) => (
            <button key={x} type="button" className={si.navLink} aria-current={x === section ? 'page' : undefined} onClick={() => router.navigate(`/${x}`)}>
              {t(`settings.section.${x}`)}
            </button>
          ))}
          <Button variant="secondary" onClick={() => router.navigate('/signout')}>{t('common.sign-out')}</Button>
        </nav>
        <main className={s.card}>
          <Heading>{t(`settings.section.${section}`)}</Heading>
          <Alerts />
          {me.status === 'loading' && !me.user ? <Spinner label={t('common.loading')} /> : null}
          {me.user ? (
            <dl className={s.form}>
              <div><dt className={s.label}>{t('settings.name')}</dt><dd>{me.user.name}</dd></div>
              <div><dt className={s.label}>{t('common.email')}</dt><dd>{me.user.email}</dd></div>
            </dl>
          ) : null}
          {me.status === 'error' ? <Button variant="secondary" onClick={() => void loadMe(true)}>{t('common.retry')}</Button> : null}
        </main>
      </div>
    </div>
  );
}
