// Phone field: country picker beside the masked number.
import { style } from '@vanilla-extract/css';
import { upTo30 } from './breakpoints';

export const group = style({ display: 'grid', gap: '6px', border: 0, margin: 0, padding: 0, minWidth: 0 });
// A wrapping row, 1 : 1.4 when both fit (bases and growth in that ratio): in a narrow card (a
// partner's column) the number goes under the country instead of squeezing both unreadable.
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
export const part = style({
  display: 'grid',
  gap: '4px',
  minWidth: 0,
  flex: '1 1 8em',
  selectors: { '& + &': { flex: '1.4 1 11.2em' } },
  // In a phone's width the country takes a whole line, so the number always goes under it.
  '@container': { [upTo30]: { flexBasis: '100%' } },
});
export const country = style({ width: '100%' });
