// The translator tool (/lang/create, spec §1): every Portuguese string by area,
// edited in place, kept in localStorage, checked for placeholders and downloaded
// as a zip laid out like locales/. Typed state in stores, changed only by actions.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import { fieldsOf, readJson, writeJson } from '../core/storage';

export const STORAGE_KEY = 'accounts:translator';
/** Longest value kept for one string; the longest real string is a few hundred characters. */
export const MAX_EDIT_LENGTH = 4000;
export const ZIP_NAME = 'locales-pt.zip';

type Dict = Record<string, unknown>;
/** area → that area's dictionary, as in locales/<locale>/<area>.json */
export type LocaleTable = Record<string, Dict>;
export interface TranslatorSources { pt: LocaleTable; en: LocaleTable; es: LocaleTable }
/** area → dotted key → edited Portuguese value (only values that differ from the original). */
export type Edits = Record<string, Record<string, string>>;

export interface TranslatorEntry {
  area: string;
  /** Dotted key inside the area, e.g. 'not-found.title'. */
  key: string;
  pt: string;
  en: string;
  es: string;
  /** Folded key and texts, for search. */
  haystack: string;
}

export type TranslatorState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; areas: string[]; entries: TranslatorEntry[] };

/** What an edit lost or added compared with the original; `empty`: the edit is blank (the UI would show nothing). */
export interface PlaceholderWarning { missing: string[]; extra: string[]; empty?: boolean }

export interface AreaView {
  area: string;
  total: number;
  changed: number;
  /** Entries that pass the search and the changed-only filter. */
  entries: TranslatorEntry[];
}

export interface TranslatorDeps {
  load(): Promise<TranslatorSources>;
  /** fflate's zipSync; loaded only when a download is asked for. */
  zip?: () => Promise<(files: Record<string, Uint8Array>) => Uint8Array>;
}

export interface TranslatorFlow {
  $state: ReadableAtom<TranslatorState>;
  $edits: ReadableAtom<Edits>;
  $query: ReadableAtom<string>;
  $changedOnly: ReadableAtom<boolean>;
  /** 'area.key' → what an edit lost or added compared with the original placeholders. */
  $warnings: ReadableAtom<Record<string, PlaceholderWarning>>;
  $view: ReadableAtom<AreaView[]>;
  $changedTotal: ReadableAtom<number>;
  /** True when the last save to this browser failed (storage full or unavailable). */
  $saveFailed: ReadableAtom<boolean>;
  $busy: ReadableAtom<boolean>;
  load(): Promise<void>;
  edit(area: string, key: string, value: string): void;
  reset(area: string, key: string): void;
  discardAll(): void;
  setQuery(query: string): void;
  setChangedOnly(on: boolean): void;
  /** The zip's bytes, or null while a placeholder warning exists (or already building). */
  buildZip(): Promise<Uint8Array | null>;
}

/** Lower case, accents removed: 'Código' matches 'codigo'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** Placeholders the edit dropped (missing) or introduced (extra), counted as multisets; null when the same. */
export function comparePlaceholders(original: string, edited: string): PlaceholderWarning | null {
  if (!edited.trim() && original.trim()) return { missing: [], extra: [], empty: true };
  const extra = placeholdersOf(edited);
  const missing: string[] = [];
  for (const name of placeholdersOf(original)) {
    const at = extra.indexOf(name);
    if (at >= 0) extra.splice(at, 1);
    else missing.push(name);
  }
  return missing.length || extra.length ? { missing, extra } : null;
}

/** Every string leaf of a dictionary with its dotted key, in file order. */
export function stringLeaves(dict: Dict, prefix = ''): [string, string][] {
  return Object.entries(dict).flatMap(([k, v]): [string, string][] => {
    if (typeof v === 'string') return [[`${prefix}${k}`, v]];
    if (v && typeof v === 'object' && !Array.isArray(v)) return stringLeaves(v as Dict, `${prefix}${k}.`);
    return [];
  });
}

/** A copy of `dict` with edited leaves replaced, keys in their original order. */
export function applyEdits(dict: Dict, edits: Record<string, string> = {}, prefix = ''): Dict {
  return Object.fromEntries(Object.entries(dict).map(([k, v]) => {
    const path = `${prefix}${k}`;
    if (typeof v === 'string') return [k, Object.hasOwn(edits, path) ? edits[path] : v];
    if (v && typeof v === 'object' && !Array.isArray(v)) return [k, applyEdits(v as Dict, edits, `${path}.`)];
    return [k, v];
  }));
}

function entriesOf(sources: TranslatorSources): { areas: string[]; entries: TranslatorEntry[] } {
  const areas = Object.keys(sources.pt).sort();
  const entries = areas.flatMap((area) => {
    const en = new Map(stringLeaves(sources.en[area] ?? {}));
    const es = new Map(stringLeaves(sources.es[area] ?? {}));
    return stringLeaves(sources.pt[area] ?? {}).map(([key, pt]): TranslatorEntry => {
      const e = { area, key, pt, en: en.get(key) ?? '', es: es.get(key) ?? '' };
      return { ...e, haystack: fold([`${area}.${key}`, pt, e.en, e.es].join('\n')) };
    });
  });
  return { areas, entries };
}

/**
 * Stored edits are untrusted (any script or person can change localStorage): keep
 * only string values of known area/key pairs, within the length cap, that differ
 * from the original. Anything else is dropped, never thrown at the screen.
 */
export function parseStoredEdits(value: unknown, entries: readonly TranslatorEntry[]): Edits {
  const stored = fieldsOf(value);
  const originals = new Map(entries.map((e) => [`${e.area}\n${e.key}`, e.pt]));
  const out: Edits = {};
  for (const [area, keys] of Object.entries(stored)) {
    if (!keys || typeof keys !== 'object' || Array.isArray(keys)) continue;
    for (const [key, v] of Object.entries(keys as Record<string, unknown>)) {
      const original = originals.get(`${area}\n${key}`);
      if (original === undefined || typeof v !== 'string' || v.length > MAX_EDIT_LENGTH || v === original) continue;
      (out[area] ??= {})[key] = v;
    }
  }
  return out;
}

const loadFflate = async () => (await import('fflate')).zipSync;

export function createTranslatorFlow(deps: TranslatorDeps): TranslatorFlow {
  const $state = atom<TranslatorState>({ status: 'loading' });
  const $edits = atom<Edits>({});
  const $query = atom('');
  const $changedOnly = atom(false);
  const $saveFailed = atom(false);
  const $busy = atom(false);
  const run = singleFlight($busy);
  /** The nested dictionaries as loaded: the zip keeps their shape and key order. */
  let sources: TranslatorSources | null = null;

  const $warnings = computed([$state, $edits], (state, edits) => {
    const out: Record<string, PlaceholderWarning> = {};
    if (state.status !== 'ready') return out;
    for (const e of state.entries) {
      const edited = edits[e.area]?.[e.key];
      const w = edited === undefined ? null : comparePlaceholders(e.pt, edited);
      if (w) out[`${e.area}.${e.key}`] = w;
    }
    return out;
  });

  const $view = computed([$state, $edits, $query, $changedOnly], (state, edits, query, changedOnly) => {
    if (state.status !== 'ready') return [];
    const q = fold(query.trim());
    return state.areas.map((area): AreaView => {
      const all = state.entries.filter((e) => e.area === area);
      const areaEdits = edits[area] ?? {};
      const entries = all.filter((e) => {
        const edited = areaEdits[e.key];
        if (changedOnly && edited === undefined) return false;
        return !q || e.haystack.includes(q) || (edited !== undefined && fold(edited).includes(q));
      });
      return { area, total: all.length, changed: Object.keys(areaEdits).length, entries };
    });
  });

  const $changedTotal = computed($edits, (edits) => Object.values(edits).reduce((n, keys) => n + Object.keys(keys).length, 0));

  function originalOf(area: string, key: string): string | undefined {
    const state = $state.get();
    if (state.status !== 'ready') return undefined;
    return state.entries.find((e) => e.area === area && e.key === key)?.pt;
  }

  function commit(edits: Edits): void {
    $edits.set(edits);
    $saveFailed.set(!writeJson('local', STORAGE_KEY, edits));
  }

  function without(edits: Edits, area: string, key: string): Edits {
    const { [key]: _dropped, ...rest } = edits[area] ?? {};
    const { [area]: _area, ...others } = edits;
    return Object.keys(rest).length ? { ...others, [area]: rest } : others;
  }

  return {
    $state,
    $edits,
    $query,
    $changedOnly,
    $warnings,
    $view,
    $changedTotal,
    $saveFailed,
    $busy,

    async load() {
      $state.set({ status: 'loading' });
      try {
        sources = await deps.load();
        const { areas, entries } = entriesOf(sources);
        $state.set({ status: 'ready', areas, entries });
        $edits.set(readJson('local', STORAGE_KEY, (v) => parseStoredEdits(v, entries), {}));
      } catch {
        $state.set({ status: 'failed' });
      }
    },

    edit(area, key, raw) {
      const original = originalOf(area, key);
      if (original === undefined) return;
      const value = raw.slice(0, MAX_EDIT_LENGTH);
      const edits = $edits.get();
      if (value === original) commit(without(edits, area, key));
      else commit({ ...edits, [area]: { ...edits[area], [key]: value } });
    },

    reset(area, key) {
      commit(without($edits.get(), area, key));
    },

    discardAll() {
      commit({});
    },

    setQuery(query) {
      $query.set(query);
    },

    setChangedOnly(on) {
      $changedOnly.set(on);
    },

    buildZip: () => run(async () => {
      const state = $state.get();
      if (state.status !== 'ready' || !sources || Object.keys($warnings.get()).length) return null;
      const pt = sources.pt;
      const zipSync = await (deps.zip ?? loadFflate)();
      const edits = $edits.get();
      const encoder = new TextEncoder();
      const files = Object.fromEntries(state.areas.map((area) => [
        `pt/${area}.json`,
        encoder.encode(`${JSON.stringify(applyEdits(pt[area] ?? {}, edits[area]), null, 2)}\n`),
      ]));
      return zipSync(files);
    }, null),
  };
}
