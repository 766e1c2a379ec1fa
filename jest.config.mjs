// JavaScript, not TypeScript: a .ts config would need ts-node just to be read.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,hooks,server,config}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // server-only throws outside React Server Components; the units run in plain Node.
    '^server-only$': '<rootDir>/jest/empty-module.js',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  globalSetup: '<rootDir>/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/jest/global-teardown.mjs',
  // scripts/with-node.sh keeps a Node release there, package.json and all.
  modulePathIgnorePatterns: ['<rootDir>/.node/'],
};

// ESM-only packages (kysely; html-react-parser's domhandler, htmlparser2, ...), which Jest's
// CommonJS runtime can't require: let next/jest's SWC transform compile them too.
const ESM_ONLY = [
  'kysely',
  'domhandler',
  'htmlparser2',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
  'intl-messageformat',
  '@formatjs',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // next/jest's allow-list of packages to compile starts with 'geist'; these join it.
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.replaceAll('(?!(geist|', `(?!(${ESM_ONLY.join('|')}|geist|`),
    ),
  };
}
