// The JSX-literal lint rule (eslint.config.js) is what keeps every visible string in the
// locales. These cases prove it catches text and user-visible attributes written as literals
// in any disguise, and leaves translated expressions alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { join } from 'node:path';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '../..') });

/** The no-restricted-syntax messages for `jsx` placed in a src/ui component. */
async function offences(jsx: string, file = 'src/ui/LiteralProbe.tsx'): Promise<string[]> {
  const code = `import { useT } from './context';\nexport function Probe({ on }: { on: boolean }) {\n  const t = useT();\n  void on; void t;\n  return (${jsx});\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: join(import.meta.dirname, '../..', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the JSX literal rule', () => {
  // Loading the config and its plugins is the slow part (seconds on a busy machine): do it once, untimed by the cases.
  beforeAll(() => offences('<p />'), 60_000);

  const attrs = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'label'];

  for (const name of attrs) {
    it(`rejects a string literal in ${name}`, async () => {
      expect(await offences(`<img ${name}="Close dialog" />`)).toHaveLength(1);
    });
  }

  it('rejects literals in disguise: braces, templates with words, ternaries between strings', async () => {
    expect(await offences(`<button aria-label={'Fechar'} />`)).toHaveLength(1);
    expect(await offences('<button title={`Zoom ${1}`} />')).toHaveLength(1);
    expect(await offences(`<input placeholder={on ? 'Digite aqui' : 'Type here'} />`)).toHaveLength(2);
    expect(await offences(`<img alt={on || 'Logo'} />`)).toHaveLength(1);
  });

  it('rejects JSX text in any script, including accented words', async () => {
    expect(await offences('<p>Hello</p>')).toHaveLength(1);
    expect(await offences('<p>Próximo</p>')).toHaveLength(1);
    expect(await offences(`<p>{'Olá'}</p>`)).toHaveLength(1);
    expect(await offences('<p>{`Passo ${1}`}</p>')).toHaveLength(1);
  });

  it('allows translated expressions, keys passed to t() and symbols', async () => {
    expect(await offences(`<button aria-label={t('common.dismiss')} title={t('common.help')}>×</button>`)).toEqual([]);
    expect(await offences(`<p>{t(on ? 'common.help' : 'common.language')}</p>`)).toEqual([]);
    expect(await offences('<span aria-valuetext={`${50}%`}>{1} / {2}</span>')).toEqual([]);
  });

  it('covers src/screens too, and not the tests', async () => {
    expect(await offences('<p>Hello</p>', 'src/screens/x/Probe.tsx')).toHaveLength(1);
    expect(await offences('<p>Hello</p>', 'src/ui/Probe.browser.test.tsx')).toEqual([]);
  });
});
