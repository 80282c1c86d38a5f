// The avatar crop dialog. Croppie's own CSS is adopted beside this on open.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const dialog = style({
  border: 0, borderRadius: vars.radius, padding: 0, background: vars.surface, color: vars.text,
  width: 'min(100vw - 16px, 380px)', maxHeight: 'calc(100vh - 16px)', overflow: 'auto',
  boxShadow: '0 12px 40px rgba(0,0,0,.3)',
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,.5)' } },
});
export const alerts = style({ vars: { '--_accounts-alerts-top': '0px' } });
export const body = style({ display: 'grid', gap: '16px', padding: '20px' });
export const title = style({ fontSize: '1.25rem', fontWeight: 700, outline: 'none' });
/** Croppie's boundary: the 250×250 viewport at offset 25,25. */
export const stage = style({ width: '300px', height: '300px', margin: '0 auto', maxWidth: '100%' });
export const zoom = style({ display: 'grid', gap: '6px' });
export const range = style({ width: '100%', accentColor: vars.brand });
export const actions = style({ display: 'flex', gap: '12px', justifyContent: 'flex-end' });
