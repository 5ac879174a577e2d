import type { ServerLine } from '../socket-host/server-line.js';

/** What the pit server tells its operator's terminal, as data (said in the command's language). */
export type PitServerLine =
  | ServerLine
  /** The center stopped answering: the floor keeps its last lines and says so at every change. */
  | { readonly line: 'center-lost'; readonly detail: string }
  | { readonly line: 'center-back' }
  /** A table's line could not be folded from its replica (a broken copy, a full disk). */
  | { readonly line: 'fold-failed'; readonly table: string; readonly detail: string }
  /** A row of the center's journal could not be written. */
  | { readonly line: 'journal-failed'; readonly detail: string };
