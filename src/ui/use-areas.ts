import { useEffect } from 'react';
import { loadAreas } from '../core/i18n';

/**
 * Shared field components bring their own locale areas: a screen group that
 * forgot to list them still gets its strings (re-rendered via $dictVersion).
 */
export function useAreas(...areas: string[]): void {
  const key = areas.join(',');
  useEffect(() => {
    loadAreas(key.split(',')).catch(() => {
      // Strings fall back to pt (or the key) until the dictionary can be fetched.
    });
  }, [key]);
}
