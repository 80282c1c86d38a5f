import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { useElement, useT } from '../../ui/context';
import { keepTabInside } from '../../ui/focus-trap';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';

export type Section = 'profile' | 'password' | 'address' | 'contact';
export const SECTIONS: readonly Section[] = ['profile', 'password', 'address', 'contact'];

/** Desktop: the side navigation with Sign out. */
export function SideNav({ section }: { section: Section }) {
  const t = useT();
  const { router } = useElement();
  return (
    <>
      <nav className={si.desktopNav} aria-label={t('settings.navigation')} part="side-nav">
        {SECTIONS.map((x) => (
          <button key={x} type="button" className={si.navItem} aria-current={x === section ? 'page' : undefined} onClick={() => router.navigate(`/${x}`)}>
            {t(`settings.section.${x}`)}
          </button>
        ))}
      </nav>
      <div className={si.signOutDesktop}>
        <Button variant="secondary" onClick={() => router.navigate('/signout')}>{t('shared.sign-out')}</Button>
      </div>
    </>
  );
}

/** Mobile (< 48em): the sections as a horizontally scrolling bar; the current one is scrolled into view. */
export function MobileTabs({ section }: { section: Section }) {
  const t = useT();
  const { router } = useElement();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    bar.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [section]);
  return (
    <nav ref={bar} className={si.mobileTabs} aria-label={t('settings.navigation-mobile')} part="mobile-nav">
      {SECTIONS.map((x) => (
        <button
          key={x}
          type="button"
          className={si.tab}
          aria-current={x === section ? 'page' : undefined}
          onClick={() => router.navigate(`/${x}`)}
          // Chromium leaves a half-visible tab where it is on focus: its focus ring cut at the edge.
          onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          {t(`settings.section.${x}`)}
        </button>
      ))}
    </nav>
  );
}

/**
 * Mobile: a bottom bar button opens a bottom sheet (a native modal dialog:
 * focus is trapped, Escape closes, focus returns) with the account menu.
 */
export function BottomSheet({ section }: { section: Section }) {
  const t = useT();
  const { router, embedded } = useElement();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  // A native modal dialog still lets Tab out to <body>: wrap as the other dialogs do.
  useEffect(() => {
    const d = dialog.current;
    if (!d) return undefined;
    const onKey = (e: KeyboardEvent): void => keepTabInside(d, e);
    d.addEventListener('keydown', onKey);
    return () => d.removeEventListener('keydown', onKey);
  }, []);

  // In the commit of the press: opened after the paint, a key pressed at once went to the page.
  useLayoutEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) {
      d.close();
      opener.current?.focus();
    }
  }, [open]);

  const go = (path: string): void => {
    setOpen(false);
    router.navigate(path);
  };

  return (
    <>
      <div className={si.bottomBar} part="bottom-bar" data-embedded={embedded ? '' : undefined}>
        <button ref={opener} type="button" className={s.button.secondary} part="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          {t('settings.menu')}
        </button>
      </div>
      <dialog
        ref={dialog}
        className={si.sheet}
        part="bottom-sheet"
        aria-labelledby="settings-sheet-title"
        onCancel={(e) => { e.preventDefault(); setOpen(false); }}
        onClick={(e) => { if (e.target === e.currentTarget) setOpen(false); }}
      >
        <div className={si.sheetBody}>
          <div className={si.sheetHandle} aria-hidden="true" />
          <h2 id="settings-sheet-title" className={si.sheetTitle}>{t('settings.menu')}</h2>
          <nav className={si.sheetNav} aria-label={t('settings.navigation-sheet')}>
            {SECTIONS.map((x) => (
              <button key={x} type="button" className={si.navItem} aria-current={x === section ? 'page' : undefined} onClick={() => go(`/${x}`)}>
                {t(`settings.section.${x}`)}
              </button>
            ))}
            <button type="button" className={si.navItem} onClick={() => go('/')}>{t('hub.menu-products')}</button>
          </nav>
          <Button variant="secondary" onClick={() => go('/signout')}>{t('shared.sign-out')}</Button>
          <Button variant="link" onClick={() => setOpen(false)}>{t('settings.close')}</Button>
        </div>
      </dialog>
    </>
  );
}
