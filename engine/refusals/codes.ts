/**
 * The engine's own codes, by family: what the engine says, as data. Their sentences live with the
 * languages (app/i18n/catalogues/<language>/engine.ts and table.ts), where a code without a
 * sentence fails to compile; the engine renders none of them.
 */
// biome-ignore format: one line per family reads better than one line per code.
export type EngineCode =
  | `hand.${'label-box' | 'label-split' | 'doubled-takes-one-card'}`
  | `phase.${'betting' | 'dealing' | 'insurance' | 'players' | 'offer' | 'offer-unknown'
      | 'dealer' | 'settled' | 'resume'}`
  | `spot.${'box' | 'dealer' | 'deal-complete'}`
  | `round.${'not-now'}`
  | `decision.${'not-now'}`
  | `input.${'not-an-object' | 'not-an-object-value' | 'unknown-type' | 'unknown-field'
      | 'missing-field' | 'box-number' | 'amount' | 'name' | 'name-character' | 'card-text'
      | 'profile-name' | 'invalid'}`
  | `script.${'line-too-long' | 'control-character' | 'table-line-first' | 'profile-conflict'
      | 'no-table' | 'limits-reversed'}`
  | `amount.${'too-large' | 'too-precise'}`
  | `card.${'unreadable' | 'not-in-shoe'}`
  | `name.${'another-box'}`
  | `seat.${'already-seated' | 'player-card' | 'nobody-seated' | 'leave-in-play'}`
  | `bet.${'no-such-box' | 'box-full' | 'below-minimum' | 'above-box-maximum' | 'beyond-payable'
      | 'closed'}`
  | `chips.${'not-enough'}`
  | `compliance.${'identification-required'}`
  | `deal.${'too-few-boxes' | 'shuffle-due' | 'bank-short' | 'no-bets-next-round'
      | 'already-dealt'}`
  | `shuffle.${'round-in-play'}`
  | `hit.${'no-hand-on-turn' | 'already-asked' | 'split-ace-one-card'}`
  | `stand.${'no-hand-on-turn' | 'waiting-second-card' | 'must-draw'}`
  | `double.${'no-hand-on-turn' | 'waiting-second-card' | 'not-offered' | 'card-count'
      | 'already-doubled' | 'blackjack' | 'split-ace' | 'after-split-not-allowed'
      | 'total-not-allowed' | 'no-stake' | 'full-stake-only' | 'above-stake' | 'below-minimum'}`
  | `split.${'no-hand-on-turn' | 'waiting-second-card' | 'not-offered' | 'card-count'
      | 'rank-differs' | 'value-differs' | 'max-hands' | 'no-resplit-aces'}`
  | `surrender.${'not-offered' | 'no-hand-on-turn' | 'no-hand' | 'not-on-turn' | 'turn-played'
      | 'after-split' | 'card-count' | 'already-surrendered' | 'already-decided' | 'blackjack'
      | 'against-ace' | 'hand-with-ace' | 'total-not-allowed'}`
  | `insurance.${'no-stake' | 'natural-not-insurable' | 'natural-take-even-money'
      | 'even-money-taken' | 'window-closed' | 'raise-not-insured'
      | 'raise-before-double-or-split' | 'already-insured' | 'exactly-half' | 'above-half'
      | 'below-minimum' | 'not-offered-now' | 'no-window' | 'share-half' | 'share-percent'}`
  | `even-money.${'not-offered' | 'no-blackjack' | 'already-taken' | 'insured' | 'not-offered-now'}`
  | `misdeal.${'offer-open' | 'no-card-this-round' | 'decision-taken' | 'no-card'
      | 'already-burned' | 'already-on-offer'}`
  | `offer.${'none' | 'other-box-first'}`
  | `void.${'already-void' | 'no-bets'}`
  | `fix.${'no-card-drawn' | 'round-settled' | 'earlier-round' | 'table-went-on'
      | 'card-from-shoe'}`
  | `ruling.${'no-table' | 'no-such-round' | 'not-a-card' | 'needs-reason' | 'action-void'
      | 'action-correct' | 'action-note' | 'hole-card-down'}`
  | `session.${'over' | 'none' | 'bets-on-table' | 'not-over' | 'between-rounds'}`
  | `burned.${'bets-open' | 'settled' | 'insurance' | 'on-offer' | 'unwanted' | 'marked'
      | 'nobody-took' | 'recorded'}`
  | `next.${'bets-open' | 'settled' | 'insurance' | 'offer' | 'dealer-stands' | 'no-hand'}`
  | `keyin.${'control-character' | 'nothing' | 'not-a-command' | 'wrong-form' | 'amount' | 'box'}`
  | `keyin-form.${'card' | 'decisions' | 'double' | 'surrender' | 'bet' | 'deal' | 'insurance'
      | 'even-money' | 'misdeal' | 'offer' | 'fix' | 'confirm' | 'shuffle' | 'seat' | 'buy-in'
      | 'new-session' | 'help' | 'seat-card' | 'leave' | 'moved'}`
  | `hint.${'basic-strategy' | 'double-suggested' | 'hand-pair' | 'hand-soft' | 'hand-hard'
      | 'upcard' | 'upcard-an' | 'upcard-ace'}`
  | `choice.${'hit' | 'stand' | 'double' | 'split' | 'surrender'}`
  | `dealer.${'total-hard' | 'total-soft' | 'draw' | 'stand' | 'bust' | 'blackjack'}`
  | `dealer-rule.${'hits-soft-seventeen' | 'stands-on-soft-seventeen' | 'draws-soft' | 'draws'}`
  | `books.${'table-closed' | 'already-open' | 'not-open' | 'buy-in-not-open' | 'round-in-play'
      | 'signature-missing' | 'chip-not-in-set' | 'chip-spelling' | 'chip-count' | 'no-chips'
      | 'fill-slip-form' | 'credit-slip-form' | 'slip-reused' | 'slip-out-of-sequence'
      | 'slip-too-wide' | 'slip-already-void' | 'no-such-slip' | 'void-unknown-slip'
      | 'limits-order' | 'croupier-on-duty' | 'action-table-open' | 'action-table-close'
      | 'action-fill' | 'action-credit' | 'action-slip-void' | 'action-limits' | 'action-croupier'
      | 'needs-pins' | 'needs-pit-boss-pin' | 'croupier-unnamed' | 'no-such-buy-in'
      | 'buy-in-already-void' | 'action-buy-in-void' | 'buy-in-confirm'}`
  | `adjustment.${'none-owed'}`
  | `signer.${'croupier' | 'supervisor' | 'cashier' | 'runner' | 'surveillance' | 'manager' | 'counter' | 'compliance'}`
  | `staff.${'badge-form' | 'badge-taken' | 'unknown-badge' | 'disabled' | 'already-disabled'
      | 'name-form' | 'unknown-role' | 'no-role' | 'first-is-manager' | 'not-a-manager'
      | 'last-manager' | 'needs-reason' | 'lacks-role' | 'no-pin' | 'one-person-two-roles'
      | 'register-off' | 'not-on-duty' | 'already-on-duty' | 'no-croupier' | 'needs-pin'
      | 'sign-in-instead'}`
  | `profile.${'unknown' | 'not-json' | 'invalid' | 'fault' | 'whole' | 'one-of' | 'unknown-field'
      | 'unknown-fields' | 'missing' | 'at-most' | 'below' | 'at-least' | 'above' | 'id-form'
      | 'above-boxes' | 'above-box-total' | 'peek-upcards' | 'shipped-id' | 'shipped-name'
      | 'split-hands' | 'other' | 'expected-received' | 'type-number' | 'type-boolean'
      | 'type-string' | 'type-object' | 'type-array' | 'type-null'}`
  | `card-script.${'line' | 'empty' | 'the-script'}`
  | `simulator.${'cannot-open' | 'pty-dir' | 'socat-slow' | 'socat-missing' | 'socat-failed'
      | 'socat-stopped' | 'socat-said-nothing' | 'not-open' | 'write-failed' | 'no-return'
      | 'fault-share' | 'fault-shares-sum' | 'fault-duration' | 'penetration' | 'decks'}`
  | `reader.${'port-missing' | 'port-denied' | 'port-busy' | 'not-serial' | 'cannot-open'
      | 'line-down' | 'line-down-because' | 'port-gone' | 'silent' | 'unreadable'}`
  | `frame.${'cut-off' | 'too-long' | 'noise' | 'no-checksum' | 'not-printable' | 'bad-checksum'
      | 'unknown-protocol' | 'bad-sequence' | 'unknown-card' | 'unknown-status'
      | 'heartbeat-fields' | 'hello-fields' | 'unknown-kind' | 'decoder-failed'}`
  | `edge.${'other-profile'}`
  | `odds.${'stands-too-low'}`
  | `fact.${'unknown-type' | 'table-not-opened'}`;
