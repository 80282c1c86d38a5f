// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { patchDependency } from './patch-dependency.mjs';

const FILE = '/repo/node_modules/some-dep/dist/index.js';

/** The plugin's hooks, called as a build would: start, one transform per module, end. */
function build(modules: Record<string, string>, stillValid?: (code: string) => boolean) {
  const plugin = patchDependency({ name: 'accounts:test-patch', file: /[\\/]some-dep[\\/]dist[\\/]index\.js$/, find: 'import a from "b";', replace: 'import { c } from "b";', stillValid });
  const hook = <F>(h: unknown) => h as F;
  const ctx = { error: (message: string) => { throw new Error(message); } };
  hook<() => void>(plugin.buildStart).call(ctx);
  const out: Record<string, unknown> = {};
  for (const [id, code] of Object.entries(modules)) out[id] = hook<(code: string, id: string) => unknown>(plugin.transform).call(ctx, code, id);
  hook<(error?: Error) => void>(plugin.buildEnd).call(ctx);
  return out;
}

describe('patchDependency', () => {
  it('replaces the piece in the named file only, at build time, before other plugins', () => {
    const out = build({ [FILE]: 'import a from "b"; a.c();', '/repo/src/x.ts': 'import a from "b";' });
    expect(out[FILE]).toEqual({ code: 'import { c } from "b"; a.c();', map: null });
    expect(out['/repo/src/x.ts']).toBeUndefined();
    const plugin = patchDependency({ name: 'n', file: /x/, find: 'a', replace: 'b' });
    expect([plugin.apply, plugin.enforce]).toEqual(['build', 'pre']);
  });

  it('stops the build, naming the patch, when the file no longer has the piece (a dependency upgrade)', () => {
    expect(() => build({ [FILE]: 'import * as a from "b"; a.c();' })).toThrow(/accounts:test-patch: .*some-dep.* review the patch/);
  });

  it('stops the build when stillValid says the patch no longer fits', () => {
    expect(() => build({ [FILE]: 'import a from "b"; a.d();' }, (code) => !code.includes('a.d'))).toThrow(/accounts:test-patch/);
    expect(build({ [FILE]: 'import a from "b"; a.c();' }, (code) => !code.includes('a.d'))[FILE]).toBeDefined();
  });

  it('stops the build when no module is the file (the dependency moved it)', () => {
    expect(() => build({ '/repo/node_modules/some-dep/lib/index.js': 'import a from "b";' })).toThrow(/accounts:test-patch: no module of this build/);
  });
});
