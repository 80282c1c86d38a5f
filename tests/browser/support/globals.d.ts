// The mocha globals that @web/test-runner provides inside the browser (no @types/mocha here).
// Only *.browser.test.* files may use them; unit tests import from 'vitest'.
type MochaDone = (error?: unknown) => void;
type MochaFn = (this: unknown, done: MochaDone) => void | Promise<unknown>;

interface MochaTestFn {
  (title: string, fn?: MochaFn): void;
  only(title: string, fn?: MochaFn): void;
  skip(title: string, fn?: MochaFn): void;
}
interface MochaSuiteFn {
  (title: string, fn: (this: unknown) => void): void;
  only(title: string, fn: (this: unknown) => void): void;
  skip(title: string, fn: (this: unknown) => void): void;
}

declare const describe: MochaSuiteFn;
declare const it: MochaTestFn;
declare function before(fn: MochaFn): void;
declare function after(fn: MochaFn): void;
declare function beforeEach(fn: MochaFn): void;
declare function afterEach(fn: MochaFn): void;
