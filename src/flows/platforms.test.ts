// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { hasTalks, platformArea } from './platforms';

describe('platforms', () => {
  it('maps {company}_TALKS to talks and the rest to courses', () => {
    expect(platformArea('LINGORA_TALKS', 'Lingora')).toBe('talks');
    expect(platformArea('ACADEMY')).toBe('courses');
    expect(platformArea('YOWZA')).toBe('courses');
    expect(platformArea('LMS')).toBe('courses');
    expect(platformArea('SOMETHING')).toBeNull();
  });
  it('knows when the user lacks talks (the free-class badge)', () => {
    expect(hasTalks(['ACADEMY'])).toBe(false);
    expect(hasTalks(['ACADEMY', 'LINGORA_TALKS'])).toBe(true);
  });
});

describe('platforms fetch failure', () => {
  it('is only logged and shows no badge (platforms stay unknown)', async () => {
    const { $platforms, loadPlatforms } = await import('./platforms');
    const api = await import('./account-api');
    vi.spyOn(api, 'loadAccountApi').mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.removeItem('platforms');
    await loadPlatforms();
    expect($platforms.get()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
