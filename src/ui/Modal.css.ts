// The dialog and its backdrop. Fixed to the viewport from inside the shadow root.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(20, 16, 30, .55)',
  display: 'grid',
  placeItems: 'center',
  padding: '16px',
  zIndex: 1000,
});
export const dialog = style({
  background: vars.surface,
  color: vars.text,
  borderRadius: vars.radius,
  padding: '24px',
  width: 'min(100%, 520px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  display: 'grid',
  gap: '16px',
  boxShadow: '0 12px 40px rgba(0, 0, 0, .25)',
  outline: 'none',
});
/** The dialog's content; its alerts hang over its top, at the dialog's scroll edge. */
export const body = style({ vars: { '--_accounts-alerts-top': '0px', '--_accounts-alerts-inset': '0px' } });
export const title = style({ fontSize: '1.25rem', fontWeight: 700, margin: 0 });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
