// The forgot-email prototype's notice: plainly marked so nobody takes the sample data for real.
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const notice = style({
  margin: 0,
  padding: '8px 12px',
  border: `2px dashed ${vars.border}`,
  borderRadius: `calc(${vars.radius} * .6)`,
  color: vars.text,
  background: vars.background,
  fontSize: '.9rem',
  fontWeight: 600,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '8px' });
