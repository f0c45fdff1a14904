import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features (apps/web/src/features/<feature>/), each behind its own index.ts (decision 126). */
const WEB_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WEB_FENCE_MESSAGE =
  "Another feature's internals: import from that feature's index (`features/<feature>`), and export what you need there (docs/ARCHITECTURE.md, Ownership).";

/**
 * The web half of the fences (issue 23, decision 126): outside a feature, nothing imports a path inside it, only
 * its folder (its index.ts). One block for the app's own code (routes, layouts, components, lib) and one per
 * feature, which may reach its own files but no other feature's. Static imports and re-exports only: a lazy
 * `import('…/features/checkout/components/stripe-payment')` stays a lazy import of that one file, its own chunk.
 */
const webFenceBlocks = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features/[^/]+/.', caseSensitive: true, message: WEB_FENCE_MESSAGE }] },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `../orders/api/orders`, `../../orders/hooks/x` or `../../../features/orders/x` from another feature.
              regex: `^(\\.\\./)+(features/)?(${WEB_FEATURES.filter((other) => other !== feature).join('|')})/.`,
              caseSensitive: true,
              message: WEB_FENCE_MESSAGE,
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'apps/web/src/locales/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^\\S*$', '^[^A-Za-z]*$'],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            'document.querySelector*',
            'document.getElementById',
            'document.createElement',
            '*.setAttribute',
            '*.getAttribute',
            'localStorage.*',
            'new Intl.*',
            'require',
            'import',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^([A-Z][A-Z0-9_]+|cookie|className|id|key|to|href|src|type|role|name|variant|color|size|c|fw|ta|justify|align|position|component|target|rel|radius|data-.*|aria-hidden|testId|method|mode|path|url|queryKey)$',
              },
            },
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'warn',
    },
  },
  {
    // Fences (issue 23, docs/ARCHITECTURE.md "Ownership"): a module's tables are read and written through its
    // service, never through its repository; types may cross.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../../modules/*/*.repository'],
              allowTypeImports: true,
              message:
                "Another module's repository: call that module's service instead (docs/ARCHITECTURE.md, Ownership).",
            },
          ],
        },
      ],
    },
  },
  {
    // One writer of the order (issue 23 point 1, decision 125): only `modules/orders` inserts, updates or deletes the
    // order's tables; everyone else calls its faces (order-lifecycle, order-details, order-payments, order-expiry).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    ignores: ['apps/server/src/modules/orders/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(orders|orderItems|attendees|questionAnswers|invoices|orderEmails|orderRefunds|orderActivity|orderEmailChanges)$/]',
          message:
            "The order's tables are written only by modules/orders: call its face instead (docs/ARCHITECTURE.md, Ownership).",
        },
      ],
    },
  },
  {
    // The crossings that predate the fence (40 imports in these files), listed so that no new one lands; each goes
    // when its caller moves to the owning module's service. Shrink this list, never grow it.
    files: [
      'apps/server/src/modules/attendees/attendees.emails.ts',
      'apps/server/src/modules/attendees/attendees.service.ts',
      'apps/server/src/modules/auth/auth.service.ts',
      'apps/server/src/modules/checkout/checkout.emails.ts',
      'apps/server/src/modules/checkout/checkout.shared.ts',
      'apps/server/src/modules/checkout/order-details.ts',
      'apps/server/src/modules/checkout/public-event.service.ts',
      'apps/server/src/modules/checkout/public-order.service.ts',
      'apps/server/src/modules/checkout/reserve-order.ts',
      'apps/server/src/modules/checkout/order-self-service.service.ts',
      'apps/server/src/modules/checkout/sales-config.ts',
      'apps/server/src/modules/events/events.service.ts',
      'apps/server/src/modules/exports/exports.repository.ts',
      'apps/server/src/modules/exports/exports.service.ts',
      'apps/server/src/modules/messages/messages.repository.ts',
      'apps/server/src/modules/orders/orders.invoice.ts',
      'apps/server/src/modules/orders/orders.manage.service.ts',
      'apps/server/src/modules/organizers/organizers.service.ts',
      'apps/server/src/modules/payments/stripe-refund.job.ts',
      'apps/server/src/modules/payments/stripe.service.ts',
      'apps/server/src/modules/products/catalogue.service.ts',
      'apps/server/src/modules/products/product-categories.service.ts',
      'apps/server/src/modules/products/products.service.ts',
      'apps/server/src/modules/public-pages/seo.service.ts',
      'apps/server/src/modules/questions/questions.service.ts',
      'apps/server/src/modules/users/users.service.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  ...webFenceBlocks,
  {
    // widget.js carries its few words in its own 13-language table (no catalogue on a host page), and the widget's
    // theme is CSS text.
    files: ['apps/web/src/widget-script/**', 'apps/web/src/app/widget-theme.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/web/src/test/**', '**/*.config.{ts,js}', 'apps/web/build/**'],
    rules: { 'lingui/no-unlocalized-strings': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
