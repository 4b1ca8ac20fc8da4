import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      'test/fixtures/',
      '.stryker-tmp/',
      'reports/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // Type-aware rules: promises awaited or handled, switches exhaustive over the closed sets, no `any` leaks.
  ...tseslint.configs.recommendedTypeCheckedOnly,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
      parserOptions: {
        // Stryker reads its configuration as plain JavaScript, outside the TypeScript project.
        projectService: { allowDefaultProject: ['stryker.config.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read answers as JSON (`any`) and assert their shape with expect; their fakes implement async
    // interfaces without awaiting anything.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The neutraliser takes whatever the service sent and prints it as text, objects included, by design.
    files: ['src/render/untrusted.ts'],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
