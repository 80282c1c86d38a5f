// Birthdate as three parts in a row; the rest stacks like any form.
import { style } from '@vanilla-extract/css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: '6px' });
export const legend = style({ padding: 0, fontWeight: 600, fontSize: '.9rem' });
export const dateRow = style({ display: 'grid', gridTemplateColumns: '4.5em minmax(0, 1fr) 6em', gap: '8px' });
export const datePart = style({ display: 'grid', gap: '4px', minWidth: 0 });
export const small = style({ fontSize: '.8rem' });
export const full = style({ width: '100%' });
