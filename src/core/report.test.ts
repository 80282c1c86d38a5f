import { afterEach, describe, expect, test, vi } from 'vitest';
import { configure, defaultConfig } from './config.ts';
import { reportError } from './report.ts';

const monitoring = vi.hoisted(() => ({ loaded: vi.fn(), reportError: vi.fn() }));
vi.mock('./monitoring.ts', () => {
  monitoring.loaded();
  return { reportError: monitoring.reportError };
});

afterEach(() => configure({ sentryDsn: defaultConfig.sentryDsn }));

describe('reportError', () => {
  test('without a DSN it reports nothing and monitoring is never loaded', async () => {
    configure({ sentryDsn: undefined });
    await reportError(new Error('lost'), { where: 'test' });
    expect(monitoring.loaded).not.toHaveBeenCalled();
    expect(monitoring.reportError).not.toHaveBeenCalled();
  });

  test('with a DSN it loads monitoring and hands the error over', async () => {
    configure({ sentryDsn: 'https://key@sentry.example/1' });
    const err = new Error('kept');
    await reportError(err, { where: 'test' });
    expect(monitoring.reportError).toHaveBeenCalledWith(err, { where: 'test' });
    expect(monitoring.loaded).toHaveBeenCalledTimes(1);
  });
});
