// An element added after the others, with a `locale` of its own, shows that language from its first
// frame: not pt (the fallback) while its strings load, even when another element has loaded the
// screen already (a screen's strings load once per page; embed/elements.ts waits for them). One
// page, in pt: the tests run in order and each leaves the page in its element's language.
import { defineElements } from './define.ts';
import { configure } from '../src/core/config.ts';
import { bundles, flatKeys, type Locale } from '../src/core/i18n.ts';
import { assert, equal, until } from '../tests/browser/support/assert.ts';

const AREAS = ['common', 'shared', 'side', 'signup'];
const dicts = import.meta.glob<Record<string, unknown>>('../locales/*/{common,shared,side,signup}.json', { eager: true, import: 'default' });

/** Returns the strings of `locale` in those areas by key, whole texts only (none with a {name} parameter). */
function texts(locale: Locale): Map<string, string> {
  const out = new Map<string, string>();
  for (const area of AREAS) {
    const dict = dicts[`../locales/${locale}/${area}.json`]!;
    for (const key of flatKeys(dict)) {
      const value = key.split('.').reduce<unknown>((d, k) => (d as Record<string, unknown>)[k], dict);
      if (typeof value === 'string' && !value.includes('{')) out.set(`${area}.${key}`, value);
    }
  }
  return out;
}

/** Attributes whose text a user sees or hears: labels read out, input hints and titles shown. */
const LABELS = ['aria-label', 'placeholder', 'title'];

/** Returns what a frame shows: its text, then the text of its labels, input hints and titles. */
function shown(root: ShadowRoot): string {
  const labelled = root.querySelectorAll(LABELS.map((a) => `[${a}]`).join(','));
  const attrs = [...labelled].flatMap((n) => LABELS.map((a) => n.getAttribute(a) ?? ''));
  return [root.textContent ?? '', ...attrs].join('\n');
}

/** Another language's texts (not also `locale`'s) and raw keys in a frame. */
function foreign(frame: string, locale: Locale): string[] {
  const own = new Set(texts(locale).values());
  const others = (['pt', 'en', 'es'] as const).filter((l) => l !== locale).flatMap((l) => [...texts(l).values()]);
  const words = others.filter((t) => t.length >= 6 && !own.has(t) && ![...own].some((o) => o.includes(t)) && frame.includes(t));
  const keys = frame.match(/\b(common|shared|side|signup|signin|errors)\.[a-z][\w.]*/g) ?? [];
  return [...words, ...keys];
}

/**
 * Append `<tag locale=…>` and record every frame its shadow root shows from the first on (a
 * mutation observer set before it connects: each batch of changes is seen before it can paint),
 * until `done` holds.
 */
async function firstFrames(tag: string, locale: Locale, done: (root: ShadowRoot) => unknown): Promise<string[]> {
  const el = document.createElement(tag);
  el.setAttribute('locale', locale);
  const root = el.shadowRoot!;
  const frames: string[] = [];
  const observer = new MutationObserver(() => frames.push(shown(root)));
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  document.body.append(el);
  try {
    await until(() => done(root), () => `${tag} in ${locale}; frames: ${JSON.stringify(frames.slice(-1))}`);
  } finally {
    observer.disconnect();
  }
  assert(frames.length > 0, 'frames recorded');
  return frames;
}

function onlyIn(frames: string[], locale: Locale): void {
  for (const [i, frame] of frames.entries()) {
    const wrong = foreign(frame, locale);
    equal(wrong.length, 0, `frame ${i + 1} of ${frames.length} shows ${JSON.stringify(wrong)} instead of ${locale}`);
  }
}

const stepIs = (text: string) => (root: ShadowRoot) => root.querySelector('[part="step"]')?.textContent === text;

before(async () => {
  document.cookie = 'user_locale=pt; path=/';
  configure({ apiBase: 'http://127.0.0.1:9', portalUrl: location.origin });
  await defineElements();
  // Already on the page in its language, pt: the sign-up screen and its strings are loaded.
  const first = document.createElement('accounts-signup');
  document.body.append(first);
  await until(() => stepIs('Passo 1 de 3')(first.shadowRoot!), 'the first sign-up in pt');
});

after(() => {
  document.cookie = 'user_locale=; max-age=0; path=/';
});

it('accounts-signup locale="es" added later, the screen loaded in pt already: es from the first frame', async () => {
  onlyIn(await firstFrames('accounts-signup', 'es', stepIs('Paso 1 de 3')), 'es');
});

it('accounts-signin locale="en" whose strings cannot load (offline): its email step still shows, in the language shown before (es), no key', async () => {
  const saved = bundles.en;
  const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  bundles.en = [offline, offline];
  try {
    const frames = await firstFrames('accounts-signin', 'en', (root) => root.querySelector('h1')?.textContent === 'Iniciar sesión');
    onlyIn(frames, 'es');
  } finally {
    bundles.en = saved;
  }
});

it('accounts-signin locale="en" once they can load: en from the first frame (the page is in en already)', async () => {
  onlyIn(await firstFrames('accounts-signin', 'en', (root) => root.querySelector('h1')?.textContent === 'Sign in'), 'en');
});

it('accounts-signup locale="pt" added later on a page in en: pt from the first frame', async () => {
  onlyIn(await firstFrames('accounts-signup', 'pt', stepIs('Passo 1 de 3')), 'pt');
});
