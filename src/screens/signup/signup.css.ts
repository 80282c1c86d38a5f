// Sign-up steps' own styles (adopted by the signup chunk, not the entry).
import { style } from '@vanilla-extract/css';

export const radios = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 20px' });
export const legend = style({ padding: 0, marginBottom: '6px', fontWeight: 600, fontSize: '.9rem', width: '100%' });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', cursor: 'pointer' });
export const text = style({ margin: 0 });
export const strong = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const fileInput = style({ font: 'inherit', maxWidth: '100%' });
export const preview = style({ width: '72px', height: '72px', borderRadius: '50%', objectFit: 'cover' });
