import { useStore } from '@nanostores/react';
import { $locale, LOCALES, setLocale, isLocale } from '../core/i18n';
import { useT } from './context';
import * as s from './styles.css';

/** Each language is shown in its own name. */
export function LanguageMenu() {
  const locale = useStore($locale);
  const t = useT();
  return (
    <label>
      <span className={s.visuallyHidden}>{t('common.language')}</span>
      <select
        className={s.select}
        part="language-menu"
        value={locale}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isLocale(v)) void setLocale(v);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>{t(`common.language-name.${l}`)}</option>
        ))}
      </select>
    </label>
  );
}
