import type { MessageCode } from '../../../engine/refusals/message.js';

/**
 * Why the center refused a batch of a table's facts (pit_ingest_events's `refusal`), and the code
 * of the chain alarm it opened: the central schema writes these codes, the pit says them.
 */
export const CHAIN_REFUSAL_CODES = {
  'differs-from-stored': 'pit.chain-differs-from-stored',
  'breaks-chain': 'pit.chain-breaks-chain',
  'hash-mismatch': 'pit.chain-hash-mismatch',
  gap: 'pit.chain-gap',
  shorter: 'pit.chain-shorter',
  'not-a-fact': 'pit.chain-not-a-fact',
} as const satisfies Record<string, MessageCode>;

/** Why the center refused a batch of a journal (pit_ingest_journal's `refusal`), and its alarm's code. */
export const JOURNAL_REFUSAL_CODES = {
  differs: 'pit.journal-differs',
  breaks: 'pit.journal-breaks',
  altered: 'pit.journal-altered',
  ahead: 'pit.journal-ahead',
  unshippable: 'pit.journal-unshippable',
} as const satisfies Record<string, MessageCode>;
