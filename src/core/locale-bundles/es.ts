// The first screen's es areas (common and signin), a chunk the entry preloads on a page in es
// (embed/accounts.ts): the first render waits for it, so it is kept small.
export default import.meta.glob<Record<string, unknown>>('../../../locales/es/{common,signin}.json', { eager: true, import: 'default' });
