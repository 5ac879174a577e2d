import { type Message, say } from '../../../engine/refusals/message.js';

/**
 * What web mode says about access and logins, as codes of the table's catalogue: the server only
 * carries messages, so they are made here, beside the PINs they are about.
 */
export type AccessMessage = Message;

export const accessMessages = {
  loginFirst: () => say('access.login-first'),
  reviewOnly: (op: string) => say('access.review-only', { op }),
  pitBossOnly: (op: string) => say('access.pit-boss-only', { op }),
  complianceOnly: (op: string) => say('access.compliance-only', { op }),
  notCompliance: (op: string) => say('access.not-compliance', { op }),
  pinNeeded: (role: string) => say('login.pin-needed', { role }),
  loginClosed: (role: string) => say('login.closed', { role }),
  nonceMissing: () => say('login.nonce-missing'),
  otherConnection: () => say('login.other-connection'),
  fromConnection: (address: string) => say('from.connection', { address }),
  fromAddress: (address: string) => say('from.address', { address }),
  closedBeforeLogin: (count: number, address: string) => say('journal.before-login', { count, address }),
  refusedBeforeLogin: (count: number, address: string) =>
    say('journal.refused-before-login', { count, address }),
} as const;

/** What web mode answers a frame that is no request, or a request the contract refuses. */
export const frameMessages = {
  binary: () => say('request.binary'),
  notJson: () => say('request.not-json'),
  notEnvelope: () => say('request.not-envelope'),
  unknownOperation: (op: string) => say('request.unknown-operation', { op }),
  invalidRequest: (op: string, detail: string) => say('request.invalid', { op, detail }),
  /** A screen's reports past its queue's bound: refused at once, the table's thread kept free. */
  busy: (op: string, waiting: number) => say('request.busy', { op, waiting }),
  nothingHeld: () => say('held.nothing-to-confirm'),
} as const;
