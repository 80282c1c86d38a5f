// Settings' parts beyond spec §7 (issue 24), an on-demand chunk loaded only when the API offers
// one of them (SettingsScreen asks, contract C): under Password, passkeys and "where you're signed
// in"; under Personal data, the data rights.
import extrasCss from '/src/screens/settings/extensions/extras.css.ts.vanilla.css?inline';
import type { Capabilities } from '../../../core/capabilities';
import type { User } from '../../../core/api/schemas';
import { passkeyPlace } from '../../../core/webauthn';
import { useAreas } from '../../../ui/use-areas';
import { useElement } from '../../../ui/context';
import { useStyles } from '../../../ui/use-styles';
import { DataPart } from './DataPart';
import { PasskeysPart } from './PasskeysPart';
import { SessionsPart } from './SessionsPart';

export interface AccountExtrasProps {
  section: 'profile' | 'password';
  user: User;
  capabilities: Capabilities;
}

export default function AccountExtras({ section, user, capabilities: c }: AccountExtrasProps) {
  useAreas('passkeys', 'account');
  useStyles(extrasCss);
  // Settings run signed in: the hosted portal or a same-site page, where the relying party works
  // unless the page is on an IP address (the sandbox's 127.0.0.1: passkeys listed, none added).
  const here = passkeyPlace(useElement().embedded) === 'here';
  if (section === 'password') {
    return (
      <>
        {c.passkeys ? <PasskeysPart user={user} canAdd={here} /> : null}
        {c.sessions ? <SessionsPart /> : null}
      </>
    );
  }
  return c.data_export || c.account_deletion
    ? <DataPart user={user} canExport={c.data_export} canDelete={c.account_deletion} passkeys={c.passkeys && here} />
    : null;
}

