import { fileURLToPath } from 'node:url';

/** The repository, whether this runs compiled from dist/test/bench/ (the bench) or from test/bench/ (a test). */
export const REPO_ROOT = fileURLToPath(
  new URL(import.meta.url.includes('/dist/test/') ? '../../..' : '../..', import.meta.url),
);
