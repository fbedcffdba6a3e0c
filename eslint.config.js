// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every feature folder, read from disk so a new feature is covered without editing this file.
const features = existsSync('./src/web/features') ? readdirSync('./src/web/features') : [];
const featureZones = features.map((name) => ({
  target: `./src/web/features/${name}`,
  from: './src/web/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move shared pieces to src/web/components or src/web/lib.',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tools/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', 'tests/fixtures/**', 'bench/.data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-checked: the rules read the types through the project's tsconfig.json.
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['.size-limit.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise is awaited, returned, or explicitly let go with `void`; never passed where a
      // callback's result is ignored (an event handler, a timer).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Handlers and interface implementations are async by contract without always awaiting.
      '@typescript-eslint/require-await': 'off',
      // The router's loaders throw react-router's `data(…)` answers (an error page's status), by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: ['DataWithResponseInit', 'UNSAFE_DataWithResponseInit'] }] },
      ],
      // Its second half asks for `call<T>()` instead of `call() as T` on generic calls (raw SQL rows,
      // JSON answers, i18next objects), where the assertion is the clearer of the two.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Socket frames (ws RawData), URL-likes and form values are turned into text on purpose.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  { files: ['**/*.js', '**/*.cjs', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read API answers as JSON (`res.json()` is `any`) and assert on their members.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-default-export': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'src/shared runs in the browser too: no server code.' },
            { target: './src/shared', from: './src/web', message: 'src/shared must not depend on the browser app.' },
            { target: './src/web', from: './src/server', message: 'The browser never imports server code; share through src/shared.' },
            { target: './src/server', from: './src/web', message: 'The server never imports browser code.' },
            ...featureZones,
            // bulletproof-react's direction: shared code -> features -> app. A page that combines
            // features lives in app/routes/ and imports them; nothing below imports it back.
            {
              target: './src/web/features',
              from: ['./src/web/app/routes', './src/web/app/router.tsx'],
              message: 'Features do not import app pages or the router: a page combining features lives in src/web/app/routes.',
            },
            {
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared browser code (components, lib) does not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Node runs TypeScript by stripping types: no enums (use `as const` arrays).' },
        { selector: 'TSParameterProperty', message: 'Node runs TypeScript by stripping types: no parameter properties.' },
      ],
    },
  },
);
