// The es areas besides the first screen's (common: es.ts), as one chunk.
export default import.meta.glob<Record<string, unknown>>(['../../../locales/es/*.json', '!../../../locales/es/common.json'], { eager: true, import: 'default' });
