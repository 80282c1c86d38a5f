// The show-password button sits inside the password input, at its end: both in the field's
// second grid row (the label is the first), so the field needs no wrapper of its own.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { field, input } from './styles.css';

export const toggle = style({
  gridRow: 2,
  gridColumn: 1,
  justifySelf: 'end',
  alignSelf: 'center',
  width: '40px',
  height: '40px',
  marginRight: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: `calc(${vars.radius} * .6)`,
  background: 'none',
  color: vars.muted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.text }, '&:focus-visible': { outlineOffset: '-3px' } },
});
// Both placed in that row (an auto-placed input would skip the cell the button holds); the
// typed text never runs under the button.
globalStyle(`${field}:has(> ${toggle}) > ${input}`, { gridRow: 2, gridColumn: 1, paddingRight: '46px' });
