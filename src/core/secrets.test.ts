import { describe, expect, it } from 'vitest';
import { isSecretKey } from './secrets';
import { scrubProps } from './analytics';
import { FILTERED, scrubSensitive } from './monitoring';

const SECRET = ['password', 'new_password', 'passwd', 'pwd', 'access_token', 'refreshToken', 'client_secret', 'code', 'confirmation_code', 'otp', 'Authorization', 'cookie', 'confirmation', 'postal_code'];
const PLAIN = ['email', 'name', 'feature', 'step', 'status'];

describe('what counts as a secret: one rule for analytics and error reports', () => {
  it('names the same keys for both', () => {
    for (const key of SECRET) expect(isSecretKey(key), key).toBe(true);
    for (const key of PLAIN) expect(isSecretKey(key), key).toBe(false);
    const props = Object.fromEntries([...SECRET, ...PLAIN].map((k) => [k, 'v']));
    expect(Object.keys(scrubProps(props)).sort()).toEqual([...PLAIN].sort());
    const report = scrubSensitive(props);
    for (const key of SECRET) expect(report[key], key).toBe(FILTERED);
    for (const key of PLAIN) expect(report[key], key).toBe('v');
  });
});
