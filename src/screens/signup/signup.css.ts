// Sign-up steps' own styles (adopted by the signup chunk, not the entry).
import { globalStyle, style } from '@vanilla-extract/css';
import { choice } from '../../ui/choice';
import { vars } from '../../ui/theme.css';

export const radios = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 20px' });
export const legend = style({ padding: 0, marginBottom: '6px', fontWeight: 600, fontSize: '.9rem', width: '100%' });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', cursor: 'pointer' });
globalStyle(`${radio} > input`, choice);
export const text = style({ margin: 0 });
export const strong = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const upload = style({
  display: 'inline-flex', justifySelf: 'start', padding: '8px 14px', borderRadius: `calc(${vars.radius} * .6)`,
  border: `1px solid ${vars.border}`, cursor: 'pointer', fontWeight: 600,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' } },
});
export const preview = style({ width: '72px', height: '72px', borderRadius: '50%', objectFit: 'cover' });
