// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import {
  createTranslatorFlow, comparePlaceholders, MAX_EDIT_LENGTH, STORAGE_KEY,
  type TranslatorFlow, type TranslatorSources,
} from './translator-flow';
import { breakLocalStorage } from '../../tests/unit/broken-storage.ts';

const SOURCES: TranslatorSources = {
  pt: {
    common: { help: 'Ajuda', accessing: 'Você está acessando {{product}}', 'not-found': { title: 'Esta página nao existe!', back: 'Voltar' } },
    signin: { title: 'Entrar', 'code-box': 'Caractere {{position}} de {{total}}' },
  },
  en: {
    common: { help: 'Help', accessing: 'You are accessing {{product}}', 'not-found': { title: 'This page does not exist!', back: 'Back' } },
    signin: { title: 'Sign in', 'code-box': 'Character {{position}} of {{total}}' },
  },
  es: {
    common: { help: 'Ayuda', accessing: 'Estás accediendo a {{product}}', 'not-found': { title: '¡Esta página no existe!', back: 'Volver' } },
    signin: { title: 'Iniciar sesión', 'code-box': 'Carácter {{position}} de {{total}}' },
  },
};

function stored(): unknown {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

async function ready(sources: TranslatorSources = SOURCES): Promise<TranslatorFlow> {
  const flow = createTranslatorFlow({ load: async () => structuredClone(sources) });
  await flow.load();
  return flow;
}

const visibleKeys = (flow: TranslatorFlow) => flow.$view.get().flatMap((a) => a.entries.map((e) => `${a.area}.${e.key}`));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('translator flow: load', () => {
  it('lists every Portuguese string by area with its dotted key and the en/es values beside it', async () => {
    const flow = await ready();
    const state = flow.$state.get();
    expect(state.status).toBe('ready');
    expect(flow.$view.get().map((a) => [a.area, a.total, a.changed])).toEqual([['common', 4, 0], ['signin', 2, 0]]);
    const title = flow.$view.get()[0]?.entries.find((e) => e.key === 'not-found.title');
    expect(title).toMatchObject({ pt: 'Esta página nao existe!', en: 'This page does not exist!', es: '¡Esta página no existe!' });
  });

  it('shows a failed state (not a stuck spinner) when the dictionaries cannot load, and retries', async () => {
    let fail = true;
    const flow = createTranslatorFlow({ load: async () => { if (fail) throw new Error('chunk'); return SOURCES; } });
    await flow.load();
    expect(flow.$state.get().status).toBe('failed');
    fail = false;
    await flow.load();
    expect(flow.$state.get().status).toBe('ready');
  });

  it('shows an empty en/es value when a locale lacks the key', async () => {
    const flow = await ready({ ...SOURCES, es: { common: {} } });
    expect(flow.$view.get()[1]?.entries[0]?.es).toBe('');
  });
});

describe('translator flow: search and filter', () => {
  it('finds by dotted key and by text, ignoring case and accents', async () => {
    const flow = await ready();
    flow.setQuery('NOT-FOUND.');
    expect(visibleKeys(flow)).toEqual(['common.not-found.title', 'common.not-found.back']);
    flow.setQuery('pagina');
    expect(visibleKeys(flow)).toEqual(['common.not-found.title']);
    flow.setQuery('sesion'); // Spanish 'sesión'
    expect(visibleKeys(flow)).toEqual(['signin.title']);
    flow.setQuery('');
    expect(visibleKeys(flow)).toHaveLength(6);
  });

  it('keeps area totals while filtering, and finds an edited value', async () => {
    const flow = await ready();
    flow.edit('common', 'help', 'Central de ajuda');
    flow.setQuery('central');
    expect(visibleKeys(flow)).toEqual(['common.help']);
    expect(flow.$view.get()[0]).toMatchObject({ total: 4, changed: 1 });
  });

  it('"changed only" shows only edited strings', async () => {
    const flow = await ready();
    flow.edit('signin', 'title', 'Acessar');
    flow.setChangedOnly(true);
    expect(visibleKeys(flow)).toEqual(['signin.title']);
    flow.setChangedOnly(false);
    expect(visibleKeys(flow)).toHaveLength(6);
  });
});

describe('translator flow: edit and persist', () => {
  it('marks an edit as changed, counts it per area and stores it under accounts:translator', async () => {
    const flow = await ready();
    flow.edit('common', 'not-found.title', 'Página não encontrada');
    expect(flow.$edits.get()).toEqual({ common: { 'not-found.title': 'Página não encontrada' } });
    expect(flow.$changedTotal.get()).toBe(1);
    expect(flow.$view.get().map((a) => a.changed)).toEqual([1, 0]);
    expect(stored()).toEqual({ common: { 'not-found.title': 'Página não encontrada' } });
    expect(flow.$saveFailed.get()).toBe(false);
  });

  it('keeps edits across a reload (a new flow reads them back)', async () => {
    const first = await ready();
    first.edit('signin', 'title', 'Acessar');
    const second = await ready();
    expect(second.$edits.get()).toEqual({ signin: { title: 'Acessar' } });
  });

  it('typing the original value back is no longer a change', async () => {
    const flow = await ready();
    flow.edit('common', 'help', 'Ajuda!');
    flow.edit('common', 'help', 'Ajuda');
    expect(flow.$edits.get()).toEqual({});
    expect(stored()).toEqual({});
  });

  it('reset drops one string, discard all drops every edit', async () => {
    const flow = await ready();
    flow.edit('common', 'help', 'Socorro');
    flow.edit('signin', 'title', 'Acessar');
    flow.reset('common', 'help');
    expect(flow.$edits.get()).toEqual({ signin: { title: 'Acessar' } });
    flow.discardAll();
    expect(flow.$edits.get()).toEqual({});
    expect(flow.$changedTotal.get()).toBe(0);
    expect(stored()).toEqual({});
  });

  it('ignores edits of unknown keys and caps the value length', async () => {
    const flow = await ready();
    flow.edit('common', 'nope', 'x');
    flow.edit('other', 'help', 'x');
    expect(flow.$edits.get()).toEqual({});
    flow.edit('common', 'help', 'a'.repeat(MAX_EDIT_LENGTH + 50));
    expect(flow.$edits.get().common?.help).toHaveLength(MAX_EDIT_LENGTH);
  });
});

describe('translator flow: tampered storage', () => {
  it('drops unknown areas and keys, non-strings, oversized and unchanged values', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({
      common: { help: 'Socorro', accessing: 42, nope: 'x', 'not-found.back': 'Voltar', 'not-found.title': 'z'.repeat(MAX_EDIT_LENGTH + 1) },
      signin: ['Entrar'],
      evil: { help: 'x' },
    }));
    const flow = await ready();
    expect(flow.$edits.get()).toEqual({ common: { help: 'Socorro' } });
  });

  it('starts clean when storage holds no JSON, an array, or prototype keys', async () => {
    for (const raw of ['{not json', '[1,2]', '"text"', '{"__proto__":{"help":"x"}}', '{"common":{"constructor":"x"}}']) {
      localStorage.setItem(STORAGE_KEY, raw);
      const flow = await ready();
      expect(flow.$edits.get(), raw).toEqual({});
      expect(({} as Record<string, unknown>).help).toBeUndefined();
    }
  });

  it('says so when the edits cannot be saved (storage full or unavailable)', async () => {
    const flow = await ready();
    const full = breakLocalStorage({ setItem: new DOMException('full', 'QuotaExceededError') });
    try {
      flow.edit('common', 'help', 'Socorro');
    } finally {
      full.mockRestore();
    }
    expect(flow.$saveFailed.get()).toBe(true);
    expect(flow.$edits.get()).toEqual({ common: { help: 'Socorro' } }); // nothing typed is lost on screen
    flow.edit('common', 'help', 'Socorro!');
    expect(flow.$saveFailed.get()).toBe(false);
  });
});

describe('translator flow: placeholders', () => {
  it('compares placeholders as multisets, naming what was dropped or added', () => {
    expect(comparePlaceholders('A {{product}}', 'B {{ product }}')).toBeNull();
    expect(comparePlaceholders('A {{product}}', 'B')).toEqual({ missing: ['product'], extra: [] });
    // A blank translation would show nothing on screen: flagged like a lost placeholder.
    expect(comparePlaceholders('Ajuda', '  ')).toEqual({ missing: [], extra: [], empty: true });
    expect(comparePlaceholders('', '')).toBeNull();
    expect(comparePlaceholders('A', 'B {{email}}')).toEqual({ missing: [], extra: ['email'] });
    expect(comparePlaceholders('{{a}} {{a}}', '{{a}}')).toEqual({ missing: ['a'], extra: [] });
    expect(comparePlaceholders('{{product}}', '{{produto}}')).toEqual({ missing: ['product'], extra: ['produto'] });
  });

  it('warns per string while an edit drops or adds one, and blocks the zip', async () => {
    const flow = await ready();
    flow.edit('common', 'accessing', 'Você está acessando o produto');
    flow.edit('signin', 'code-box', 'Caixa {{position}} de {{total}} {{extra}}');
    expect(flow.$warnings.get()).toEqual({
      'common.accessing': { missing: ['product'], extra: [] },
      'signin.code-box': { missing: [], extra: ['extra'] },
    });
    expect(await flow.buildZip()).toBeNull();
    flow.reset('signin', 'code-box');
    flow.edit('common', 'accessing', 'Acessando {{product}}');
    expect(flow.$warnings.get()).toEqual({});
    expect(await flow.buildZip()).toBeInstanceOf(Uint8Array);
  });
});

describe('translator flow: zip', () => {
  it('holds pt/<area>.json for every area, full and pretty-printed, with the edits applied', async () => {
    const flow = await ready();
    flow.edit('common', 'not-found.title', 'Página não encontrada');
    flow.edit('signin', 'title', 'Acessar ✓');
    const bytes = await flow.buildZip();
    expect(bytes).not.toBeNull();
    const files = unzipSync(bytes ?? new Uint8Array());
    expect(Object.keys(files).sort()).toEqual(['pt/common.json', 'pt/signin.json']);
    const common = strFromU8(files['pt/common.json'] ?? new Uint8Array());
    expect(JSON.parse(common)).toEqual({ ...SOURCES.pt.common, 'not-found': { title: 'Página não encontrada', back: 'Voltar' } });
    expect(common).toBe(`${JSON.stringify(JSON.parse(common), null, 2)}\n`);
    expect(Object.keys(JSON.parse(common))).toEqual(['help', 'accessing', 'not-found']); // file order kept
    expect(JSON.parse(strFromU8(files['pt/signin.json'] ?? new Uint8Array()))).toEqual({ ...SOURCES.pt.signin, title: 'Acessar ✓' });
  });

  it('builds once on a double click', async () => {
    const flow = await ready();
    const [a, b] = await Promise.all([flow.buildZip(), flow.buildZip()]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(flow.$busy.get()).toBe(false);
  });

  it('releases the busy state when the zip library cannot load', async () => {
    const flow = createTranslatorFlow({ load: async () => SOURCES, zip: async () => { throw new Error('offline'); } });
    await flow.load();
    await expect(flow.buildZip()).rejects.toThrow('offline');
    expect(flow.$busy.get()).toBe(false);
  });
});
