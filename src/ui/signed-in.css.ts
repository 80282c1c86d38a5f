// Styles of the signed-in screens (hub, settings). Adopted by their chunks, so
// the sign-in entry does not carry them.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { below30, below48, from62, from80, from96, upTo30 } from './breakpoints';

export const topbarTitle = style({ fontWeight: 700, fontSize: '1.1rem', marginRight: 'auto', '@container': { [upTo30]: { fontSize: '.95rem' } } });
export const topbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  padding: '12px 20px',
  background: vars.surface,
  borderBottom: `1px solid ${vars.background}`,
  // Narrower than title, help, language and avatar (≈ 310 px: a 256 px column on a 320 px phone),
  // what does not fit goes to a second row, at the right as in the first.
  '@container': { [upTo30]: { gap: '6px', padding: '12px 16px', flexWrap: 'wrap', justifyContent: 'flex-end' } },
});
// A phone's width: the language menu gives the title a little room, so it stays on one line.
globalStyle(`${topbar} select`, { '@container': { [upTo30]: { fontSize: '.875rem', paddingLeft: '6px', paddingRight: '24px' } } });

// A flex box: its height is the avatar's, not a line's (an inline button's line adds its descent,
// which a stylesheet adopted later took away: the top bar shrank under the user, issue 23 QA).
export const menuWrap = style({ position: 'relative', display: 'flex' });
export const avatar = style({
  width: '40px', height: '40px', borderRadius: '50%', border: 0, padding: 0, cursor: 'pointer',
  background: vars.brand, color: vars.brandText, fontWeight: 700, font: 'inherit',
});
/** The picture or the initials inside the avatar button. */
export const avatarFace = style({ display: 'grid', placeItems: 'center', width: '100%', height: '100%', borderRadius: '50%', objectFit: 'cover' });
export const menu = style({
  position: 'absolute', right: 0, top: '100%', margin: 0, padding: '6px 0', listStyle: 'none', minWidth: '180px',
  background: vars.surface, borderRadius: vars.radius, boxShadow: '0 8px 24px rgba(0,0,0,.15)', zIndex: 10,
});
export const menuItem = style({
  display: 'block', width: '100%', textAlign: 'left', padding: '10px 16px', border: 0, background: 'none',
  font: 'inherit', color: vars.text, cursor: 'pointer',
  selectors: { '&:hover, &:focus': { background: vars.background } },
});

export const shell = style({ minHeight: 'var(--accounts-min-height, auto)', background: vars.background });
export const content = style({ maxWidth: '960px', margin: '0 auto', padding: '24px 20px 96px', display: 'grid', gap: '16px' });
export const panel = style({ background: vars.surface, borderRadius: vars.radius, boxShadow: '0 1px 3px rgba(0,0,0,.08)' });
export const panelHeader = style({
  width: '100%', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '12px',
  padding: '16px 20px', border: 0, background: 'none', font: 'inherit', fontWeight: 700, fontSize: '1.1rem',
  color: vars.text, cursor: 'pointer', textAlign: 'left',
  // Its ring inside the header: outside, it ran over the first line of the open panel's text.
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
  '@container': { [upTo30]: { padding: '16px', gap: '8px' } },
});
export const panelBody = style({ padding: '0 20px 20px', display: 'grid', gap: '12px', selectors: { '&[hidden]': { display: 'none' } } });
export const badge = style({
  background: vars.brand, color: vars.brandText, borderRadius: '999px', padding: '2px 10px', fontSize: '.8rem', fontWeight: 700, whiteSpace: 'nowrap',
  '@container': { [upTo30]: { padding: '2px 8px', fontSize: '.75rem' } },
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', padding: 0, margin: 0, listStyle: 'none' });
export const chip = style({ border: `1px solid ${vars.border}`, borderRadius: '999px', padding: '2px 10px', fontSize: '.9rem' });
export const settingsLayout = style({
  display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: '24px',
  '@container': { [below48]: { gridTemplateColumns: '1fr' } },
});
export const sideNav = style({
  display: 'grid', gap: '4px', alignContent: 'start',
  '@container': { [below48]: { display: 'flex', overflowX: 'auto', gap: '8px' } },
});
export const navLink = style({
  padding: '10px 12px', borderRadius: `calc(${vars.radius} * .6)`, border: 0, background: 'none', font: 'inherit',
  color: vars.text, textAlign: 'left', cursor: 'pointer', whiteSpace: 'nowrap',
  selectors: { '&[aria-current="page"]': { background: vars.surface, fontWeight: 700, boxShadow: `inset 3px 0 0 ${vars.brand}` } },
});

// ---- hub panels -------------------------------------------------------------
export const panelHeading = style({ fontSize: 'inherit' });
// The title and the badge: side by side, the badge at the end; on a narrow screen the badge goes
// under the title rather than squeezing it or breaking its own words.
export const panelTitle = style({ flex: '1 1 auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4px 12px' });
export const chevron = style({
  width: '10px', height: '10px', borderRight: `2px solid ${vars.muted}`, borderBottom: `2px solid ${vars.muted}`,
  transform: 'rotate(45deg)', transition: 'transform .15s',
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(-135deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const panelAction = style({ maxWidth: '320px' });

// ---- settings frame (breakpoints 30, 48, 62, 80, 96 em) ----------------------

export const settingsShell = style({ minHeight: 'var(--accounts-min-height, auto)', background: vars.background });
export const settingsGrid = style({
  maxWidth: '1040px', margin: '0 auto', padding: '24px 20px 96px',
  display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr)', gap: '24px', alignItems: 'start',
  '@container': {
    [below48]: { gridTemplateColumns: '1fr', padding: '16px 12px 112px', gap: '16px' },
    [from62]: { gridTemplateColumns: '280px minmax(0, 1fr)' },
    [from80]: { maxWidth: '1180px' },
    [from96]: { maxWidth: '1320px' },
  },
});
// On a phone the bottom bar (fixed, ~64 px) would hide a control Tab brings into view at the
// window's bottom edge, and the sticky section bar (~57 px) with a save's alert under it (to
// ~140 px) one Shift+Tab brings in at the top: the browser keeps this much room around the
// focused one, its label included (WCAG 2.4.11).
globalStyle(`${settingsGrid} *`, { '@container': { [below48]: { scrollMarginBottom: '88px', scrollMarginTop: '168px' } } });
export const aside = style({ display: 'grid', gap: '16px', alignContent: 'start' });
export const desktopNav = style({ display: 'grid', gap: '4px', '@container': { [below48]: { display: 'none' } } });
export const navItem = style({
  padding: '10px 12px', borderRadius: `calc(${vars.radius} * .6)`, border: 0, background: 'none', font: 'inherit',
  color: vars.text, textAlign: 'left', cursor: 'pointer', whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.surface },
    '&[aria-current="page"]': { background: vars.surface, fontWeight: 700, boxShadow: `inset 3px 0 0 ${vars.brand}` },
  },
});
export const signOutDesktop = style({ '@container': { [below48]: { display: 'none' } } });

/** Mobile: the sections as a horizontally scrolling bar under the top bar. */
export const mobileTabs = style({
  display: 'none',
  '@container': {
    [below48]: {
      display: 'flex', gap: '4px', overflowX: 'auto', padding: '8px 12px', background: vars.surface,
      borderBottom: `1px solid ${vars.background}`, position: 'sticky', top: 0, zIndex: 2, scrollbarWidth: 'thin',
    },
  },
});
export const tab = style({
  flex: '0 0 auto', padding: '8px 12px', border: 0, borderRadius: '999px', background: 'none', font: 'inherit',
  color: vars.text, cursor: 'pointer', whiteSpace: 'nowrap',
  scrollMarginInline: '12px', // scrolled into view with its focus ring (SettingsNav)
  selectors: { '&[aria-current="page"]': { background: vars.brand, color: vars.brandText, fontWeight: 700 } },
});

/**
 * Mobile: a bottom bar that opens the bottom sheet. On the window's edge in the portal; inside a
 * partner's page (`data-embedded`) on the element's own bottom edge, not across the host's page.
 */
export const bottomBar = style({
  display: 'none',
  selectors: { '&[data-embedded]': { position: 'sticky' } },
  '@container': {
    [below48]: {
      display: 'flex', position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 3, padding: '10px 12px',
      background: vars.surface, boxShadow: '0 -2px 8px rgba(0,0,0,.08)', justifyContent: 'center',
    },
  },
});
export const sheet = style({
  border: 0, padding: 0, margin: 'auto auto 0', width: '100%', maxWidth: '100%', maxHeight: '85vh',
  borderRadius: `${vars.radius} ${vars.radius} 0 0`, background: vars.surface, color: vars.text,
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,.4)' } },
  // A modal at the window's bottom edge: sized by the window, not the element.
  '@media': { 'screen and (min-width: 48em)': { maxWidth: '480px' } },
});
export const sheetBody = style({ display: 'grid', gap: '8px', padding: '16px 16px 24px' });
export const sheetHandle = style({ width: '40px', height: '4px', borderRadius: '2px', background: vars.border, margin: '0 auto 8px' });
export const sheetTitle = style({ fontSize: '1.1rem', fontWeight: 700 });

export const sectionCard = style({
  background: vars.surface, borderRadius: vars.radius, padding: '28px',
  boxShadow: '0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.06)', display: 'grid', gap: '20px', minWidth: 0,
  '@container': { [below30]: { padding: '20px 16px' } },
});
// The section card and its alerts (ui/Alerts.tsx), which hang over the card's top. On a phone,
// Save at the bottom of a long form and its result at the card's top: the alerts keep in view,
// under the sticky section bar (~57 px).
export const sectionColumn = style({
  minWidth: 0,
  vars: { '--_accounts-alerts-inset': '16px' },
  '@container': { [below48]: { vars: { '--_accounts-alerts-top': '64px' } } },
});
export const formGrid = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '16px', alignItems: 'start',
  '@container': { [below48]: { gridTemplateColumns: '1fr' } },
});
export const full = style({ gridColumn: '1 / -1' });
export const actions = style({ display: 'flex', gap: '12px', flexWrap: 'wrap', justifyContent: 'flex-end' });
globalStyle(`${actions} > button`, { width: 'auto', minWidth: '200px' });
export const fetchError = style({ display: 'grid', gap: '12px', justifyItems: 'start' });
export const readOnlyValue = style({ fontSize: '1.05rem', wordBreak: 'break-word' });
// A value under its label (the contact section's <dl>), not indented 40px as browsers draw <dd>.
globalStyle('dd', { margin: 0 });
export const note = style({ color: vars.muted, fontSize: '.9rem' });

// ---- avatar card ---------------------------------------------------------------
export const avatarCard = style({
  background: vars.surface, borderRadius: vars.radius, padding: '20px', display: 'grid', gap: '12px', justifyItems: 'center',
  textAlign: 'center', boxShadow: '0 1px 3px rgba(0,0,0,.08)',
  '@container': { [below48]: { gridTemplateColumns: 'auto 1fr', justifyItems: 'start', textAlign: 'left', alignItems: 'center' } },
});
export const avatarLarge = style({
  width: '96px', height: '96px', borderRadius: '50%', objectFit: 'cover', background: vars.brand, color: vars.brandText,
  display: 'grid', placeItems: 'center', fontSize: '2rem', fontWeight: 700,
  '@container': { [below48]: { width: '64px', height: '64px', fontSize: '1.4rem', gridRow: 'span 3' } },
});
export const uploadLabel = style({
  display: 'inline-flex', padding: '8px 14px', borderRadius: `calc(${vars.radius} * .6)`, border: `1px solid ${vars.border}`,
  cursor: 'pointer', fontWeight: 600,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' } },
});
export const sheetNav = style({ display: 'grid', gap: '4px' });
