/**
 * The `graphql` module as mercurius (CommonJS) loads it. An ESM `import 'graphql'` would load a
 * second copy whose classes fail graphql's own instanceof checks against mercurius' schema.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const graphql = require('graphql') as typeof import('graphql');
