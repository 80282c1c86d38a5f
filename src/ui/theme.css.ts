// Public styling API: prefixed custom properties with defaults. A partner's
// value on the element wins over branding, branding wins over the default.
import { globalStyle } from '@vanilla-extract/css';

/** Branding sets --_accounts-brand inline; the public property overrides it. */
export const vars = {
  brand: 'var(--accounts-brand-color, var(--_accounts-brand, #6b3fa0))',
  brandText: 'var(--accounts-brand-text-color, #ffffff)',
  radius: 'var(--accounts-radius, 10px)',
  font: 'var(--accounts-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
  surface: 'var(--accounts-surface, #ffffff)',
  background: 'var(--accounts-background, #f5f3f8)',
  text: 'var(--accounts-text-color, #1d1b22)',
  muted: 'var(--accounts-muted-color, #57526a)',
  border: 'var(--accounts-border-color, #8a849a)',
  error: 'var(--accounts-error-color, #b3261e)',
  errorSurface: 'var(--accounts-error-surface, #fdecea)',
  success: 'var(--accounts-success-color, #1e6b30)',
  successSurface: 'var(--accounts-success-surface, #e7f5ea)',
  focus: 'var(--accounts-focus-color, #1a73e8)',
} as const;

globalStyle(':host', {
  display: 'block',
  position: 'relative', // the corner the help button keeps to inside a partner's page (styles.css.ts)
  minWidth: 0, // a flex row may shrink it below its widths (BrandFrame's, styles.css.ts)
  fontFamily: vars.font,
  color: vars.text,
  fontSize: '16px',
  lineHeight: 1.5,
  colorScheme: 'light',
});

globalStyle(':host([hidden])', { display: 'none' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3, p', { margin: 0 });
