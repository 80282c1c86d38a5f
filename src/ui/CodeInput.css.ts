// Styles of the 6-box verification code input, adopted by CodeInput (not in the entry).
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const group = style({ display: 'grid', gap: '6px', border: 0, padding: 0, margin: 0, minWidth: 0 });

export const boxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 48px))',
  gap: '8px',
  justifyContent: 'start',
});

export const box = style({
  font: 'inherit',
  fontSize: '1.35rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  textTransform: 'uppercase',
  width: '100%',
  minWidth: 0,
  height: '52px',
  padding: 0,
  borderRadius: `calc(${vars.radius} * .6)`,
  border: `1px solid ${vars.border}`,
  background: vars.surface,
  color: vars.text,
  caretColor: vars.brand,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.error },
    '&:disabled': { background: vars.background, color: vars.muted },
  },
});
