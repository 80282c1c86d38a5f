// The email step's passkey part: "or" between two rules, then the button.
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const divider = style({
  display: 'flex', alignItems: 'center', gap: '12px', color: vars.muted, fontSize: '.9rem',
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.border}` } },
});
