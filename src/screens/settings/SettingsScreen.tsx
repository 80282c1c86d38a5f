import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { clearAlerts } from '../../core/alerts';
import type { User } from '../../core/api/schemas';
import { $me, loadMe } from '../../flows/me';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Alerts } from '../../ui/Alerts';
import { Spinner } from '../../ui/Spinner';
import { useElement, useT } from '../../ui/context';
import { TopBar } from '../common/TopBar';
import { useUserData } from '../common/use-user-data';
import * as si from '../../ui/signed-in.css';
import { useSignedInStyles } from '../../ui/signed-in-styles';
import { AvatarCard } from './AvatarCard';
import { AddressSection } from './AddressSection';
import { ContactSection } from './ContactSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { BottomSheet, MobileTabs, SideNav, type Section } from './SettingsNav';
import { Extras } from './extensions/Extras';

export type { Section };

function SectionBody({ section, user }: { section: Section; user: User }) {
  switch (section) {
    case 'profile': return <><ProfileSection user={user} /><Extras section="profile" user={user} /></>;
    case 'password': return <><PasswordSection user={user} /><Extras section="password" user={user} /></>;
    case 'address': return <AddressSection user={user} />;
    case 'contact': return <ContactSection user={user} />;
  }
}

/**
 * `/profile`, `/password`, `/address`, `/contact` — the settings frame (spec §2):
 * side navigation on desktop; on mobile a scrolling section bar and a bottom sheet.
 * The user is fetched by the API client (404 → home, other failures retried);
 * if it still fails the section shows a retry, never a blank card.
 */
export default function SettingsScreen({ section }: { section: Section }) {
  const t = useT();
  useSignedInStyles();
  const me = useStore($me);
  useUserData(loadMe);
  useEffect(() => clearAlerts, [section]); // a section's alerts do not follow the user to the next one
  // Inside a partner's page the host owns the landmarks (main, complementary).
  const embedded = useElement().embedded;
  const Main = embedded ? 'div' : 'main';
  const Aside = embedded ? 'div' : 'aside';

  return (
    <div className={si.settingsShell} part="container">
      <TopBar title={t('settings.title')} />
      <MobileTabs section={section} />
      <div className={si.settingsGrid}>
        <Aside className={si.aside}>
          {me.status === 'error' && !me.user ? null : <AvatarCard user={me.user} />}
          <SideNav section={section} />
        </Aside>
        <Main className={si.sectionColumn}>
          <Alerts />
          <div className={si.sectionCard} part="section">
            <Heading>{t(`settings.section.${section}`)}</Heading>
            {me.user ? (
              // keyed by section: each section's form starts from the saved values
              <SectionBody key={section} section={section} user={me.user} />
            ) : me.status === 'error' ? (
              <div className={si.fetchError} role="alert">
                <p>{t('settings.load-failed')}</p>
                <Button variant="secondary" onClick={() => void loadMe(true)}>{t('common.retry')}</Button>
              </div>
            ) : (
              // a GET waiting for `online` or retrying says so in the alert stack above
              <Spinner label={t('shared.loading')} />
            )}
          </div>
        </Main>
      </div>
      <BottomSheet section={section} />
    </div>
  );
}
