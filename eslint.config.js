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
// Letters are any script's (\p{L}), so 'Olá' or 'Próximo' are caught as well as 'Hello'.
// Attributes that reach users take expressions only: a plain string, a string in braces, a
// template with words in it, or a ternary/|| between strings are all literals in disguise.
const VISIBLE_ATTRS = 'aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|placeholder|title|alt|label';
const WORDS = '/\\p{L}{2,}/u';
const attr = `JSXAttribute[name.name=/^(${VISIBLE_ATTRS})$/]`;
const literalAttr = 'User-visible attribute text must come from the locales via t(), not a string literal.';
const literalText = 'User-visible text must come from the locales via t(), not a JSX literal.';
/** A string the expression itself evaluates to (not one passed to a call such as t('key')). */
const shown = (container) => [
  `${container} > Literal[value=${WORDS}]`,
  `${container} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORDS}]`,
  `${container} > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
].join(', ');
const noLiteralText = [
  'error',
  { selector: `JSXText[value=${WORDS}]`, message: literalText },
  { selector: shown(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'), message: literalText },
  { selector: `${attr} > Literal[value=${WORDS}]`, message: literalAttr },
  { selector: shown(`${attr} > JSXExpressionContainer`), message: literalAttr },
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
    // The element root's hooks (src/screens/root/, no JSX) are held to the same rules.
    files: ['**/*.tsx', 'src/screens/root/*.ts'],
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
