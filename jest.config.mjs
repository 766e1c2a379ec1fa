// JavaScript, not TypeScript: a .ts config would need ts-node just to be read.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,hooks}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // server-only throws outside React Server Components; the units run in plain Node.
    '^server-only$': '<rootDir>/jest/empty-module.js',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};

export default createJestConfig(config);
