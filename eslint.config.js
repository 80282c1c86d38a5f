// Flat config. Not type-checked on purpose: `tsc --noEmit` is its own gate and lint stays fast.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Small inline global sets (the `globals` package is not a dependency).
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout',
    'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'structuredClone',
    'fetch', 'AbortController', 'TextEncoder', 'TextDecoder', 'globalThis',
  ].map((name) => [name, 'readonly']),
);
const browserGlobals = Object.fromEntries(
  [
    'window', 'document', 'customElements', 'console', 'URL', 'URLSearchParams', 'location',
    'navigator', 'HTMLElement', 'CustomEvent', 'Event', 'setTimeout', 'clearTimeout', 'fetch',
    'globalThis', 'queueMicrotask',
  ].map((name) => [name, 'readonly']),
);

// User-visible text must come from locales through t(); see STYLE.md "What we avoid".
const noLiteralText = [
  'error',
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message: 'User-visible text must come from the locales via t(), not a JSX literal.',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt)$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: 'User-visible attribute text must come from the locales via t(), not a string literal.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      '**/.data/**',
      'custom-elements.json',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.vite/**',
      // Hidden files and folders at the root are tool state or local scratch, never sources.
      '.*',
    ],
  },
  {
    files: ['{src,embed,hosted,demo,tests,scripts}/**/*.{ts,tsx,js,mjs}', '*.{ts,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      // A dead initial value (`let x = null` then assigned on every path) is noise, not a bug.
      'no-useless-assignment': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.{js,mjs}', 'demo/api/**/*.{js,mjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['demo/partner/**/*.js'],
    languageOptions: { globals: browserGlobals, sourceType: 'module' },
  },
  {
    files: ['{src,embed,hosted}/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // No React Compiler here (Preact runtime): the "latest ref" pattern (ref.current = prop during
      // render) is the idiomatic stable-callback technique, so this compiler-safety rule only warns.
      'react-hooks/refs': 'warn',
    },
  },
  {
    files: ['src/screens/**/*.tsx', 'src/ui/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.browser.test.tsx'],
    rules: { 'no-restricted-syntax': noLiteralText },
  },
);
