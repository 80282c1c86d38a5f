import type { ReactNode } from 'react';

/** The frame of every element's screens: it carries the product's colour to the theme (ui/theme.css.ts). */
export function BrandFrame({ color, children }: { color: string; children: ReactNode }) {
  return <div style={{ '--_accounts-brand': color } as React.CSSProperties}>{children}</div>;
}
