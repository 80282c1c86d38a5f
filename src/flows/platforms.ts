// Platforms the user has (spec §3, §7): cached 30 days in local storage under
// `platforms`; a failed fetch is only logged (spec §8).
import { atom } from 'nanostores';
import { array, mask, nullable, number, object, string } from 'superstruct';
import { loadAccountApi } from './account-api';
import { readJson, writeJson } from '../core/storage';
import { onSignOut } from '../core/session';
import { $config } from '../core/config';
import { PLATFORMS_CACHE_DAYS } from '../core/constants';

export const PLATFORMS_KEY = 'platforms';
const Cached = object({ saved_at: number(), platforms: array(string()) });
const DAY_MS = 86_400_000;

export type ProductArea = 'courses' | 'talks';

/** {company}_TALKS → talks; YOWZA, LMS, ACADEMY → courses (spec §3). */
export function platformArea(platform: string, company = $config.get().company): ProductArea | null {
  const p = platform.toUpperCase();
  if (p === `${company.toUpperCase()}_TALKS` || p.endsWith('_TALKS')) return 'talks';
  if (p === 'YOWZA' || p === 'LMS' || p === 'ACADEMY') return 'courses';
  return null;
}

export const $platforms = atom<string[] | null>(null);

export async function loadPlatforms(now = Date.now()): Promise<void> {
  const cached = readJson('local', PLATFORMS_KEY, (v) => mask(v, nullable(Cached)), null);
  if (cached && now - cached.saved_at < PLATFORMS_CACHE_DAYS * DAY_MS && cached.saved_at <= now) {
    $platforms.set(cached.platforms);
    return;
  }
  try {
    const platforms = await (await loadAccountApi()).getPlatforms();
    writeJson('local', PLATFORMS_KEY, { saved_at: now, platforms });
    $platforms.set(platforms);
  } catch (err) {
    // Spec §8: only logged. Unknown platforms show no badge rather than a possibly wrong one.
    console.warn('[accounts] platforms unavailable', err instanceof Error ? err.message : err);
    $platforms.set(null);
  }
}

export function hasTalks(platforms: readonly string[]): boolean {
  return platforms.some((p) => platformArea(p) === 'talks');
}

onSignOut(() => $platforms.set(null));
