import { afterEach, describe, expect, it, vi } from 'vitest';
import { $config, applyElementConfig } from './config';

describe('element config (api-base, portal-url)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the refused value itself in the warning, not its origin', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = $config.get().portalUrl;
    applyElementConfig({ portalUrl: 'javascript:alert(1)', apiBase: 'https://evil.test/api' });
    expect($config.get().portalUrl).toBe(before);
    expect(warn).toHaveBeenCalledWith('[accounts] ignored portal-url not on the allow-list: "javascript:alert(1)"');
    expect(warn).toHaveBeenCalledWith('[accounts] ignored api-base not on the allow-list: "https://evil.test/api"');
  });
});
