// Defines the real custom elements for browser tests of src/ui and src/screens that need a whole
// element (router, locale, shadow root) around a primitive. Tests below embed/ may not import it
// directly (layers only import downward); a test utility may (scripts/check-layers.mjs).
export { defineElements } from '../../../embed/define.ts';
