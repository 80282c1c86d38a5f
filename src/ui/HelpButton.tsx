import { useStore } from '@nanostores/react';
import { $config } from '../core/config';
import { $locale, HELP_SUFFIX } from '../core/i18n';
import { useT } from './context';
import * as s from './styles.css';

/** Floating link to the help centre; the suffix follows the language (spec §1). */
export function HelpButton({ floating = true }: { floating?: boolean }) {
  const locale = useStore($locale);
  const { helpCenterUrl } = useStore($config);
  const t = useT();
  return (
    <a
      className={floating ? s.helpButton : s.anchor}
      part="help-button"
      href={`${helpCenterUrl}${HELP_SUFFIX[locale]}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('common.help')}
    </a>
  );
}
