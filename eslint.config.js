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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-e2e/**',
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
);
