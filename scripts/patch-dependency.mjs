// A build-time patch to one file of a dependency: one exact piece of its source replaced. When
// an upgrade changes that file so the piece is no longer there (or `stillValid` says the patch
// no longer fits), or moves it so no module of the build is that file, the build stops with the
// plugin's name rather than shipping unpatched.

/**
 * @param {{ name: string, file: RegExp, find: string, replace: string, stillValid?: (code: string) => boolean }} patch
 * @returns {import('vite').Plugin}
 */
export function patchDependency({ name, file, find, replace, stillValid = () => true }) {
  let patched = false;
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (!file.test(id)) return undefined;
      if (!code.includes(find) || !stillValid(code)) {
        throw new Error(`${name}: ${id} no longer has the source this patch expects (a dependency upgrade?): review the patch`);
      }
      patched = true;
      return { code: code.replace(find, replace), map: null };
    },
    buildEnd(error) {
      if (!error && !patched) this.error(`${name}: no module of this build is ${file} (a dependency upgrade moved it?): review the patch`);
    },
  };
}
