import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $me, loadMe } from '../../flows/me';
import { useUserData } from './use-user-data';
import { listenForDeletion } from './deleted-elsewhere';
import { Avatar, initials } from '../../ui/Avatar';
import { isTabKey } from '../../ui/focus-trap';
import { HelpButton } from '../../ui/HelpButton';
import { LanguageMenu } from '../../ui/LanguageMenu';
import { useElement, useT } from '../../ui/context';
import * as si from '../../ui/signed-in.css';
import { useSignedInStyles } from '../../ui/signed-in-styles';

/** Hover can fire open and click within the same gesture: ignore toggles closer than this (spec §2). */
export const MENU_GUARD_MS = 500;

type Focus = 'first' | 'last' | null;

/**
 * The signed-in top bar: title, help, language and the avatar menu. The menu
 * follows the ARIA menu-button pattern: Enter, Space or ArrowDown open it on
 * the first item (ArrowUp on the last), arrows/Home/End move, Escape closes
 * and returns focus to the button, Tab closes.
 */
export function TopBar({ title }: { title: string }) {
  const t = useT();
  const { router, embedded } = useElement();
  // Inside a partner's page the host owns the landmarks: no banner of the element's own.
  const Header = embedded ? 'div' : 'header';
  useSignedInStyles();
  const me = useStore($me);
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<Focus>(null);
  /** When a hover (or a key) last opened the menu: the click that follows it is not a toggle. */
  const opened = useRef(-Infinity);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  useUserData(loadMe);
  useEffect(listenForDeletion, []);
  // In the commit that shows the menu: a key pressed or a focus moved before the next paint must
  // not be taken back to the first item afterwards.
  useLayoutEffect(() => {
    if (!open || !focus) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    (focus === 'first' ? items?.[0] : items?.[items.length - 1])?.focus();
  }, [open, focus]);
  // A pointer press outside the menu closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (wrapRef.current && !e.composedPath().includes(wrapRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  // The pointer: a hover opens the menu and leaving closes it, at once. A click toggles it, except
  // within 500 ms of a hover that opened it: the same gesture (a tap fires both), not a second one.
  const hoverOpen = (): void => {
    if (open) return;
    opened.current = performance.now();
    setFocus(null);
    setOpen(true);
  };
  const hoverClose = (): void => {
    if (open && !focus) setOpen(false); // a menu opened with keys stays until keys or a click close it
  };
  const clickToggle = (): void => {
    if (performance.now() - opened.current < MENU_GUARD_MS) return;
    setFocus(null);
    setOpen(!open);
  };
  const openWithKeys = (where: Exclude<Focus, null>): void => {
    opened.current = performance.now(); // the click a key press may also fire must not close it again
    setFocus(where);
    setOpen(true);
  };
  const close = (returnFocus: boolean): void => {
    setOpen(false);
    setFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  };
  const go = (path: string): void => {
    // The page already shown: no new heading takes focus, so the menu's button gets it back.
    const here = router.route().path === path;
    close(here);
    if (!here) router.navigate(path);
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>): void => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      openWithKeys('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openWithKeys('last');
    } else if (e.key === 'Escape' && open) {
      close(true);
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>): void => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(e.target as HTMLElement);
    const move = (to: number) => { e.preventDefault(); items[(to + items.length) % items.length]?.focus(); };
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (e.key === 'Escape') { e.preventDefault(); close(true); }
    else if (isTabKey(e)) close(false);
  };

  return (
    <Header className={si.topbar} part="topbar">
      <span className={si.topbarTitle}>{title}</span>
      <HelpButton floating={false} />
      <LanguageMenu />
      <div
        ref={wrapRef}
        className={si.menuWrap}
        onMouseEnter={hoverOpen}
        onMouseLeave={hoverClose}
      >
        <button
          ref={buttonRef}
          type="button"
          id="account-menu-button"
          className={si.avatar}
          part="avatar"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'account-menu' : undefined}
          // The visible initials start the name (WCAG 2.5.3 label in name); a picture is decoration.
          aria-label={[me.user?.avatar ? '' : initials(me.user?.name), t('hub.account-menu')].filter(Boolean).join(' – ')}
          onClick={clickToggle}
          onKeyDown={onButtonKey}
        >
          <Avatar className={si.avatarFace} name={me.user?.name} src={me.user?.avatar} alt="" />
        </button>
        {open ? (
          <ul ref={menuRef} id="account-menu" role="menu" aria-labelledby="account-menu-button" className={si.menu} part="menu" onKeyDown={onMenuKey}>
            <li role="none"><button type="button" role="menuitem" tabIndex={-1} className={si.menuItem} onClick={() => go('/profile')}>{t('hub.menu-profile')}</button></li>
            <li role="none"><button type="button" role="menuitem" tabIndex={-1} className={si.menuItem} onClick={() => go('/')}>{t('hub.menu-products')}</button></li>
            <li role="none"><button type="button" role="menuitem" tabIndex={-1} className={si.menuItem} onClick={() => go('/signout')}>{t('shared.sign-out')}</button></li>
          </ul>
        ) : null}
      </div>
    </Header>
  );
}
