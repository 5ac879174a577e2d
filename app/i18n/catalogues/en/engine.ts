import type { Template } from '../../../../engine/refusals/catalogue.js';
import type { EngineCode } from '../../../../engine/refusals/codes.js';

/**
 * The engine's sentences in English, keyed by its codes (engine/refusals/codes.ts): a code
 * without a sentence here, or a sentence without a code, fails to compile. French and Russian have
 * the same keys. `{{name}}` is a parameter; a phrase parameter (a hand's label, where the round
 * stands) is rendered first, in the same language.
 */
export const engine = {
  // Phrases that other sentences take as parameters.
  'hand.label-box': 'box {{box}}',
  'hand.label-split': 'box {{box}} hand {{hand}}',
  'phase.betting': 'bets are open',
  'phase.dealing': 'the initial deal is under way (next card: {{next}})',
  'phase.insurance': 'the insurance window is open (close it with N)',
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
  'script.profile-conflict': 'the script is for {{script}} but --profile says {{option}}',
  'script.no-table': 'name the table: --profile ID, or a table line first in the script',
  'script.limits-reversed': 'the table minimum {{min}} is above its maximum {{max}}',
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
  'compliance.identification-required':
    'IDENTIFICATION REQUIRED before this buy-in: {{patron}} has bought in {{before}} in cash this gaming day, and this {{amount}} takes them to {{after}}, over {{above}}. See their identification, then record the buy-in again as identified',
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
  'fix.card-from-shoe':
    'the last card came from the shoe reader, not the keyboard: a pit boss corrects a misread',

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
  'keyin-form.offer': 'box 3 takes the misdealt card; pass it on (t and n answer the box asked now)',
  'keyin-form.fix': 'the last keyed card (nothing keyed since) was a keying mistake: it was QH',
  'keyin-form.confirm': 'no card was lost (after a lost-frames alarm)',
  'keyin-form.shuffle': 'a new shoe',
  'keyin-form.seat': 'ann sits at box 2',
  'keyin-form.buy-in':
    'chips sold at box 2 for 200 cash (to ann); add marker for a marker, confirm to record an amount the table asked about, id once the patron’s identification is seen (the table asks when their day’s cash goes over the report level)',
  'keyin-form.new-session': 'the home game starts its next session (every chip count as at the start)',
  'keyin-form.moved': 'the chips a ruling on round 11 asked for are moved (its notice goes)',
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
  'books.table-closed':
    'the table is closed: no bet and no deal until the pit boss opens it again with the opener count',
  'books.already-open': 'the table is already open: count the closer before opening it again',
  'books.not-open': 'the table is not open: the pit boss opens it with the opener count first',
  'books.buy-in-not-open':
    'chips are sold only at an open table: the pit boss opens it with the opener count first',
  'books.round-in-play': 'a round is in play: the tray is counted between rounds, once the round is settled',
  'books.signature-missing': "this record needs the {{signer}}'s signature",
  'signer.croupier': 'croupier',
  'signer.supervisor': 'supervisor',
  'signer.cashier': 'cashier',
  'signer.runner': 'runner',
  'signer.surveillance': 'surveillance officer',
  'signer.manager': 'manager',
  'signer.counter': 'count team member',
  'signer.compliance': 'compliance officer',
  'staff.badge-form':
    'badge "{{badge}}" is not a badge number: letters, digits and hyphens, at most 16, as printed on the badge',
  'staff.badge-taken':
    "badge {{badge}} is already {{name}}'s: a badge is one person for good (disable it and give a new one)",
  'staff.unknown-badge': 'badge {{badge}} is not in the staff register',
  'staff.disabled': 'badge {{badge}} ({{name}}) is disabled: it signs nothing and signs in nowhere',
  'staff.already-disabled': 'badge {{badge}} ({{name}}) is already disabled',
  'staff.name-form': "a person's name is needed, at most {{max}} characters",
  'staff.unknown-role': 'there is no role "{{role}}": the roles are {{roles}}',
  'staff.no-role': 'a person needs at least one role',
  'staff.first-is-manager':
    'the staff register is empty: the first person enrolled is a manager, enrolling themself',
  'staff.not-a-manager': 'badge {{badge}} is not a manager: only a manager changes the staff register',
  'staff.last-manager': 'badge {{badge}} is the last active manager: enrol another manager first',
  'staff.needs-reason': 'say why the badge is disabled',
  'staff.lacks-role': 'badge {{badge}} ({{name}}) is not a {{role}}',
  'staff.sign-in-instead':
    'this table keeps a staff register: {{name}} takes the table by signing in with their badge and PIN, not by being named',
  'staff.no-pin': 'badge {{badge}} ({{name}}) has no PIN yet: set it with sabot staff pin',
  'staff.one-person-two-roles':
    'badge {{badge}} cannot sign as {{first}} and as {{second}}: two roles on one record are two people',
  'staff.register-off': 'this table has no staff register yet: enrol its first manager with sabot staff add',
  'staff.not-on-duty': 'badge {{badge}} is not the croupier on duty here',
  'staff.already-on-duty': '{{name}} (badge {{badge}}) is already dealing at this table',
  'staff.no-croupier': 'no croupier is signed in: a croupier signs in with their badge before the bets',
  'staff.needs-pin':
    'the staff register and who deals change with the PIN of the person concerned: a manager with sabot staff, a croupier signing in with their badge',
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
  'books.buy-in-confirm':
    'a buy-in of {{amount}} is more than {{times}} times the table maximum of {{max}}: check the amount; if it is right, record it again, confirmed',
  'books.action-buy-in-void': 'void buy-in {{buyIn}}',
  'books.no-such-buy-in':
    'there is no buy-in {{buyIn}}: the table has recorded {{sold}} buy-ins, numbered from 1',
  'books.buy-in-already-void': 'buy-in {{buyIn}} is already void',
  'adjustment.none-owed': 'no ruling on round {{round}} is waiting for its chips to be moved',
  'books.needs-pins':
    "{{action}}: the pit boss records it with the PINs (the pit boss's and the croupier's), on the books screen or with sabot books",
  'books.needs-pit-boss-pin':
    '{{action}}: the pit boss does it with the pit boss PIN, on the books screen or with sabot books',
  'books.croupier-unnamed': 'no croupier is on duty to sign ({{action}}): name the croupier who signs',
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
  // Rated players: the card at the seat, and leaving it.
  'seat.player-card':
    '{{card}} is not a player card number: 1 to 40 letters, digits, dots, dashes or underscores',
  'seat.nobody-seated': 'nobody sits at box {{box}}',
  'seat.leave-in-play':
    '{{player}} has a stake on box {{box}} in the round in play: leave once it is settled',
  'keyin-form.seat-card': 'ann sits at box 2 with her player card P-10442 (rated)',
  'keyin-form.leave': 'the player of box 2 leaves the table',
  'edge.other-profile': 'an edge of {{profile}} is not for this table, which plays {{held}}',
  'odds.stands-too-low':
    'dealer odds are given for totals 17 to 21, but this dealer stands on {{total}}: use a profile whose dealer stands on 17 or more',
  'fact.unknown-type': 'this version of Sabot does not know a fact of type {{type}}',
  'fact.table-not-opened': 'the table was not opened yet',
} as const satisfies Readonly<Record<EngineCode, Template>>;
