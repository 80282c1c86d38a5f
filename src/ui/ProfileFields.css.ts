// Birthdate as three parts in a row; the rest stacks like any form.
import { style } from '@vanilla-extract/css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: '6px' });
export const legend = style({ padding: 0, fontWeight: 600, fontSize: '.9rem' });
// A wrapping row rather than fixed columns: in a narrow card (a partner's column) the parts go
// under each other instead of out of the card. In one row the month takes all the extra room.
export const dateRow = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
export const datePart = style({ display: 'grid', gap: '4px', minWidth: 0, flex: '1 1 4.5em' });
export const monthPart = style([datePart, { flex: '999 1 9em' }]);
export const yearPart = style([datePart, { flexBasis: '6em' }]);
export const small = style({ fontSize: '.8rem' });
export const full = style({ width: '100%' });
