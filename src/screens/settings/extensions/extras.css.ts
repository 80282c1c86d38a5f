// Settings' parts beyond spec §7 (passkeys, sessions, the account's data): each a titled block
// under the section's own form, its items a plain list of cards.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const part = style({ display: 'grid', gap: '12px', paddingTop: '24px', marginTop: '8px', borderTop: `1px solid ${vars.background}` });
export const title = style({ fontSize: '1.15rem', fontWeight: 700, outline: 'none' });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '8px' });
export const item = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '8px 16px',
  padding: '12px 16px', border: `1px solid ${vars.border}`, borderRadius: `calc(${vars.radius} * .8)`,
});
export const itemText = style({ display: 'grid', gap: '2px', minWidth: 0, flex: '1 1 14em' });
export const itemName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const itemMeta = style({ color: vars.muted, fontSize: '.9rem' });
export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
export const tag = style({
  display: 'inline-block', marginLeft: '8px', padding: '0 8px', borderRadius: '999px', fontSize: '.8rem', fontWeight: 700,
  background: vars.successSurface, color: vars.success, verticalAlign: 'middle',
});
export const renameForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '8px', flex: '1 1 100%' });
export const danger = style({ color: vars.error, borderColor: vars.error });
