import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** The rules that read `any` as a hazard: where a value is untyped by nature, they flag every use of it. */
const unsafeAny = {
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

export default defineConfig(
  // A script's declarations (scripts/*.d.mts) only type it for the tests that import it: nothing in them runs.
  { ignores: ['dist/', 'completions/', 'test-output/', 'scripts/*.d.mts'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is typed by its nearest tsconfig.json (the root's for src and bench, test/'s for the tests,
        // scripts/'s for the build scripts); the few files no tsconfig.json includes (this one, vitest's config)
        // by a default project, which typescript-eslint caps at 8 files.
        projectService: { allowDefaultProject: ['*.js', '*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // tsc holds these already (noUnusedLocals, noUnusedParameters), and knows a rest sibling is how a field is left out.
      '@typescript-eslint/no-unused-vars': 'off',
      // An async function without await is deliberate: a Fastify handler whose value is the answer, a method of an
      // interface that returns a promise, a function whose throw must reach its caller as a rejection.
      '@typescript-eslint/require-await': 'off',
      // String() of what is known not to be an object (a narrowed unknown, commander's option values) is what is meant;
      // the rule cannot see that narrowing, and flags each one.
      '@typescript-eslint/no-base-to-string': 'off',
      // `{} extends T` is how a type asks whether T requires no field; an interface extending one type alone names it.
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always', allowInterfaces: 'with-single-extends' }],
      // Control characters are matched on purpose: escaped in terminal output, refused in names, headers and hostile input.
      'no-control-regex': 'off',
      // Vitest finds a hook's or a test's fixtures by destructuring its first parameter, even when it takes none.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // Tests read answers as they come (JSON bodies, parsed output: `any`) and check them with expect at run time.
    files: ['test/**'],
    rules: unsafeAny,
  },
  {
    // Plain JavaScript: what a script's libraries give has no type to be unsafe about. The scripts run on Node.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly' } },
    rules: unsafeAny,
  },
);
