import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $me, loadMe } from '../../flows/me';
import { HelpButton } from '../../ui/HelpButton';
import { LanguageMenu } from '../../ui/LanguageMenu';
import { useElement, useT } from '../../ui/context';
import * as si from '../../ui/signed-in.css';
import { useSignedInStyles } from '../../ui/signed-in-styles';


/** Hover can fire open and click within the same gesture: ignore toggles closer than this (spec §2). */
export const MENU_GUARD_MS = 500;

export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function TopBar({ title }: { title: string }) {
  const t = useT();
  const { router } = useElement();
  useSignedInStyles();
  const me = useStore($me);
  const [open, setOpen] = useState(false);
  const last = useRef(0);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => { void loadMe(); }, []);
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const toggle = (next: boolean): void => {
    const now = performance.now();
    if (now - last.current < MENU_GUARD_MS) return;
    last.current = now;
    setOpen(next);
  };
  const go = (path: string): void => {
    setOpen(false);
    router.navigate(path);
  };

  return (
    <header className={si.topbar} part="topbar">
      <span className={si.topbarTitle}>{title}</span>
      <HelpButton floating={false} />
      <LanguageMenu />
      <div className={si.menuWrap} onMouseEnter={() => toggle(true)} onMouseLeave={() => { if (open) toggle(false); }}>
        <button
          type="button"
          className={si.avatar}
          part="avatar"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-label={t('hub.account-menu')}
          onClick={() => toggle(!open)}
          onKeyDown={(e) => { if (e.key === 'ArrowDown') { e.preventDefault(); setOpen(true); } }}
        >
          {initials(me.user?.name)}
        </button>
        {open ? (
          <ul
            ref={menuRef}
            role="menu"
            className={si.menu}
            part="menu"
            onKeyDown={(e) => {
              const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
              const i = items.indexOf(e.target as HTMLElement);
              if (e.key === 'Escape') { setOpen(false); }
              if (e.key === 'ArrowDown') { e.preventDefault(); items[(i + 1) % items.length]?.focus(); }
              if (e.key === 'ArrowUp') { e.preventDefault(); items[(i - 1 + items.length) % items.length]?.focus(); }
            }}
          >
            <li role="none"><button type="button" role="menuitem" className={si.menuItem} onClick={() => go('/profile')}>{t('hub.menu-profile')}</button></li>
            <li role="none"><button type="button" role="menuitem" className={si.menuItem} onClick={() => go('/')}>{t('hub.menu-products')}</button></li>
            <li role="none"><button type="button" role="menuitem" className={si.menuItem} onClick={() => go('/signout')}>{t('common.sign-out')}</button></li>
          </ul>
        ) : null}
      </div>
    </header>
  );
}
