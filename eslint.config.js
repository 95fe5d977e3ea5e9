import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Packages are consumed through their exports maps only, never through another package's src/.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sahm/*/src/*', '**/packages/*/src/**'],
              message: 'Import the package, not its sources.',
            },
          ],
        },
      ],
    },
  },
  {
    // ui shows, platform decides: ui never reaches for the network, auth or the SDK.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            '@sahm/platform',
            '@sahm/investor-sdk',
            'ky',
            'oidc-client-ts',
            'i18next',
            'react-i18next',
          ],
        },
      ],
    },
  },
  {
    // Issue 15: Radix Themes' `rt-…` class names are not a public interface. Only @sahm/ui's own
    // stylesheet and the CSS pruner (which reads the built CSS, with its fixtures) may name them.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/portal/vite-plugins/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/(^|[^\\w-])rt-[A-Z]/]',
          message: "Radix Themes' internal class names are not an API: use roles, props or tokens.",
        },
        {
          selector: 'TemplateElement[value.raw=/(^|[^\\w-])rt-[A-Z]/]',
          message: "Radix Themes' internal class names are not an API: use roles, props or tokens.",
        },
      ],
    },
  },
);
