// The pt areas that are not in the entry (common is), as one chunk.
export default import.meta.glob<Record<string, unknown>>(['../../../locales/pt/*.json', '!../../../locales/pt/common.json'], { eager: true, import: 'default' });
