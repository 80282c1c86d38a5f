// The translator tool: a wide working page (1280 px: key + pt editor + en + es side by side;
// 375 px: one column), a sticky toolbar so search and download stay in reach.
import { globalStyle, style } from '@vanilla-extract/css';
import { choice } from '../../ui/choice';
import { vars } from '../../ui/theme.css';
import { below48 } from '../../ui/breakpoints';

export const page = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: '24px 24px 64px',
  display: 'grid',
  gap: '20px',
  background: vars.background,
  '@container': { [below48]: { padding: '16px 12px 48px' } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', justifyContent: 'space-between', alignItems: 'flex-start' });
export const intro = style({ display: 'grid', gap: '8px', maxWidth: '70ch' });

export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '12px 20px',
  alignItems: 'end',
  padding: '12px 16px',
  background: vars.surface,
  borderRadius: vars.radius,
  boxShadow: '0 1px 3px rgba(0,0,0,.08)',
  '@container': { [below48]: { position: 'static', gridTemplateColumns: '1fr', padding: '12px' } },
});
export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'center' });
export const checkbox = style({ display: 'inline-flex', gap: '8px', alignItems: 'center', fontWeight: 600, fontSize: '.9rem', cursor: 'pointer' });
globalStyle(`${checkbox} > input`, choice);
export const count = style({ fontWeight: 600, fontSize: '.9rem' });
export const message = style({ gridColumn: '1 / -1', margin: 0, fontSize: '.9rem' });
export const showing = style({ margin: 0, fontSize: '.9rem', alignSelf: 'center' });
export const warningText = style({ color: vars.error, fontSize: '.85rem', fontWeight: 600 });

export const area = style({ display: 'grid', gap: '8px' });
export const areaHeader = style({ display: 'flex', gap: '12px', alignItems: 'baseline', flexWrap: 'wrap' });
export const areaTitle = style({ fontSize: '1.2rem', fontWeight: 700, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: '8px 16px',
  padding: '12px 16px',
  background: vars.surface,
  borderRadius: `calc(${vars.radius} * .6)`,
  borderLeft: '4px solid transparent',
  selectors: { '&[data-changed="true"]': { borderLeftColor: vars.brand } },
  '@container': { [below48]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: '10px 12px' } },
});
export const editor = style({ display: 'grid', gap: '6px', alignContent: 'start' });
export const keyLine = style({ display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' });
export const key = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '.85rem', fontWeight: 600, overflowWrap: 'anywhere' });
export const badge = style({
  fontSize: '.75rem',
  fontWeight: 700,
  padding: '1px 8px',
  borderRadius: '999px',
  background: vars.brand,
  color: vars.brandText,
});
// Keyboard focus scrolls a string into view below the sticky toolbar, not under it (desktop only:
// on phones the toolbar scrolls away).
export const textarea = style({
  height: 'auto', // not a one-line field's (styles.css.ts input)
  minHeight: '3.2em',
  resize: 'vertical',
  lineHeight: 1.4,
  scrollMarginTop: '240px',
  '@container': { [below48]: { scrollMarginTop: '16px' } },
});
export const reference = style({ display: 'grid', gap: '2px', alignContent: 'start', fontSize: '.9rem', overflowWrap: 'anywhere' });
export const referenceLabel = style({ color: vars.muted, fontSize: '.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.04em' });
export const missing = style({ color: vars.muted, fontStyle: 'italic' });
export const rowActions = style({ display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' });
