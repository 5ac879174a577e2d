import { join } from 'node:path';
import { compiledScript } from '../../support/compiled-script.js';

/**
 * The table child and the code it runs, compiled into a temporary installation beside `dir`, so a
 * real Node process can be killed. Returns the path of the child's script.
 */
export function buildTableChild(dir: string): string {
  return compiledScript(join(import.meta.dirname, 'table-child.ts'), dir);
}
