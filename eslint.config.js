import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * No literal user-visible text in @havbruk/ui components: JSX text and text attributes (aria-label, title,
 * placeholder, alt, label, description) must come from i18n (`LL.*`). Punctuation and symbols are allowed.
 */
const noLiteralUiText = {
  meta: { type: 'problem', messages: { literal: 'Literal UI text "{{text}}": use an i18n text (LL.*) instead.' } },
  create(context) {
    const hasWords = (text) => /\p{L}/u.test(text);
    const textAttributes = new Set([
      'aria-label',
      'title',
      'placeholder',
      'alt',
      'label',
      'description',
      'aria-description',
    ]);
    return {
      JSXText(node) {
        if (hasWords(node.value)) context.report({ node, messageId: 'literal', data: { text: node.value.trim() } });
      },
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        const { expression } = node;
        if (expression.type === 'Literal' && typeof expression.value === 'string' && hasWords(expression.value)) {
          context.report({ node, messageId: 'literal', data: { text: expression.value } });
        }
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !textAttributes.has(node.name.name)) return;
        const value = node.value;
        const literal =
          value?.type === 'Literal'
            ? value.value
            : value?.type === 'JSXExpressionContainer' && value.expression.type === 'Literal'
              ? value.expression.value
              : value?.type === 'JSXExpressionContainer' && value.expression.type === 'TemplateLiteral'
                ? value.expression.quasis.map((q) => q.value.cooked).join('')
                : null;
        if (typeof literal === 'string' && hasWords(literal)) {
          context.report({ node, messageId: 'literal', data: { text: literal } });
        }
      },
    };
  },
};

/**
 * Package boundaries (the arrows of DESIGN.md): api <- machines <- ui -> charts, app -> all of them, server -> api.
 * Shipped source only (tests may use the server's queries for realistic data). A package never reaches into
 * another's files (`@havbruk/x/src/...` or `../../x/src/...`), only through its `exports`.
 */
const PACKAGE_NAMES = ['api', 'machines', 'charts', 'ui', 'app', 'server'];
const crossPackageFiles = [
  { group: ['@havbruk/*/src', '@havbruk/*/src/*'], message: 'Import a package through its exports, not its files.' },
  {
    regex: `^(\\.\\./)+(packages/)?(${PACKAGE_NAMES.join('|')})/src(/|$)`,
    message: 'Import another package by its name (@havbruk/...), not by a relative path.',
  },
];
const forbid = (names, why) => ({ group: names.flatMap((name) => [name, `${name}/*`]), message: why });
const boundaries = {
  api: [
    forbid(
      ['@havbruk/machines', '@havbruk/charts', '@havbruk/ui', '@havbruk/app', '@havbruk/server', 'react'],
      'api is the contract: it imports no other Havbruk package and no React.',
    ),
  ],
  machines: [
    forbid(
      ['@havbruk/charts', '@havbruk/ui', '@havbruk/app', '@havbruk/server', 'react', 'react-dom', '@xstate/react'],
      'machines import only xstate and @havbruk/api: no React, no DOM, no fetch.',
    ),
  ],
  charts: [
    forbid(
      [
        '@havbruk/api',
        '@havbruk/machines',
        '@havbruk/ui',
        '@havbruk/app',
        '@havbruk/server',
        '@stitches/react',
        'xstate',
        '@xstate/react',
      ],
      'charts is generic: no Havbruk package, no stitches; it takes series, bins, features and a ChartTheme.',
    ),
  ],
  ui: [
    forbid(
      ['@havbruk/app', '@havbruk/server', 'swr', 'react-router', 'react-router-dom', 'oidc-client-ts'],
      'ui never fetches or routes: screens take data and callbacks as props (the app wires them).',
    ),
  ],
  app: [forbid(['@havbruk/server'], 'The browser bundle never imports the server.')],
  server: [
    forbid(
      ['@havbruk/machines', '@havbruk/charts', '@havbruk/ui', '@havbruk/app', 'react', 'react-dom'],
      'server depends on @havbruk/api only.',
    ),
  ],
};
const packageBoundaries = Object.entries(boundaries).map(([name, patterns]) => ({
  files: [`packages/${name}/src/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, ...crossPackageFiles] }] },
}));
/** Globals a package must not touch: machines have no DOM and no fetch; ui never fetches. */
const noFetch = { name: 'fetch', message: 'Fetching belongs to the app (SWR hooks) or the api client.' };
const restrictedGlobals = [
  {
    files: ['packages/machines/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        noFetch,
        { name: 'document', message: 'machines have no DOM.' },
        { name: 'window', message: 'machines have no DOM.' },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', noFetch] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-e2e/**',
      '**/dist-e2e-idp/**',
      '**/node_modules/**',
      'storybook-static/**',
      'playwright-report/**',
      'test-results/**',
      '**/i18n/i18n-*.ts',
      '**/i18n/formatters.ts',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { havbruk: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'havbruk/no-literal-ui-text': 'error' },
  },
  ...packageBoundaries,
  ...restrictedGlobals,
);
