// Phone field: country picker beside the masked number.
import { style } from '@vanilla-extract/css';

export const group = style({ display: 'grid', gap: '6px', border: 0, margin: 0, padding: 0, minWidth: 0 });
export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', gap: '8px', '@media': { 'screen and (max-width: 30em)': { gridTemplateColumns: '1fr' } } });
export const part = style({ display: 'grid', gap: '4px', minWidth: 0 });
export const country = style({ width: '100%' });
