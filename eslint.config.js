import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Issue 14: a file a newcomer reads in one sitting. Over 300 lines, split it where it has two subjects.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A request's body is read only by the bounded readers (readLimitedBody and the multipart parser):
    // the Fetch API's own readers hold a body of any size in memory before anything can refuse it.
    // The rule goes by the names the code gives a request (`request`, `req`, `args.request`, a clone).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['app/lib/request-fields.server.ts', 'app/lib/multipart.server.ts', '**/*.test.ts', 'app/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "[callee.object.name=/^req(uest)?$/i]",
          "[callee.object.property.name=/^req(uest)?$/i]",
          "[callee.object.callee.property.name='clone']",
        ].map((target) => ({
          selector: `CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob|bytes)$/]${target}`,
          message: 'Read a request body with readJsonBody/readFormBody/readRequestFields (app/lib/request-fields.server.ts): they stop at BODY_LIMIT_KB.',
        })),
        {
          selector: "MemberExpression[property.name='body'][object.name=/^req(uest)?$/i]",
          message: 'Read a request body with readJsonBody/readFormBody/readRequestFields (app/lib/request-fields.server.ts): they stop at BODY_LIMIT_KB.',
        },
      ],
    },
  },
  {
    // DESIGN.md §2: a module owns a domain concept's rules and queries and knows nothing of HTTP. It
    // refuses with a Refusal (app/lib/refusal.ts); the edge (app/lib/api.server.ts) gives the status.
    files: ['app/modules/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '~/lib/api.server', message: 'Modules know nothing of HTTP: throw a Refusal (~/lib/refusal) and let the edge answer.' },
            { name: '~/lib/auth.server', message: 'Modules know nothing of HTTP: the gates belong to the routes.' },
            { name: '~/lib/staff-forms.server', message: 'Modules know nothing of HTTP: forms are read by the routes.' },
            { name: '~/lib/public-forms.server', message: 'Modules know nothing of HTTP: forms are read by the routes.' },
            { name: 'react-router', message: 'Modules know nothing of HTTP or pages.' },
            { name: 'express', message: 'Modules know nothing of HTTP.' },
          ],
        },
      ],
    },
  },
  {
    // app/lib knows nothing of the domain (DESIGN.md §2): the edge that does is app/web.
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/modules/*', '~/web/*', '~/db/*', '~/routes/*', '~/components/*'], message: 'app/lib knows nothing of the domain: put what needs it in app/web (the edge) or in its module.' }] },
      ],
    },
  },
  {
    // DESIGN.md §8: a page gets its words from its loaders, in its own language, and reads them with
    // useWords; importing a catalogue would put every word of one language into the browser's code.
    files: ['app/components/**/*.{ts,tsx}', 'app/routes/**/*.{ts,tsx}', 'app/root.tsx', 'app/content/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['~/i18n/en', '~/i18n/en/*', '~/i18n/hi', '~/i18n/hi/*'], message: 'Read words with useWords (~/i18n/words); a loader sends them with wordsFor (~/i18n/words.server).' },
          ],
          // A page's links and forms lead to addresses in its own language (`/hi/contact` on a Hindi page).
          paths: [{ name: 'react-router', importNames: ['Link', 'NavLink', 'Form'], message: 'Import Link, NavLink and Form from ~/i18n/links: they keep the page\'s language.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' },
    },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_' }] },
  },
);
