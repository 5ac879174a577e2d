import type { Template } from './catalogue.js';

/**
 * The table's sentences in English, keyed by code: the source catalogue, whose keys are the codes
 * (`MessageCode`). Another language is a catalogue with the same keys; a missing key fails to
 * compile there. `{{name}}` is a parameter; a phrase parameter (a hand's label, where the round
 * stands) is rendered first, in the same language.
 */
export const english = {
  // Phrases that other sentences take as parameters.
  'hand.label-box': 'box {{box}}',
  'hand.label-split': 'box {{box}} hand {{hand}}',
  'phase.betting': 'bets are open',
  'phase.dealing': 'the initial deal is under way (next card: {{next}})',
  'phase.insurance': 'the insurance window is open (close it with insurance-closed)',
  'phase.players': "it is the players' turn",
  'phase.offer': 'the misdealt {{card}} is offered to box {{box}}: take or pass',
  'phase.offer-unknown': 'a misdealt card is on offer',
  'phase.dealer': "it is the dealer's turn",
  'phase.settled': 'the round is settled',
  'phase.resume': 'the round is resuming',
  'spot.box': 'box {{box}}',
  'spot.dealer': 'dealer',
  'spot.deal-complete': 'the initial deal is complete',

  // Where the round stands decides what it takes.
  'round.not-now': 'not now: {{phase}}',
  'decision.not-now': 'no decision now: {{phase}}',

  // Inputs as received (a script line, a keyed line, a request).
  'input.not-an-object': 'not a JSON object: {{detail}}',
  'input.not-an-object-value': 'a line is a JSON object such as {"type":"deal"}',
  'input.unknown-type': 'a line of type {{type}} is not something the table takes: the types are {{types}}',
  'input.unknown-field': 'a {{type}} line takes no {{field}}',
  'input.missing-field': 'the line needs its "{{field}}"',
  'input.box-number': '{{value}} is not a box number: boxes are numbered from 1',
  'input.amount': '{{value}} is not an amount: an amount is a number of table units above 0',
  'input.name': 'a {{field}} is a name of 1 to {{max}} characters',
  'input.name-character':
    'a {{field}} is written with printable characters: {{code}} is a control or direction character',
  'input.card-text': 'a card is written with 1 to 8 characters, such as AS or 10h',
  'input.profile-name': 'the table line names its profile, such as classic-6d',
  'input.invalid': 'a {{type}} line is not something the table takes as written',
  'script.line-too-long':
    'a line of a script is at most {{max}} characters long: an input is a short JSON object',
  'script.control-character':
    'a line of a script holds a control character ({{code}}), which the log does not keep: write the line without it',
  'script.table-line-first': 'the table line (profile and limits) may only be the first line of a script',
  'amount.too-large': '{{amount}} is more than the table counts: an amount is at most {{max}}',
  'amount.too-precise': '{{amount}} is not an amount the table can hold: use at most two decimals',
  'card.unreadable':
    '"{{text}}" is not a card: write a rank (A, 2–9, 10 or T, J, Q, K) followed by a suit (S, H, D, C or ♠ ♥ ♦ ♣), in any case: AS, as, A♠, 10h, Th, td, QC',

  // Seats, bets and the deal.
  'name.another-box':
    '"{{name}}" is the name the table gives the bettor of box {{other}}: at box {{box}} use another name',
  'seat.already-seated': '{{player}} already sits at box {{box}}',
  'bet.no-such-box': 'there is no box {{box}}: this table has {{boxes}} boxes',
  'bet.box-full': {
    one: 'box {{box}} already has {{count}} bettor: the most one box takes at this table',
    other: 'box {{box}} already has {{count}} bettors: the most one box takes at this table',
  },
  'bet.below-minimum':
    'a stake must be at least the table minimum of {{min}}: {{bettor}} would have {{stake}} on box {{box}}',
  'bet.above-box-maximum': 'box {{box}} would hold {{total}}: the table maximum for a box is {{max}}',
  'bet.beyond-payable':
    'box {{box}} would hold {{total}}: above {{max}} a box could win more than the table can pay at its payouts',
  'bet.closed': 'bets are closed: {{phase}}',
  'chips.not-enough': '{{bettor}} has {{free}} chips free: this needs {{needed}}',
  'deal.too-few-boxes': {
    one: 'a round needs at least {{needed}} occupied boxes at this table: {{count}} is occupied',
    other: 'a round needs at least {{needed}} occupied boxes at this table: {{count}} are occupied',
  },
  'deal.shuffle-due': 'the cut card came out in the last round: shuffle (a new shoe) before dealing',
  'deal.bank-short': 'the bank is {{short}} chips short of covering this round: it holds {{bank}}',
  'deal.no-bets-next-round': 'no bets are on the table for the next round',
  'deal.already-dealt': 'the round is already dealt: {{phase}}',

  // The shoe.
  'card.not-in-shoe': {
    one: 'the {{card}} cannot come out of this shoe again: {{count}} deck hold {{count}} and all {{count}} are already out (a misread? check the card)',
    other:
      'the {{card}} cannot come out of this shoe again: {{count}} decks hold {{count}} and all {{count}} are already out (a misread? check the card)',
  },
  'shuffle.round-in-play': 'a round is in play: shuffle after it is settled',

  // The players' decisions.
  'hit.no-hand-on-turn': 'no hand is on turn to draw',
  'hit.already-asked': '{{label}} already asked for a card: key the card',
  'hit.split-ace-one-card': '{{label}} cannot draw: a split ace takes one card',
  'stand.no-hand-on-turn': 'no hand is on turn to stand',
  'stand.waiting-second-card': '{{label}} cannot stand: it is waiting for its second card',
  'stand.must-draw': '{{label}} must draw: {{total}} is below {{below}}',
  'hand.doubled-takes-one-card': '{{label}} doubled: it takes its one card',
  'double.no-hand-on-turn': 'no hand is on turn to double',
  'double.waiting-second-card': '{{label}} cannot double: it is waiting for its second card',
  'double.not-offered': 'this table has no double',
  'double.card-count': {
    one: '{{label}} cannot double: it has {{count}} card',
    other: '{{label}} cannot double: it has {{count}} cards',
  },
  'double.already-doubled': '{{label}} has already doubled',
  'double.blackjack': '{{label}} cannot double: it is a blackjack',
  'double.split-ace': '{{label}} cannot double: it is a split ace',
  'double.after-split-not-allowed': '{{label}} cannot double: no double after a split at this table',
  'double.total-not-allowed': '{{label}} cannot double on {{total}}: only on {{totals}}',
  'double.no-stake': '{{label}} has no stake',
  'double.full-stake-only': 'this table doubles only for the full stake ({{stake}})',
  'double.above-stake': 'a double may not exceed the stake of {{stake}}',
  'double.below-minimum': 'a double must be at least the table minimum of {{min}}',
  'split.no-hand-on-turn': 'no hand is on turn to split',
  'split.waiting-second-card': '{{label}} cannot split: it is waiting for its second card',
  'split.not-offered': 'this table has no split',
  'split.card-count': {
    one: '{{label}} cannot split: it has {{count}} card',
    other: '{{label}} cannot split: it has {{count}} cards',
  },
  'split.rank-differs': '{{label}} cannot split {{pair}}: only cards of the same rank split here',
  'split.value-differs': '{{label}} cannot split {{pair}}: the cards differ in value',
  'split.max-hands': '{{label}} cannot split again: a box may hold at most {{max}} hands here',
  'split.no-resplit-aces': '{{label}} cannot split again: split aces are not resplit here',
  'surrender.not-offered': 'this table has no surrender',
  'surrender.no-hand-on-turn': 'no hand is on turn to surrender',
  'surrender.no-hand': 'box {{box}} has no hand in this round',
  'surrender.not-on-turn': 'box {{box}} is not on turn: only the hand on turn may surrender here',
  'surrender.turn-played': 'box {{box}} has played its turn: too late to surrender',
  'surrender.after-split': 'box {{box}} has split: surrender is only on the first two cards',
  'surrender.card-count': {
    one: 'box {{box}} cannot surrender: it has {{count}} card',
    other: 'box {{box}} cannot surrender: it has {{count}} cards',
  },
  'surrender.already-surrendered': 'box {{box}} has already surrendered',
  'surrender.already-decided': 'box {{box}} has already decided',
  'surrender.blackjack': 'box {{box}} holds a blackjack: nothing to surrender',
  'surrender.against-ace': 'no surrender when the dealer shows an ace',
  'surrender.hand-with-ace': 'box {{box}} holds an ace: surrender only without an ace',
  'surrender.total-not-allowed': 'box {{box}} cannot surrender on {{total}}: only on {{totals}}',

  // Insurance and even money.
  'insurance.no-stake': '{{bettor}} has no stake on box {{box}} to insure',
  'insurance.natural-not-insurable': 'box {{box}} holds a blackjack, which cannot be insured at this table',
  'insurance.natural-take-even-money':
    'box {{box}} holds a blackjack, which cannot be insured at this table: take even money instead',
  'insurance.even-money-taken': 'box {{box}} took even money: it is already paid',
  'insurance.window-closed': 'the insurance window is closed',
  'insurance.raise-not-insured': '{{bettor}} did not insure box {{box}}: only an insurance can be raised',
  'insurance.raise-before-double-or-split':
    'box {{box}} has not doubled or split: the insurance can be raised only after one',
  'insurance.already-insured': '{{bettor}} has already insured box {{box}}',
  'insurance.exactly-half':
    'insurance here is exactly half the stake: {{amount}} for {{bettor}} on box {{box}}',
  'insurance.above-half': 'insurance may not exceed half the stake: at most {{amount}}',
  'insurance.below-minimum': 'insurance must be at least {{min}} ({{share}} the table minimum)',
  'insurance.not-offered-now': 'insurance is offered when the dealer shows an ace, right after the deal',
  'insurance.no-window': 'no insurance window is open',
  'even-money.not-offered': 'this table pays no even money',
  'even-money.no-blackjack': 'box {{box}} holds no blackjack: even money is for a blackjack',
  'even-money.already-taken': 'box {{box}} already took even money',
  'even-money.insured': 'box {{box}} is insured: even money replaces insurance',
  'even-money.not-offered-now': 'even money is offered when the dealer shows an ace, right after the deal',

  // Misdealt cards.
  'misdeal.offer-open': 'a misdealt card is already on offer: answer it first',
  'misdeal.no-card-this-round': 'no card of this round has been drawn',
  'misdeal.decision-taken': 'the last card can no longer be taken back: a decision was taken after it',
  'misdeal.no-card': 'no card has been drawn in this round',
  'misdeal.already-burned': 'the last card, {{card}}, is already burned',
  'misdeal.already-on-offer': 'the last card, {{card}}, is already on offer',
  'offer.none': 'no misdealt card is on offer',
  'offer.other-box-first': 'the {{card}} is offered to box {{box}} now: box {{box}} answers first',

  // Void rounds and the croupier's own keying corrections.
  'void.already-void': 'round {{round}} is already void',
  'void.no-bets': 'round {{round}} has no bets to void',
  'fix.no-card-drawn': 'no card has been drawn yet',
  'fix.round-settled':
    "round {{round}} is settled: the croupier can no longer fix its cards — a pit boss's ruling (with the PIN) corrects it",
  'fix.earlier-round':
    "no card of round {{round}} has been drawn: a card of an earlier round is not the croupier's to fix — a pit boss's ruling (with the PIN) corrects it",
  'fix.table-went-on':
    "the last card can no longer be fixed: the table went on after it (a decision, a marker or a bet) — a pit boss's ruling (with the PIN) corrects it",
  'ruling.no-table': 'the log holds no table yet',
  'ruling.no-such-round': 'there is no round {{round}} in this log',
  'ruling.not-a-card': 'position {{position}} is not a card drawn from the shoe',

  // A home session: its agreed rounds, then a new session.
  'session.over':
    'the session is over: its {{rounds}} rounds are played — key "new session" to start the next one (every player starts again with {{chips}} chips)',
  'session.none': 'this table plays no home session: there is no session to start',
  'session.bets-on-table': 'bets are on the table: a new session starts between rounds',
  'session.not-over': 'the session is not over: {{played}} of its {{rounds}} rounds are played',
  'session.between-rounds': 'a new session starts between rounds: {{phase}}',
  'shoe.no-simulator': 'this table reads a real shoe: there is no simulated shoe',
  'fix.card-from-shoe':
    'the last card came from the shoe reader, not the keyboard: a pit boss corrects a misread',

  // Alarms: what the croupier must see until the condition clears.
  'alarm.bad-frame': 'a garbled frame from the shoe reader was refused ({{detail}}); no card was assumed',
  'alarm.conflict': 'the shoe reader sent frame {{seq}} twice with different content: check the last cards',
  'alarm.frames-lost': {
    one: '{{count}} frame was lost from the shoe reader: check the cards dealt, key any card missing, then confirm ("ok")',
    other:
      '{{count}} frames were lost from the shoe reader: check the cards dealt, key any card missing, then confirm ("ok")',
  },
  'alarm.reader-restarted':
    'the shoe reader restarted: cards it read just before may be lost — check the cards dealt, key any card missing, then confirm ("ok")',
  'alarm.card-refused': 'the shoe reported {{card}} but the table refused it: {{refusal}}',
  'alarm.silent': 'the shoe reader is silent: is it on and plugged in?',
  'alarm.disconnected': 'the shoe reader is disconnected ({{detail}}); reconnecting',
  'alarm.jam': 'the shoe reports a jam: free the card before dealing on',
  'alarm.cover-open': "the shoe's cover is open",
  'alarm.empty': 'the shoe is empty',
  'alarm.log-damaged': "the table's log file is damaged ({{problem}}): call the pit boss",
  'alarm.log-failed-audit':
    "the table's log failed its audit ({{problem}}): nothing more is recorded; call the pit boss",
  'log.failed-audit':
    'the log failed its audit ({{problem}}): nothing more is recorded until a pit boss has verified it',
  // PINs and logins: where an attempt came from, and what the lockout says.
  'from.machine': 'this machine',
  'from.command-line': 'the command line',
  'from.connection': 'this connection ({{address}})',
  'from.address': 'the address {{address}}',
  'pin.not-set': 'no {{role}} PIN is set on this table: set one with "sabot pin set"',
  'pin.wrong': 'wrong {{role}} PIN: {{action}} refused',
  'pin.locked':
    '{{role}} PINs from {{from}} are locked until {{until}} after repeated wrong PINs: {{action}} refused',
  'pin.locked-summary': {
    one: '{{count}} more {{role}} PIN attempt from {{from}} was refused while it was locked',
    other: '{{count}} more {{role}} PIN attempts from {{from}} were refused while it was locked',
  },
  'access.login-first': 'log in first: croupier, pit boss or review',
  'access.review-only': 'the review role only reads the table and its log: {{op}} is not open to it',
  'login.pin-needed': 'the {{role}} logs in with a PIN',
  'login.closed': 'no {{role}} PIN was given to this server: {{role}} login is closed',
  'login.nonce-missing':
    'a login carries the nonce the server greeted its connection with: this dashboard is older than the server, reload the page',
  'login.other-connection':
    'this login was made for another connection and is refused on this one: log in again from this screen',

  // The journal's own summaries, so a flood of refusals costs a row, not a row each.
  'journal.repeated': {
    one: '{{count}} more refusal of {{code}} from {{source}}',
    other: '{{count}} more refusals of {{code}} from {{source}}',
  },
  'journal.refused-before-login': {
    one: 'a connection from {{address}} had {{count}} request refused before it logged in',
    other: 'a connection from {{address}} had {{count}} requests refused before it logged in',
  },
  'journal.before-login': {
    one: 'a connection from {{address}} closed without logging in: {{count}} request was refused',
    other: 'a connection from {{address}} closed without logging in: {{count}} requests were refused',
  },
  'alarm.disk-full': "the log's disk is full: nothing more can be stored; free space and the table resumes",
  'alarm.clock-back':
    "the table's clock was put back: a fact of {{at}} came after one of {{after}}; it is recorded as it is, call the pit boss to set the clock right",

  // The log cannot store what the table was asked: nothing of it was recorded.
  'log.disk-full':
    "not recorded: the log's disk is full: nothing more can be stored; free space and the table resumes",

  // The share of the table minimum an insurance must reach, as 'insurance.below-minimum' says it.
  'insurance.share-half': 'half',
  'insurance.share-percent': '{{percent}}% of',

  // The pit review's rulings.
  'ruling.needs-reason': 'a ruling needs its reason, in words the audit can read',
  'ruling.action-void': 'void round {{round}}',
  'ruling.action-correct': 'correct the card at position {{position}}',
  'ruling.action-note': 'record a ruling on round {{round}}',
  'ruling.hole-card-down':
    "the card at position {{position}} is the dealer's hole card, still face down: it can be corrected once the dealer turns it",

  // The burn box, the next card and key-in on the croupier's screen.
  'burned.bets-open': 'pulled while bets were open: no hand could take it',
  'burned.settled': 'pulled after the round was settled: no hand could take it',
  'burned.insurance': 'pulled while the insurance window was open: no hand could take it',
  'burned.on-offer': 'pulled while a misdealt card was on offer: no hand could take it',
  'burned.unwanted': 'the hand on turn could not take it',
  'burned.marked': 'marked by the croupier as drawn by mistake',
  'burned.nobody-took': 'drawn by mistake and offered round the boxes: nobody took it',
  'burned.recorded': 'burned: {{why}}',
  'next.bets-open': 'bets are open',
  'next.settled': 'the round is settled',
  'next.insurance': 'the insurance window is open',
  'next.offer': 'the {{card}} is on offer',
  'next.dealer-stands': 'the dealer stands',
  'next.no-hand': 'no hand is on turn',
  'keyin.control-character':
    'the keyed line holds a control character ({{code}}), which the log does not keep: key it again without it',
  'keyin.nothing': 'nothing was keyed',
  'keyin.not-a-command':
    '"{{line}}" is not a command: key a card such as AS or 10h, a decision such as h or s — "help" lists every form',
  'keyin.wrong-form': '"{{line}}" is not keyed that way: key it as {{example}} — "help" lists every form',
  'keyin.amount': '"{{line}}": {{value}} is not a stake — key a number above 0, such as {{example}}',
  'keyin.box': '"{{value}}" is not a box number: key a box from 1, such as {{example}}',
  'keyin-form.card': 'a card out of the shoe (rank then suit, any case)',
  'keyin-form.decisions': 'hit, stand, split (the hand on turn)',
  'keyin-form.double': 'double; double for 5 (double for less)',
  'keyin-form.surrender': 'surrender the hand on turn; surrender box 4 before its turn',
  'keyin-form.bet': 'bet 10 on box 3 (for ann)',
  'keyin-form.deal': 'bets close, dealing starts',
  'keyin-form.insurance': 'insurance 5 on box 2 (for ann)',
  'keyin-form.even-money': 'even money on box 2; insurance closed',
  'keyin-form.misdeal': 'the last card was drawn by mistake',
  'keyin-form.offer': 'box 3 takes the misdealt card; pass it on',
  'keyin-form.fix': 'the last keyed card (nothing keyed since) was a keying mistake: it was QH',
  'keyin-form.confirm': 'no card was lost (after a lost-frames alarm)',
  'keyin-form.shuffle': 'a new shoe',
  'keyin-form.seat': 'ann sits at box 2',
  'keyin-form.buy-in': 'chips sold at box 2 for 200 cash (to ann); add marker for a marker',
  'keyin-form.new-session': 'the home game starts its next session (every chip count as at the start)',
  'keyin-form.help': 'this list of forms',
  'hint.basic-strategy': 'basic strategy: {{choice}} — {{hand}} against {{upcard}}',
  'hint.double-suggested': 'the dealer suggests a double — {{hand}} against {{upcard}}',
  'hint.hand-pair': '{{pair}}',
  'hint.hand-soft': 'soft {{total}}',
  'hint.hand-hard': '{{total}}',
  'hint.upcard': 'a {{value}}',
  'hint.upcard-an': 'an {{value}}',
  'hint.upcard-ace': 'an ace',
  'choice.hit': 'hit',
  'choice.stand': 'stand',
  'choice.double': 'double',
  'choice.split': 'split',
  'choice.surrender': 'surrender',

  // The croupier's screen: the dealer's banner.
  'dealer.total-hard': '{{total}}',
  'dealer.total-soft': 'soft {{total}}',
  'dealer.draw': '{{total}} — DRAW',
  'dealer.stand': '{{total}} — STAND',
  'dealer.bust': '{{total}} — BUST',
  'dealer.blackjack': 'BLACKJACK',
  // The dealer's drawing rule, as every command and screen states it.
  'dealer-rule.hits-soft-seventeen': 'dealer hits soft 17 (H17)',
  'dealer-rule.stands-on-soft-seventeen': 'dealer stands on soft 17 (S17)',
  'dealer-rule.draws-soft':
    'dealer draws below {{total}} and on soft {{total}}, stands on hard {{total}} or more',
  'dealer-rule.draws': 'dealer draws below {{total}} and stands on {{total}} or more',
  // The table's books (table accounting).
  'books.table-closed': 'the table is closed: no bet and no deal until it opens again (table-open)',
  'books.already-open': 'the table is already open: close it (table-close) before opening it again',
  'books.not-open': 'the table is not open: open it with its opener count (table-open) first',
  'books.buy-in-not-open':
    'chips are sold only at an open table: open it with its opener count (table-open) first',
  'books.round-in-play': 'a round is in play: the tray is counted between rounds, once the round is settled',
  'books.signature-missing': "this record needs the {{signer}}'s signature",
  'signer.croupier': 'croupier',
  'signer.supervisor': 'supervisor',
  'signer.cashier': 'cashier',
  'signer.runner': 'runner',
  'books.chip-not-in-set': 'this table has no {{chip}} chip: its chips are {{chips}}',
  'books.chip-spelling':
    'write the {{value}} chip as {{value}}, not "{{chip}}": each chip value is counted once, under its one spelling',
  'books.chip-count':
    '{{count}} is not a count of {{chip}} chips: a count is a whole number from 0 to {{max}}',
  'books.no-chips': 'a fill or a credit moves at least one chip',
  'books.fill-slip-form': '{{slip}} is not a fill slip number: fill slips read F-0001',
  'books.credit-slip-form': '{{slip}} is not a credit slip number: credit slips read C-0001',
  'books.slip-reused': 'slip {{slip}} is already recorded: the next slip is {{expected}}',
  'books.slip-out-of-sequence':
    'slip {{slip}} is out of sequence: the next slip is {{expected}} (void a spoiled form to use up its number)',
  'books.slip-too-wide':
    'slip {{slip}} has too many digits to begin a series: its first slip has at most {{digits}} digits, so that the next slips can follow it',
  'books.slip-already-void': 'slip {{slip}} is already void',
  'books.no-such-slip': 'there is no slip {{slip}}: fill slips read F-0001, credit slips C-0001',
  'books.void-unknown-slip':
    'slip {{slip}} is not recorded: a void names a recorded slip, or the next form of its series ({{expected}})',
  'books.limits-order': 'the table minimum is above its maximum',
  'books.croupier-on-duty': '{{name}} is already the croupier on duty',
  // A log that cannot be used, and the folder or file that is why.
  'log.no-file-named': 'no file was named for the log',
  'log.missing': '{{path}} does not exist: check the name of the log',
  'log.is-a-folder': '{{path}} is a folder, not a log file',
  'log.not-a-regular-file': '{{path}} is not a regular file: a log is a file',
  'log.cannot-write': '{{path}} cannot be opened for writing: {{why}}',
  'log.cannot-write-detail': '{{path}} cannot be opened for writing ({{detail}})',
  'log.cannot-read': '{{path}} cannot be opened: {{detail}}',
  'log.not-a-database': '{{path}} is not a Sabot log (file is not a database)',
  'log.foreign-database':
    '{{path}} is not a Sabot log (it is a database of another program, with tables {{tables}})',
  'log.damaged':
    '{{path}} is damaged (SQLite found damage): keep the file for examination and restore the log from the last verified backup',
  'log.damaged-detail':
    '{{path}} is damaged ({{detail}}): keep the file for examination and restore the log from the last verified backup',
  'log.busy': '{{path}} is held by another program; close it and try again',
  'log.open-disk-full': 'the disk holding {{path}} is full; nothing more can be recorded',
  'log.disk-failed': 'the disk holding {{path}} failed to read or write ({{code}})',
  'log.no-wal': '{{path}} cannot be used: its disk does not support write-ahead logging',
  'log.newer-sabot':
    'this database was written by a newer Sabot: migration {{label}} is unknown here; open it with that version',
  'log.migration-missing':
    'migration {{label}} ({{name}}) is recorded in this database but its file is missing from this Sabot',
  'log.migration-changed':
    'migration {{label}} ({{name}}) applied to this database differs from {{file}}: a released migration must never be edited (recorded checksum {{recorded}}, file {{found}})',
  'log.no-table-yet': '{{path}} holds no table yet: name its profile to open one',
  'log.other-profile': '{{path}} is the log of a {{held}} table, not {{asked}}',
  'log.cannot-start':
    'the table cannot start on {{path}}: {{problem}}; nothing is recorded until a pit boss has verified the log (sabot verify --db {{path}})',
  'log.head-mismatch': '{{problem}}; nothing more is recorded until a pit boss has verified the log',
  'log.not-a-head': 'the chain head file {{path}} is not a chain head ({{why}})',
  'folder.is-a-file': '{{path}} is a file, not a folder',
  'folder.missing': 'the folder {{path}} does not exist',
  'folder.cannot-be-made': '{{path}} cannot be made: {{why}}',
  'folder.not-writable': 'the folder {{path}} is not writable ({{why}})',
  'folder.why-forbidden': 'this user may not write there',
  'folder.why-read-only': 'its disk is read-only',
  'folder.why-file-in-path': 'part of the path is a file, not a folder',
  'folder.why-missing': 'the folder does not exist',
  'folder.why-disk-full': 'the disk is full',
  'folder.why-permission': 'permission denied',
  'folder.why-file-forbidden': 'this user may not read and write the file',
  'lease.holder': 'the live table of process {{pid}} on host {{host}}, since {{since}}',
  'lease.holder-opening': 'another live table (it is opening)',
  'lease.taken': '{{path}} is already open at {{holder}}: one log has one live table; close that one first',
  'lease.taken-remote':
    '{{path}} is already open at {{holder}}: one log has one live table; close that one first; once that table is known to be closed, remove {{holderPath}}',
  // rule meanings: a table Sabot does not ship.
  'profile.unknown':
    'there is no rule profile "{{id}}": the tables are {{known}} (or load one with --rules FILE)',
  // rule meanings: the faults of a profile file, each field by its dotted path.
  'profile.not-json': '{{origin}} is not valid JSON: {{detail}}',
  'profile.invalid': '{{origin}} is not a valid rule profile:{{faults}}',
  'profile.fault': '\n  - {{field}}: {{why}}{{more}}',
  'profile.whole': '(the whole profile)',
  'profile.one-of': 'must be one of {{values}}',
  'profile.unknown-field': 'unknown field {{fields}}',
  'profile.unknown-fields': 'unknown fields {{fields}}',
  'profile.missing': 'is missing (expected {{expected}})',
  'profile.at-most': 'must be at most {{limit}}',
  'profile.below': 'must be below {{limit}}',
  'profile.at-least': 'must be at least {{limit}}',
  'profile.above': 'must be above {{limit}}',
  'profile.id-form': 'use lower-case letters, digits and dashes, e.g. "classic-6d"',
  'profile.above-boxes': 'must be at most table.boxes ({{boxes}})',
  'profile.above-box-total': 'must be at most table.maxBoxTotal ({{max}})',
  'profile.peek-upcards': 'a peek table names the up-cards it peeks on: "A", "10" or both',
  'profile.shipped-id':
    'is the id of a table Sabot ships ({{shipped}}): give your own table an id of its own',
  'profile.shipped-name':
    'is the name of a table Sabot ships ({{shipped}}): give your own table a name of its own',
  'profile.split-hands':
    'must be at most {{limit}}: a box has room for no more hands than that (null for no limit)',
  'profile.other': '{{detail}}',
  // live books
  'books.action-table-open': 'record the opener',
  'books.action-table-close': 'record the closer',
  'books.action-fill': 'record fill slip {{slip}}',
  'books.action-credit': 'record credit slip {{slip}}',
  'books.action-slip-void': 'void slip {{slip}}',
  'books.action-limits': 'change the limits to {{min}}–{{max}}',
  'books.action-croupier': 'name {{name}} croupier on duty',
  'books.needs-pins':
    "{{action}}: the pit boss records it with the PINs (the pit boss's and the croupier's), on the books screen or with sabot books",
  'books.needs-pit-boss-pin':
    '{{action}}: the pit boss does it with the pit boss PIN, on the books screen or with sabot books',
  'books.croupier-unnamed': 'no croupier is on duty to sign ({{action}}): name the croupier who signs',
  'pin.croupier-not-set':
    'no croupier PIN is set on this table: set one with "sabot pin set --role croupier"',
  'access.pit-boss-only': 'only a pit boss logged in may use {{op}}: log in as pit boss',
  // Setting a PIN.
  'pin.form': 'a PIN is 4 to 12 digits',
  'pin.already-set': 'a {{role}} PIN is already set: give the current PIN to change it',
  'pin.action-change': 'change the PIN',
  // The pit's central store.
  'pit.center-unreachable':
    'the central database {{center}} cannot be reached ({{detail}}): the table plays on and ships when it is back',
  'pit.ship-refused': 'the central database refused the log of table {{table}}: {{why}}',
  'pit.table-not-admitted':
    'table {{table}} is not admitted at the pit: a pit boss admits it with sabot pit admit --table {{table}}',
  'pit.table-log-elsewhere': 'this log already ships to the pit as table {{other}}: one log is one table',
  'pit.table-other-log':
    "another log already ships to the pit as table {{table}}: this log is not that table's",
  'pit.table-no-key': 'the log has no table key yet: start the table once with this version of Sabot',
  'pit.chain-differs-from-stored':
    'the fact at position {{position}} of table {{table}} is not the one already stored centrally (changed or rewritten)',
  'pit.chain-breaks-chain':
    'the fact at position {{position}} of table {{table}} does not chain onto the last one stored centrally',
  'pit.chain-hash-mismatch':
    'the fact at position {{position}} of table {{table}} does not match its own hash',
  'pit.chain-gap': 'table {{table}} skipped position {{position}}: its facts arrive without a gap',
  'pit.chain-shorter':
    'table {{table}} holds fewer facts than the center stored: its log was cut or rewritten from position {{position}}',
  'pit.chain-not-a-fact':
    'the fact at position {{position}} of table {{table}} is not a fact Sabot can read: its content is not what the table writes',
  'pit.table-left-out': 'table {{table}} is left out: {{why}}',
  'pit.table-id':
    '{{id}} is no table name at the center: letters, digits, dots, dashes and underscores, at most 64',
  'pit.lag':
    'table {{table}} has not shipped to the center since {{since}} ({{behind}} facts known to be waiting)',
  'pit.journal-differs':
    'the {{journal}} entry at position {{position}} of table {{table}} is not the one already stored centrally',
  'pit.no-answer': 'no answer in {{seconds}} s',
  'pit.journal-altered':
    'the {{journal}} entry at position {{position}} of table {{table}} does not match its seal: it was altered or invented',
  'pit.journal-breaks':
    'the {{journal}} entry at position {{position}} of table {{table}} does not follow the entry before it',
  'pit.journal-ahead':
    'the center holds {{journal}} entries of table {{table}} from position {{position}} on that the table never wrote',
  'pit.journal-unshippable':
    'the {{journal}} entry at position {{position}} of table {{table}} cannot be stored centrally ({{detail}}): the rest ships on',
  // The pit server: the tables' own alarms on the floor, its logins and acknowledgements.
  'pit.round-alarm':
    'table {{table}}: round {{round}} has an alarm (a misread card, a reader fault or a refused card during the round)',
  'pit.opener-differs':
    'table {{table}} opened with {{opener}} in the tray where the last closer counted {{closer}}',
  'pit.no-pin': 'no {{role}} PIN is set at the center: set one with sabot pit pin set --role {{role}}',
  'pit.no-such-alarm': 'there is no alarm {{alarm}} at the center',
  'pit.already-acknowledged': 'alarm {{alarm}} was already acknowledged by {{operator}}',
  'pit.no-such-table': 'the center holds no table {{table}}',
  'pit.login-action': 'log in to the pit',
  'pit.admit-action': 'admit tables to the pit',
  'pit.pin-review-changes-own':
    "the review role's PIN changes only its own PIN: the {{role}} PIN needs its own current PIN",
  'pit.pin-changes-bounded':
    'the {{role}} PIN was changed or tried {{count}} times in the last ten minutes: wait before changing it again',
  'pit.pin-same-as-other': 'this PIN already opens the pit {{other}} role: the {{role}} PIN must be its own',
  'pit.review-read-only':
    'the pit review reads the center copy of table {{table}}: rulings and corrections are made at the table',
  // The audit of a log (sabot verify, the start-up check, the pit review's verification).
  'book.journal': 'journal',
  'book.device-journal': 'device journal',
  'book.pins': 'PIN table',
  'verify.no-log': 'there is no log at {{path}}, or it cannot be read',
  'verify.damaged': '{{path}} is damaged: {{detail}}',
  'verify.not-a-log': '{{path}} is not a Sabot log (it has no event log tables)',
  'verify.unsealed':
    'the {{book}} of this log is not sealed yet (an older Sabot wrote it): open the log once with this Sabot, which seals it, and verify again',
  'verify.guard-missing':
    'the append-only guard {{guard}} is missing: the log could have been edited in place',
  'verify.position-missing': 'position {{expected}} is missing: the events jump from {{before}} to {{found}}',
  'verify.event-altered':
    'the event at position {{position}} was altered after it was written (its hash does not match its content)',
  'verify.chain-breaks':
    'the chain breaks at position {{position}}: it does not follow the event at position {{before}}, which was rewritten, or an event was put in between',
  'verify.round-skips': 'round {{round}} skips from its event {{last}} to {{next}} at position {{position}}',
  'verify.head-missing':
    'the chain head file {{path}} is missing although the log holds {{count}} events: the log cannot be proven complete',
  'verify.head-differs':
    'the event at position {{position}} is not the one the chain head file recorded: the log was rewritten from there or before',
  'verify.lost-tail': {
    one: 'the log was truncated after position {{last}}: the chain head file records position {{head}}, so {{count}} fact after position {{last}} was lost (was the -wal file beside the log removed, or the file cut short?)',
    other:
      'the log was truncated after position {{last}}: the chain head file records position {{head}}, so {{count}} facts after position {{last}} were lost (was the -wal file beside the log removed, or the file cut short?)',
  },
  'verify.unwitnessed': {
    one: 'the log holds {{count}} fact after its chain head file (position {{head}}, the log reaches {{last}}): it was appended without the head being written, by a crash or a full disk at that moment, or by hand; a pit boss checks it against the table before the head is written again',
    other:
      'the log holds {{count}} facts after its chain head file (position {{head}}, the log reaches {{last}}): they were appended without the head being written, by a crash or a full disk at that moment, or by hand; a pit boss checks them against the table before the head is written again',
  },
  'verify.book-entry-erased':
    'entry {{position}} of the {{book}}, which the chain head file records, is missing: entries were erased from its end',
  'verify.book-entry-differs':
    'entry {{position}} of the {{book}} is not the one the chain head file recorded: it was rewritten from there or before',
  'verify.book-entry-missing':
    'entry {{expected}} of the {{book}} is missing: it jumps from {{before}} to {{found}}',
  'verify.book-entry-altered':
    'entry {{position}} of the {{book}} was altered or put in after it was written (its seal does not match its content)',
  'verify.book-breaks':
    'the {{book}} breaks at entry {{position}}: it does not follow entry {{before}}, which was rewritten or removed',
  'verify.pin-unproven': '{{problem}}',
  'verify.differs-from-verified':
    'the fact at position {{position}} is not the one verified on {{at}}: the log was rewritten from there or before',
  'backup.nothing-copied': '{{problem}} (nothing was copied)',
  'backup.no-file': 'no file was named for the backup',
  'backup.exists': '{{path}} already exists: a backup never overwrites a file',
  'backup.failed': 'the backup to {{path}} failed: {{detail}}',
  'verify.at-position': 'at position {{position}}: {{problem}}',
  'verify.could-not-run': 'the audit could not run: {{detail}}',
  // The last English (shoe-sim, server bodies, profile names, profile faults).
  'http.wrong-name': 'this server does not answer to that name',
  'http.read-with-get': 'the dashboard is read with GET',
  'http.not-found': 'not found',
  'http.not-built': 'the dashboard is not built (no {{index}}): run "npm run build"',
  'http.file-failed': "the server could not send this file; the server's output says why",
  'http.socket-path': "this server's socket is {{path}}",
  'http.foreign-origin': "only the dashboard served from this server's own origin may connect",
  'http.other-window': 'this table answers only the window that started it',
  'socket.internal-error': "internal error: {{op}} failed; the server's output says why",
  'profile.expected-received': 'expected {{expected}}, received {{received}}',
  'profile.type-number': 'number',
  'profile.type-boolean': 'boolean',
  'profile.type-string': 'string',
  'profile.type-object': 'object',
  'profile.type-array': 'array',
  'profile.type-null': 'null (nothing)',
  'card-script.line': '{{origin}}, line {{line}}: {{why}}',
  'card-script.empty': '{{origin}} holds no card',
  'card-script.the-script': 'the card script',
  'simulator.cannot-open': 'the simulated reader cannot open {{path}}: {{detail}}',
  // The live table's shipping to the pit.
  'pit.ship-failed':
    'shipping to the central database {{center}} failed ({{detail}}): the table plays on and tries again',
  // The shoe reader's port.
  'reader.port-missing':
    "the shoe reader's port {{path}} is not there (reader unplugged or switched off?); still trying",
  'reader.port-denied':
    "Sabot may not open the shoe reader's port {{path}}: permission denied (the user running Sabot must be in the dialout group); still trying",
  'reader.port-busy':
    "the shoe reader's port {{path}} is held by another program (another Sabot or a terminal program?); still trying",
  'reader.not-serial': "{{path}} is not a serial port; check the reader's port setting",
  'reader.cannot-open': "the shoe reader's port {{path}} cannot be opened ({{reason}}); still trying",
  'reader.line-down':
    'the shoe reader on {{path}} went off the line: unplugged, switched off or the cable is cut; reconnecting',
  'reader.line-down-because':
    'the shoe reader on {{path}} went off the line: unplugged, switched off or the cable is cut ({{reason}}); reconnecting',
  'reader.port-gone':
    'the shoe reader on {{path}} went off the line: unplugged, switched off or the cable is cut (its port disappeared); reconnecting',
  'reader.silent':
    'the shoe reader has been silent for {{seconds}} s: check that it is on and its cable is in',
  'reader.unreadable': {
    one: "no good frame from the shoe reader for {{seconds}} s, only {{count}} unreadable byte: check the cable and the reader's baud rate",
    other:
      "no good frame from the shoe reader for {{seconds}} s, only {{count}} unreadable bytes: check the cable and the reader's baud rate",
  },
  // The PIN table.
  'pin.forged':
    'the {{role}} PIN in row {{position}} of the PIN table was not set through Sabot ({{why}}): it was put in by hand',
  'pin.forged-no-entry': 'no sealed journal entry names it',
  'pin.forged-seal': 'its seal does not match',
  'pin.forged-refused': '{{problem}}; {{action}} refused until a pit boss has verified the log',
  // The socket's answers to frames that are no request.
  'request.binary': 'only JSON text frames are read here',
  'request.not-json': 'a request is JSON text: an object with its id, op and payload',
  'request.not-envelope': 'a request is an object with its id, op and payload',
  'request.unknown-operation': 'there is no operation "{{op}}"',
  'request.invalid': 'the {{op}} request is not valid ({{detail}})',
  'request.busy':
    'this screen already has {{waiting}} reports waiting: {{op}} is not taken now, ask again once they are answered',
  'held.nothing-to-confirm': 'no card is held: there is nothing to confirm',
  // The simulated reader's line.
  'simulator.pty-dir': 'cannot make the directory {{dir}} for the pseudo-terminals: {{detail}}',
  'simulator.socat-slow': 'socat did not open the pseudo-terminals within 5 s: {{said}}',
  'simulator.socat-missing': 'socat is not installed: apt-get install socat',
  'simulator.socat-failed': 'socat could not be started: {{detail}}',
  'simulator.socat-stopped': 'socat stopped ({{how}}) before the pseudo-terminals were ready: {{said}}',
  'simulator.socat-said-nothing': '(socat said nothing)',
  'simulator.not-open': "nothing to write to: the simulated reader's port {{path}} is not open",
  'simulator.write-failed': 'writing to {{path}} failed: {{detail}}',
  'simulator.no-return': 'the simulated reader could not come back on the line: {{why}}',
  'simulator.fault-share': '{{name}} is a share of frames from 0 to 1, not {{rate}}',
  'simulator.fault-shares-sum': 'corrupted and dropped frames cannot together be more than all frames',
  'simulator.fault-duration': '{{name}} is a duration in ms, not {{ms}}',
  'simulator.penetration': "the cut card's place is a share of the shoe between 0 and 1, not {{penetration}}",
  'simulator.decks': 'a shoe holds 1 to 8 decks, not {{decks}}',
  // A refused frame from the shoe reader.
  'frame.cut-off': 'frame cut off: a new frame started before its end',
  'frame.too-long': 'frame longer than {{max}} bytes',
  'frame.noise': 'bytes outside a frame (noise on the line?)',
  'frame.no-checksum': 'no checksum: a frame ends with *XXXX and CR LF',
  'frame.not-printable': 'byte {{byte}} is not printable ASCII',
  'frame.bad-checksum': "bad checksum {{text}} (the frame's bytes give {{expected}})",
  'frame.unknown-protocol': 'unknown protocol "{{protocol}}" (expected SBT1)',
  'frame.bad-sequence': 'sequence number "{{seq}}" is not 0–65535',
  'frame.unknown-card': 'unknown card "{{card}}" in a card frame',
  'frame.unknown-status': 'unknown status "{{status}}"',
  'frame.heartbeat-fields': 'a heartbeat carries no fields',
  'frame.hello-fields': 'a hello frame carries vendor, model and firmware',
  'frame.unknown-kind': 'unknown frame kind "{{kind}}"',
  'frame.decoder-failed': 'the {{codec}} decoder failed on these bytes (a bug in Sabot): {{detail}}',
  'pit.protection-count-betting':
    'table {{table}}: the bets of {{player}} follow the count (r {{r}} over {{rounds}} rounds, p {{p}})',
  'pit.protection-count-deviations':
    "table {{table}}: {{player}} departs from basic strategy on a count index's side ({{observed}} of {{trials}}, chance {{expected}}, p {{p}})",
  'pit.protection-hole-card':
    'table {{table}}: {{player}} plays as if seeing the hole card ({{observed}} of {{trials}} departures right, chance {{expected}}, p {{p}})',
  'pit.protection-croupier':
    'table {{table}}: croupier {{croupier}} stands out for {{rates}} over {{rounds}} rounds',
  'pit.protection-hold':
    'table {{table}}: the hold of {{day}} is {{hold}} %, outside its expected {{low}} % to {{high}} % (z {{z}})',
  // Rated players: the card at the seat, and leaving it.
  'seat.player-card':
    '{{card}} is not a player card number: 1 to 40 letters, digits, dots, dashes or underscores',
  'seat.nobody-seated': 'nobody sits at box {{box}}',
  'seat.leave-in-play':
    '{{player}} has a stake on box {{box}} in the round in play: leave once it is settled',
  'keyin-form.seat-card': 'ann sits at box 2 with her player card P-10442 (rated)',
  'keyin-form.leave': 'the player of box 2 leaves the table',
  'edge.other-profile': 'an edge of {{profile}} is not for this table, which plays {{held}}',
} as const satisfies Readonly<Record<string, Template>>;
