// Styles of the signed-in screens (hub, settings). Adopted by their chunks, so
// the sign-in entry does not carry them.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const mobile = 'screen and (max-width: 48em)';

export const topbarTitle = style({ fontWeight: 700, fontSize: '1.1rem', marginRight: 'auto' });
export const topbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  padding: '12px 20px',
  background: vars.surface,
  borderBottom: `1px solid ${vars.background}`,
});

export const menuWrap = style({ position: 'relative' });
export const avatar = style({
  width: '40px', height: '40px', borderRadius: '50%', border: 0, cursor: 'pointer',
  background: vars.brand, color: vars.brandText, fontWeight: 700, font: 'inherit',
});
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
});
export const panelBody = style({ padding: '0 20px 20px', display: 'grid', gap: '12px' });
export const badge = style({ background: vars.brand, color: vars.brandText, borderRadius: '999px', padding: '2px 10px', fontSize: '.8rem', fontWeight: 700 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', padding: 0, margin: 0, listStyle: 'none' });
export const chip = style({ border: `1px solid ${vars.border}`, borderRadius: '999px', padding: '2px 10px', fontSize: '.9rem' });
export const settingsLayout = style({
  display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: '24px',
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});
export const sideNav = style({
  display: 'grid', gap: '4px', alignContent: 'start',
  '@media': { [mobile]: { display: 'flex', overflowX: 'auto', gap: '8px' } },
});
export const navLink = style({
  padding: '10px 12px', borderRadius: `calc(${vars.radius} * .6)`, border: 0, background: 'none', font: 'inherit',
  color: vars.text, textAlign: 'left', cursor: 'pointer', whiteSpace: 'nowrap',
  selectors: { '&[aria-current="page"]': { background: vars.surface, fontWeight: 700, boxShadow: `inset 3px 0 0 ${vars.brand}` } },
});
