// The first screen's en area (common), a chunk the entry preloads on a page in en
// (embed/accounts.ts): the first render waits for it, so it is kept small.
export default import.meta.glob<Record<string, unknown>>('../../../locales/en/common.json', { eager: true, import: 'default' });
