/**
 * What the server tells the operator's terminal while it runs, as data: `sabot serve` says it in
 * the language of the command. (What an audit counts goes to the journals as codes instead.)
 */
export type ServerLine =
  /** Beyond loopback without TLS: whoever watches the network reads every PIN. */
  | { readonly line: 'clear-text' }
  /** A file of the dashboard could not be read and sent; `detail` is the system's own words. */
  | { readonly line: 'file-failed'; readonly detail: string }
  /** An operation threw where it must not: the stack, for whoever maintains the server. */
  | { readonly line: 'internal-error'; readonly op: string; readonly detail: string };
