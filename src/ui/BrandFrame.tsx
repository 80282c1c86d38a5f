import type { ReactNode } from 'react';
import { frameBox, frameWidth } from './styles.css';

/**
 * The frame of every element's screens: it carries the product's colour to the theme, and holds
 * the size container the screens' layouts ask (ui/styles.css.ts).
 */
export function BrandFrame({ color, children }: { color: string; children: ReactNode }) {
  return (
    <div style={{ '--_accounts-brand': color } as React.CSSProperties}>
      <div className={frameWidth} />
      <div className={frameBox}>{children}</div>
    </div>
  );
}
