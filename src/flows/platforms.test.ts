import { describe, expect, it } from 'vitest';
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
