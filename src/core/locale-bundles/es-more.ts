// The es areas besides the first screen's (common and signin: es.ts), as one chunk.
export default import.meta.glob<Record<string, unknown>>(['../../../locales/es/*.json', '!../../../locales/es/{common,signin}.json'], { eager: true, import: 'default' });
