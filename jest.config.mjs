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
};

// html-react-parser (RichText) depends on ESM-only packages (domhandler, htmlparser2, ...), which
// Node 20's Jest can't require: let next/jest's SWC transform compile them too.
const ESM_ONLY = [
  'domhandler',
  'htmlparser2',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
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
