import { useState } from 'react';
import { isSafeUrlAttribute } from '../core/safe-url';

export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps {
  name: string | null | undefined;
  /** The saved picture's URL (untrusted: an API answer). */
  src: string | null | undefined;
  className: string;
  /** The picture's text alternative; '' where the control around it is named already. */
  alt: string;
  size?: number;
}

/**
 * The user's avatar wherever it appears (top bar, settings card): the saved picture, or the
 * initials of the name when there is none, it is not a safe URL or it fails to load.
 */
export function Avatar({ name, src, className, alt, size }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src && isSafeUrlAttribute(src) && src !== broken ? src : null;
  return url
    ? <img className={className} src={url} alt={alt} width={size} height={size} onError={() => setBroken(url)} />
    : <span className={className} aria-hidden="true">{initials(name)}</span>;
}
