// The en areas besides the first screen's (common: en.ts), as one chunk.
export default import.meta.glob<Record<string, unknown>>(['../../../locales/en/*.json', '!../../../locales/en/common.json'], { eager: true, import: 'default' });
