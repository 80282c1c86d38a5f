// A later screen shows its own language from its first render: its chunk arrives with its strings
// (screens/lazy-screen.tsx), the ones later screens share (locales/*/shared.json) among them, which
// the first render no longer carries (only the first screen's, locales/*/common.json). A page of
// its own: the screen's chunk must not have been loaded by an earlier test.
import { defineElements } from './define.ts';
import { configure } from '../src/core/config.ts';
import { assert, equal, until } from '../tests/browser/support/assert.ts';

before(async () => {
  // No API in browser tests: branding and other calls fail fast and the screens keep their defaults.
  configure({ apiBase: 'http://127.0.0.1:9', portalUrl: location.origin });
  await defineElements();
});

it('accounts-signup in es: the step counter, the password field and its hint in es at its first render, never a key or pt', async () => {
  const wrap = document.createElement('div');
  wrap.innerHTML = '<accounts-signup locale="es"></accounts-signup>';
  document.body.append(wrap);
  const el = wrap.firstElementChild as HTMLElement;
  // The render that puts the step counter there is the screen's first.
  const step = await until(() => el.shadowRoot?.querySelector('[part="step"]'), 'the step counter');
  equal(step.textContent, 'Paso 1 de 3');
  const root = el.shadowRoot!;
  const label = root.querySelector<HTMLInputElement>('input[name="password"]')?.labels?.[0]?.textContent ?? '';
  assert(label.includes('Contraseña'), `the password label: ${label}`);
  assert(root.querySelector('[part="password-toggle"][aria-label="Mostrar contraseña"]'), 'the show-password button in es');
  assert(root.textContent?.includes('Mínimo 6 caracteres'), 'the password hint in es');
  assert(!/\b(common|shared|signup|side)\.[a-z]/.test(root.textContent ?? ''), `no key shows: ${root.textContent}`);
});
