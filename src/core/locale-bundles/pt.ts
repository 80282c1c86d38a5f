// The pt areas that are not in the entry (common and signin are), as one chunk.
export default import.meta.glob<Record<string, unknown>>(['../../../locales/pt/*.json', '!../../../locales/pt/{common,signin}.json'], { eager: true, import: 'default' });
