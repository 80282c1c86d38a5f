// The first screen's es area (common), a chunk the entry preloads on a page in es
// (embed/accounts.ts): the first render waits for it, so it is kept small.
export default import.meta.glob<Record<string, unknown>>('../../../locales/es/common.json', { eager: true, import: 'default' });
