// Every area of one language, as one chunk: the entry then needs one reference per language.
export default import.meta.glob<Record<string, unknown>>('../../../locales/es/*.json', { eager: true, import: 'default' });
