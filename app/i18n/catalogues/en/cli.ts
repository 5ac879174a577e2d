/** What the sabot command prints, in English. */
export const cli = {
  'cli.option.lang': 'the language to print in (en, fr or ru; default from LANG)',

  // A round on the terminal: the live table, sabot play and sabot replay.
  'cli.phase.betting': 'betting',
  'cli.phase.dealing': 'dealing',
  'cli.phase.insurance': 'insurance',
  'cli.phase.players': 'players',
  'cli.phase.offer': 'offer',
  'cli.phase.dealer': 'dealer',
  'cli.phase.settled': 'settled',
  'cli.phase.resume': 'resume',
  'cli.status.open': 'open',
  'cli.status.stood': 'stood',
  'cli.status.bust': 'bust',
  'cli.status.blackjack': 'blackjack',
  'cli.status.doubled': 'doubled',
  'cli.status.surrendered': 'surrendered',
  'cli.status.even-money': 'even money',
  'cli.decision.hit': 'hit',
  'cli.decision.stand': 'stand',
  'cli.decision.double': 'double',
  'cli.decision.split': 'split',
  'cli.decision.surrender': 'surrender',
  'cli.banner.draw': '{{total}} — DRAW',
  'cli.banner.stand': '{{total}} — STAND',
  'cli.banner.bust': '{{total}} — BUST',
  'cli.round.soft-total': 'soft {{total}}',
  'cli.round.hand': '({{total}}, {{status}})',
  'cli.round.box': 'box {{box}}',
  'cli.round.box-hand': 'box {{box}}.{{hand}}',
  'cli.round.dealer': 'dealer',
  'cli.round.settle': 'settle',
  'cli.round.chips': 'chips',
  'cli.round.misdealt': 'misdealt',
  'cli.round.blackjack': 'blackjack',
  'cli.round.title': 'Round {{round}} — {{state}}',
  'cli.round.void': 'VOID ({{reason}}; {{author}})',
  'cli.round.chips-line': '{{players}}; bank {{bank}}',
  'cli.round.fictitious': '{{players}}; bank {{bank}} ({{fictitious}} fictitious)',
  'cli.settle.separator': '; ',
  'cli.settle.pay': 'pay {{bettor}} {{amount}}',
  'cli.settle.take': 'take {{bettor}} {{amount}}',
  'cli.settle.push': 'push: {{bettor}} keeps {{amount}}',
  'cli.misdeal.line': '{{card}}: {{why}} → {{resolution}}',
  'cli.misdeal.pit-boss-note': '{{line}} (pit-boss note)',
  'cli.misdeal.taken': 'taken',
  'cli.misdeal.taken-by': 'taken by box {{box}}',
  'cli.misdeal.dealer-second-card': 'dealer-second-card',
  'cli.misdeal.burned': 'burned',
  'cli.misdeal.on-offer': 'on-offer',
  'cli.misdeal.why-marked': 'marked by the croupier as drawn by mistake',
  'cli.misdeal.why-hand-on-turn': 'the hand on turn may not take it',
  'cli.misdeal.why-bets-open': 'no hand may take it: bets are still open',
  'cli.misdeal.why-settled': 'no hand may take it: the round is settled',
  'cli.misdeal.why-insurance': 'no hand may take it: the insurance window is open',
  'cli.misdeal.why-on-offer': 'no hand may take it: a misdealt card is on offer',

  // The croupier's terminal (sabot table).
  'cli.table.opened': 'Sabot table on {{profile}} — type "help" for the keys',
  'cli.table.opened-simulated':
    'Sabot table on {{profile}} (simulated shoe, seed {{seed}}) — type "help" for the keys',
  'cli.table.round-line': 'Round {{round}} · {{phase}} · shoe {{out}}/{{in}}',
  'cli.table.round-line-cut': 'Round {{round}} · {{phase}} · shoe {{out}}/{{in}}, cut card at {{at}}',
  'cli.table.round-line-shuffle':
    'Round {{round}} · {{phase}} · shoe {{out}}/{{in}}, cut card at {{at}}: SHUFFLE DUE',
  'cli.table.hole-card-down': 'hole card face down',
  'cli.table.bets': 'bets',
  'cli.table.offer': 'misdealt {{card}} offered to box {{box}}: t{{box}} to take, pass',
  'cli.table.no-card': 'no card: {{why}}',
  'cli.table.next-card': 'next card → {{next}}',
  'cli.table.alarm': 'ALARM {{sentence}}',
  'cli.table.alarm-times': {
    one: 'ALARM {{sentence}} ({{count}} time)',
    other: 'ALARM {{sentence}} ({{count}} times)',
  },
  'cli.table.cleared': 'cleared: {{sentence}}',
  'cli.table.refused': 'REFUSED {{reason}}',
  'cli.table.keys-title':
    'Keys (one command per line; an empty line pulls a card from the simulated shoe):\n{{keys}}\n  help  quit',
  'cli.table.description': 'run a live table headless: shoe reader (or simulator) and keyboard into the log',
  'cli.table.option.db': 'the table log (created if new)',
  'cli.table.option.profile': 'rule profile id (needed for a new log)',
  'cli.table.option.rules': 'a custom rule profile in a JSON file',
  'cli.table.option.device': 'the shoe reader: its serial port, or "sim" for the simulator',
  'cli.table.option.baud': 'baud rate of the reader',
  'cli.table.option.operator': 'the croupier on duty',
  'cli.table.option.seed': "the simulator's shuffle seed",

  // sabot play.
  'cli.play.table': 'Table {{profile}}',
  'cli.play.line-refused': 'line {{line}} refused: {{reason}}',
  'cli.play.lines-refused': {
    one: '{{count}} line(s) refused',
    other: '{{count}} line(s) refused',
  },

  // sabot rounds, and what the pit boss's commands share.
  'cli.option.db-log': 'the table log',
  'cli.rounds.description':
    "list a table's rounds, newest first: shoe, boxes, bettors, nets, flags, times, croupier",
  'cli.rounds.option.box': 'only rounds with a bet on this box (1-7)',
  'cli.rounds.option.bettor': 'only rounds this bettor bet in',
  'cli.rounds.option.flag': 'only rounds flagged {{flags}}',
  'cli.rounds.option.limit': 'at most this many rounds (default {{limit}})',
  'cli.rounds.option.all': 'every round of the log',
  'cli.rounds.option.read-only':
    'never write to the file (an evidence copy): an unprojected log is folded in memory',
  'cli.rounds.option.json': 'print {"rounds": [...]}, nets in table units',
  'cli.rounds.bad-flag': '--flag takes one of {{flags}}, not "{{flag}}"',
  'cli.rounds.none': 'No round matches.',
  'cli.rounds.more': {
    one: 'the newest {{count}} shown: --limit N or --all for more',
    other: 'the newest {{count}} shown: --limit N or --all for more',
  },
  'cli.rounds.column.round': 'round',
  'cli.rounds.column.shoe': 'shoe',
  'cli.rounds.column.boxes': 'boxes',
  'cli.rounds.column.nets': 'nets',
  'cli.rounds.column.flags': 'flags',
  'cli.rounds.column.started': 'started',
  'cli.rounds.column.settled': 'settled',
  'cli.rounds.column.croupier': 'croupier',
  'cli.rounds.flag.misdeal': 'misdeal',
  'cli.rounds.flag.correction': 'correction',
  'cli.rounds.flag.alarm': 'alarm',
  'cli.rounds.flag.void': 'void',

  // sabot replay.
  'cli.replay.description':
    "replay a table's log: every round (or one) as recorded, corrections applied, with its audit",
  'cli.replay.option.round': 'only this round (opens in the same time whatever the log length)',
  'cli.replay.option.json': 'print one JSON report, the shape of sabot play --json plus an "audit"',
  'cli.replay.option.jsonl':
    'print JSON Lines as the rounds are replayed: {"profile"} first, then one line a round {"round", "audit"}, then {"skipped"} for each fact that no longer applies',
  'cli.replay.one-form': '--json and --jsonl print the same replay in two forms: choose one',
  'cli.replay.exit-codes':
    'Exit codes: 0 replay agrees with the record, 3 a difference or a fact no longer applies.',
  'cli.replay.no-round': '{{db}} holds no round {{round}}',
  'cli.replay.differs': 'replay differs from the record in {{rounds}}, {{facts}}',
  'cli.replay.rounds-differ': { one: '{{count}} round(s)', other: '{{count}} round(s)' },
  'cli.replay.facts-skipped': {
    one: '{{count}} fact(s) no longer apply',
    other: '{{count}} fact(s) no longer apply',
  },
  'cli.replay.card': 'correction by {{author}}: card {{card}} of {{hand}} was the {{to}} ({{reason}})',
  'cli.replay.card-elsewhere':
    'correction by {{author}}: a card of this round that no hand kept (burned or left on offer) was the {{to}} ({{reason}})',
  'cli.replay.other-ruling': 'a ruling by {{author}}',
  'cli.replay.where': '{{said}} [{{type}} at position {{position}}]',
  'cli.replay.never-settled': 'nothing (the round never settled)',
  'cli.replay.skipped-said': 'a fact recorded later no longer applies after a correction: {{reason}}',
  'cli.replay.mismatch': 'paid when it settled: {{recorded}}; replay settles it now: {{replayed}}',
  'cli.replay.skipped': 'position {{position}} ({{type}}) no longer applies: {{reason}}',

  // sabot ruling and sabot pin: the pit boss's (or the home game's bank's) PIN.
  'cli.examples': 'Examples:',
  'cli.role.pit-boss': 'pit-boss',
  'cli.role.bank': 'bank',
  // sabot staff
  'cli.staff.description': "the staff register: each person's badge, name, roles and own PIN, and who deals",
  'cli.staff.roles':
    'The roles: {{roles}} (the supervisor is the pit boss). PINs are read from standard input, one a line.',
  'cli.staff.option.db': "the table's log, for a table that keeps its own register",
  'cli.staff.option.pg':
    "the pit's center (PostgreSQL URL): its register, which every table of the pit follows",
  'cli.staff.db-or-pg':
    "Name the register to change: a table's log with --db FILE, or the pit's center with --pg URL (one of them).",
  'cli.staff.option.badge': "the person's badge (the casino's employee id)",
  'cli.staff.option.by': 'the badge of the manager who asks (their PIN first on standard input)',
  'cli.staff.option.name': "the person's name, as headers, slips and reports show it",
  'cli.staff.option.role': 'the roles, separated by commas',
  'cli.staff.option.reason': 'why, for the audit',
  'cli.staff.add.description':
    'enrol a person with the PIN they are handed; the first, without --by, is the manager who sets the register up',
  'cli.staff.role.description': "change a person's roles",
  'cli.staff.disable.description': 'disable a badge: it signs nothing and signs in nowhere from now on',
  'cli.staff.pin.description':
    "set a person's PIN: their current PIN then the new one, or with --by a manager's PIN then the new one",
  'cli.staff.sign-in.description':
    'a croupier takes the table with their badge and PIN, relieving the one on duty',
  'cli.staff.sign-out.description': 'the croupier on duty leaves the table, with their PIN',
  'cli.staff.report.description':
    "who did what: one person's rounds dealt, hours on duty, slips signed, rulings, register changes, refusals and failed PINs, by gaming day",
  'cli.staff.option.day': "one gaming day (the table's day start and time zone)",
  'cli.staff.option.time-zone': "read the gaming days in this IANA zone instead of the table's",
  'cli.staff.option.json': 'print the report as JSON',
  'cli.staff.report.person': 'badge {{badge}} ({{name}}): {{roles}}, {{state}}',
  'cli.staff.report.unknown': 'badge {{badge}} is not in the staff register of this table',
  'cli.staff.report.active': 'active',
  'cli.staff.report.disabled': 'disabled',
  'cli.staff.report.nothing': 'nothing done at this table in the period asked',
  'cli.staff.report.day':
    '{{day}}: rounds dealt {{rounds}}, hours on duty {{hours}}, slips signed {{slips}}, rulings {{rulings}}, register changes {{changes}}, refusals {{refusals}}, PINs refused {{pins}}',
  'cli.staff.report.signed': '{{time}} signed {{type}} {{slip}} as {{role}}',
  'cli.staff.report.ruled': '{{time}} ruled {{type}} on round {{round}}',
  'cli.staff.pin-of': 'the PIN of badge {{badge}}',
  'cli.staff.new-pin-of': 'the new PIN of badge {{badge}}',
  'cli.staff.added': 'badge {{badge}} ({{name}}) is enrolled: {{roles}}',
  'cli.staff.roles-changed': 'badge {{badge}} now holds: {{roles}}',
  'cli.staff.disabled': 'badge {{badge}} is disabled',
  'cli.staff.pin-set': 'the PIN of badge {{badge}} is set',
  'cli.staff.signed-in': 'badge {{badge}} is the croupier on duty',
  'cli.staff.signed-out': 'badge {{badge}} signed out: no croupier is on duty',
  'cli.pin.the-pin': 'the {{role}} PIN',
  'cli.pin.the-current': 'the current {{role}} PIN',
  'cli.pin.the-new': 'the new {{role}} PIN',
  'cli.pin.no-stdin': '{{what}} is read from standard input, which is not available',
  'cli.pin.none-given': '{{what}} is read from standard input: none was given',
  'cli.pin.set': 'the {{role}} PIN of {{db}} is set',
  'cli.pin.description':
    "manage the PIN of the role that rules on disputes (pit boss, or the home game's bank)",
  'cli.pin.set.description':
    'set the PIN (first line of standard input); to change it, the current PIN first, then the new',
  'cli.pin.option.operator': 'who sets it (recorded)',
  'cli.ruling.description':
    "a pit boss's ruling, recorded as a new fact with reason and author (PIN on standard input)",
  'cli.ruling.void.description': 'void a round, in play or settled: every stake goes back',
  'cli.ruling.card.description':
    'correct a misread card: name it by its round, hand and place in the hand, and say what it was',
  'cli.ruling.note.description': "record a dispute's ruling with a round (no money moves)",
  'cli.ruling.option.round': 'the round',
  'cli.ruling.option.reason': 'why, for the audit',
  'cli.ruling.option.operator': 'who rules',
  'cli.ruling.option.position':
    'instead of --round, --hand and --card: the card by its place in the log (sabot export, or --verbose)',
  'cli.ruling.option.text': 'the ruling',
  'cli.ruling.option.card-round': 'the round the card was dealt in',
  'cli.ruling.option.hand':
    "the hand, as the round report names it: dealer, a box (3), or a split box's hand (3.2)",
  'cli.ruling.option.card-place': "the card's place in that hand: 1 for its first card",
  'cli.ruling.option.to': 'the card it really was, e.g. 5S',
  'cli.ruling.hand-unread': "{{text}} names no hand: write dealer, a box (3) or a split box's hand (3.2)",
  'cli.ruling.card.which': 'name the card by --round, --hand and --card together (or by --position alone)',
  'cli.ruling.card.help':
    'Hands: dealer; a box, 3; a hand of a split box, 3.1 for its first, 3.2 for its second (as sabot replay and the round report write box 3.2). Cards count from 1 in the order the hand took them: sabot ruling card --round 4 --hand 3.2 --card 2 --to KH.',
  'cli.done.card-corrected': 'round {{round}}: the card is corrected to {{card}}',
  'cli.done.settled-again':
    'round {{round}} is settled again: sabot replay --round {{round}} shows what each bettor is owed',
  'cli.done.note': 'the note on round {{round}} is recorded',
  'cli.done.adjusted': 'round {{round}} had been paid; the croupier is told: {{moves}}',
  'cli.done.recorded': 'recorded (round {{round}})',
  'cli.done.where': '{{said}} [{{type}} at position {{position}}, {{stream}}]',
  'cli.option.verbose': "also name each fact's type and its place in the log",

  // sabot rules, odds and strategy.
  'cli.option.profile': 'rule profile id: classic-6d, open-6d or home-1d',
  'cli.option.rules-instead': 'a custom rule profile in a JSON file (instead of --profile)',
  'cli.option.json-table': 'print JSON instead of a table',
  'cli.rules.description': 'list the rule profiles, or show one as a table of its rules',
  'cli.rules.argument.id': 'profile id to show (classic-6d, open-6d, home-1d)',
  'cli.rules.option.rules': 'a custom rule profile in a JSON file: validate it and show it',
  'cli.rules.decks': { one: '{{count}} deck', other: '{{count}} decks' },
  'cli.rules.peek': 'hole card, peek',
  'cli.rules.no-hole-card': 'no hole card',
  'cli.rules.column.id': 'id',
  'cli.rules.column.table': 'table',
  'cli.rules.column.shoe': 'shoe',
  'cli.rules.column.dealer': 'dealer',
  'cli.rules.column.document': 'rule document',
  'cli.rules.show-one': 'Show one with: sabot rules ID',
  'cli.rules.title': '{{name}} ({{id}}) — from {{source}}',
  'cli.rules.column.rule': 'rule',
  'cli.rules.column.value': 'value',
  'cli.rules.column.meaning': 'meaning',
  'cli.odds.description': 'exact odds computed from the rule profile and a fresh shoe',
  'cli.odds.dealer.description':
    "the dealer's final result for each up-card (17–21, blackjack, bust), exactly, from a fresh shoe",
  'cli.odds.option.simulate': 'also deal N dealer hands per up-card and show them beside the exact figures',
  'cli.odds.option.seed': 'seed of the simulated hands (default: from the clock, printed)',
  'cli.odds.peek-note':
    'Not conditioned on a peek: the second card may be anything, so a natural counts as "blackjack".',
  'cli.odds.simulate-note':
    'With --simulate N, each result shows the exact figure, the simulated one, and their difference in\nstandard errors of the simulation (most lie within ±2).',
  'cli.odds.title': 'Dealer odds for {{id}} — {{name}}',
  'cli.odds.shoe-line': '{{decks}}, {{rule}}; each up-card taken from a fresh shoe, in percent of hands.',
  'cli.odds.up-card': 'up-card',
  'cli.strategy.description':
    'the basic strategy chart of a rule profile, computed from its rules (hard, soft, pairs)',
  'cli.strategy.option.json': 'print JSON instead of a chart',
  'cli.strategy.method': [
    'Total-dependent, computed for this profile: each two-card start weighed by how often it is dealt,',
    "against the dealer's exact odds once the up-card, the two cards and the first card drawn are out;",
    'later draws come from that same composition.',
  ].join('\n'),
  'cli.strategy.title': 'Basic strategy for {{id}} — {{name}}',
  'cli.strategy.derived-for': 'Derived for: {{rules}}.',
  'cli.strategy.hard': 'hard',
  'cli.strategy.soft': 'soft',
  'cli.strategy.pair': 'pair',
  'cli.strategy.legend.hit': 'hit',
  'cli.strategy.legend.stand': 'stand',
  'cli.strategy.legend.double-hit': 'double, else hit',
  'cli.strategy.legend.double-stand': 'double, else stand',
  'cli.strategy.legend.split': 'split',
  'cli.strategy.legend.surrender-hit': 'surrender, else hit',
  'cli.strategy.legend.surrender-stand': 'surrender, else stand',
  'cli.strategy.legend.surrender-split': 'surrender, else split',

  // Help: the program and commander's own headings.
  'cli.program.description': 'Sabot: dealer assist and table management for a physical blackjack table',
  'cli.program.exit-codes': [
    'Exit codes:',
    '  0  ok',
    '  1  internal error (a bug, or the machine failed)',
    '  2  bad usage (unknown command or option, missing argument)',
    '  3  rejected input (unknown profile or card, invalid file, refused line)',
  ].join('\n'),
  'cli.help.usage': 'Usage:',
  'cli.help.arguments': 'Arguments:',
  'cli.help.options': 'Options:',
  'cli.help.global-options': 'Global Options:',
  'cli.help.commands': 'Commands:',
  'cli.help.help-option': 'display help for command',

  // sabot play's help.
  'cli.play.description': 'run a table script (JSON Lines of inputs) through the round statechart',
  'cli.play.option.script': 'the table script (see docs/table-scripts.md)',
  'cli.play.option.profile': 'rule profile id, unless the script starts with a table line',
  'cli.play.option.min': "table minimum (default: the profile's)",
  'cli.play.option.max': "table maximum for a box (default: the profile's)",
  'cli.play.option.db': 'also record every input into this table log (created if new)',
  'cli.play.option.json': 'print one JSON report instead of the round-by-round account',
  'cli.play.exit-codes':
    'Exit codes: 0 every line accepted, 3 a line was refused (the run goes on), 2 bad usage.',

  // sabot export and sabot backup.
  'cli.export.description':
    "print a table's log as JSON Lines, one event per line, with its position, round and hash; or one round, as its facts or as a table script for sabot play",
  'cli.export.option.round': 'only this round',
  'cli.export.option.script':
    'the round as a table script (docs/table-scripts.md): sabot play --script replays it',
  'cli.export.script-needs-round': '--script exports one round: name it with --round N',
  'cli.backup.description':
    "copy a table's log while the table plays (SQLite online backup), then verify the copy",
  'cli.backup.option.to': 'the backup file (must not exist)',
  'cli.backup.failed': 'backup failed: {{problem}}',
  'cli.backup.done': {
    one: '{{to}}: backup of {{db}}, verified — {{count}} events',
    other: '{{to}}: backup of {{db}}, verified — {{count}} events',
  },

  // sabot drill: the dealer's side of the table, for practice.
  'cli.drill.description':
    "a dealer drill: dealer hands from a shuffled shoe, with the dealer's obligation at each card",
  'cli.drill.option.hands': 'dealer hands to deal',
  'cli.drill.option.seed': 'shuffle seed (default: from the clock, printed so the drill can be repeated)',
  'cli.drill.title': {
    one: 'Sabot — {{name}} ({{id}}), {{count}}-deck shoe, seed {{seed}}',
    other: 'Sabot — {{name}} ({{id}}), {{count}}-deck shoe, seed {{seed}}',
  },
  'cli.drill.rule': 'Dealer drill: {{rule}}.',
  'cli.drill.hand': 'Hand {{hand}}',
  'cli.drill.end': '{{out}} cards out of {{of}}. Repeat this drill with --seed {{seed}}.',

  // sabot devices: where the shoe reader is plugged in.
  'cli.devices.description': 'list the serial ports a shoe reader can be on',
  'cli.devices.option.json': 'print the list as JSON',
  'cli.devices.cannot-list': 'the serial ports cannot be listed: {{detail}}',
  'cli.devices.none': [
    'No serial port found. Plug the shoe reader in (USB) and run `sabot devices` again.',
    'To try Sabot without a reader, `sabot shoe-sim --pty` makes a simulated one; its pseudo-terminal',
    'is not a system serial port, so it is not listed here: use the path shoe-sim prints.',
  ].join('\n'),
  'cli.devices.count': { one: '{{count}} serial port:', other: '{{count}} serial ports:' },
  'cli.devices.column.path': 'PATH',
  'cli.devices.column.manufacturer': 'MANUFACTURER',
  'cli.devices.column.serial': 'SERIAL NUMBER',
  'cli.devices.column.usb': 'VENDOR:PRODUCT',

  // What several commands say.
  'cli.odds.seed-needs-simulate': '--seed seeds --simulate: give both',
  'cli.option.name-a-table': 'name a table with --profile ID or --rules FILE',
  'cli.internal-error': 'internal error: {{detail}}',

  // sabot start, sabot serve and sabot verify.
  'cli.start.description':
    "start the table with the shoe simulator and a log in the user's data directory: the Electron window if its binary is installed, else web mode",
  'cli.start.option.db': 'the table log (default: <data dir>/<profile>.db)',
  'cli.start.option.port': 'web mode: the port to listen on (0: any free port)',
  'cli.start.option.web': 'web mode even where Electron is installed',
  'cli.start.terminal-instead': 'The table on the terminal instead: sabot table --db FILE [--profile ID]',
  'cli.start.data-dir-unusable':
    "cannot keep the table's log in the data directory {{dir}}: {{problem}}; set SABOT_DATA_DIR to a folder this user can write, or name the log with --db FILE",
  'cli.start.electron.not-installed': 'the desktop shell is not installed (npm ci --prefix desktop)',
  'cli.start.electron.unbuilt': 'the desktop shell is not built (npm run build:desktop)',
  'cli.start.electron.never-downloaded': "Electron's binary was never downloaded (no {{file}})",
  'cli.start.electron.missing': "Electron's binary is missing ({{binary}})",
  'cli.start.electron.found': "Electron's binary is at {{binary}}",
  'cli.start.electron.web-given': '--web was given',
  'cli.start.tls-needs-web':
    '--tls-cert and --tls-key are for web mode (the desktop window talks to its table on this machine only): add --web',
  'cli.table.no-log-yet':
    '{{db}} does not exist yet: name its profile (--profile ID) to open a new table in it',
  'cli.start.database': 'Sabot — database: {{db}}',
  'cli.start.desktop-mode': 'Sabot — desktop mode (Electron): {{why}}.',
  'cli.start.web-mode':
    'Sabot — web mode: {{why}}.\nOpen the Dashboard address below in a browser on this machine. The table on the terminal instead: sabot table --db {{db}}',
  'cli.start.electron-exited': 'the Electron window exited with {{code}}',
  'cli.serve.description':
    'web mode: the live table and its dashboard in a browser, on this machine by default',
  'cli.serve.option.port': 'the port to listen on (0: any free port)',
  'cli.serve.option.beyond-loopback':
    'listen on every interface; every connection then logs in (reads "CROUPIER-PIN REVIEW-PIN" from standard input)',
  'cli.serve.option.tls-cert': 'serve HTTPS and WSS with this certificate (PEM); needs --tls-key',
  'cli.serve.option.tls-key': "the certificate's private key (PEM)",
  'cli.serve.help':
    'Beyond loopback the pit boss logs in with the PIN set by "sabot pin set"; the croupier and the\nread-only reviewer with the two PINs given on standard input, kept for this run only:\n  echo "4821 7730" | sabot serve --db table.db --listen-beyond-loopback --tls-cert cert.pem --tls-key key.pem\nWithout --tls-cert the PINs cross the network in clear: the server says so when it starts.',
  'cli.serve.tls-together': '--tls-cert and --tls-key go together: give the certificate and its key',
  'cli.serve.reader.sim': 'the shoe simulator on a pseudo-terminal',
  'cli.serve.reader.device': 'the shoe reader on {{device}}',
  'cli.serve.mode.loopback': 'web mode on loopback only (this machine): no login',
  'cli.serve.mode.beyond-loopback': 'web mode beyond loopback (every interface): every connection logs in',
  'cli.serve.mode.tls': '{{mode}}, over TLS',
  'cli.serve.table': 'Sabot — table {{profile}} in {{mode}}, with {{reader}}.',
  'cli.serve.log': 'Log: {{db}}',
  'cli.serve.stop': 'Stop with Ctrl-C.',
  'cli.serve.ships': 'Ships every fact to the pit at {{center}}',
  'cli.serve.ships-own-pit':
    "Ships every fact to this data directory's pit at {{center}} (sabot pit serve starts it; the table plays on while it is down)",
  'cli.serve.closed': 'Sabot — the table is closed.',
  'cli.serve.port-in-use':
    'port {{port}} is already in use (another program, perhaps another table, listens on it): choose another with --port, e.g. --port {{other}}, or --port 0 for any free port',
  'cli.serve.cannot-listen': 'cannot listen on port {{port}}: {{detail}}',
  'cli.serve.pins-prompt': 'the croupier and review PINs ("CROUPIER-PIN REVIEW-PIN")',
  'cli.serve.two-pins': "give two PINs on one line: the croupier's, then the reviewer's",
  'cli.verify.description':
    "audit a table's log: integrity, migrations, append-only guards, hash chain, the journals' and PINs' seals, chain head",
  'cli.verify.option.json': 'print the result as JSON',
  'cli.verify.exit-codes': 'Exit codes: 0 the log is intact, 3 it is not (the first bad position is named).',
  'cli.verify.nothing-verified': '{{problem}} (nothing was verified)',
  'cli.verify.intact': {
    one: '{{db}}: intact — {{count}} events',
    other: '{{db}}: intact — {{count}} events',
  },
  'cli.verify.head': '{{intact}}, chain head at {{position}} ({{hash}}…)',
  'cli.verify.not-intact': '{{db}} is NOT intact: {{problem}}',
  'cli.verify.not-intact-at': '{{db}} is NOT intact at position {{position}}: {{problem}}',

  // Files and numbers named on the command line.
  'cli.file.script': 'the script',
  'cli.file.rule-profile': 'the rule profile',
  'cli.file.card-script': 'the card script',
  'cli.file.tls-certificate': 'the TLS certificate',
  'cli.file.tls-key': 'the TLS key',
  'cli.file.rule-profile.bare': 'rule profile',
  'cli.file.card-script.bare': 'card script',
  'cli.file.cannot-read': 'cannot read {{what}} {{path}}: {{why}}',
  'cli.file.why.missing': 'it does not exist (check its name)',
  'cli.file.why.not-a-folder': 'part of its path is a file, not a folder',
  'cli.file.why.forbidden': 'this user may not read it',
  'cli.file.why.folder': 'it is a folder, not a file',
  'cli.file.script-too-large':
    '{{what}} {{path}} is larger than {{mib}} MiB, more than a script plays at once: split it into several scripts',
  'cli.file.too-large': '{{what}} {{path}} is larger than {{mib}} MiB: that is no {{kind}}',
  'cli.file.line-not-kept': '(more than {{count}} characters, not kept)',
  'cli.number.whole-at-least': '{{option}} takes a whole number at least {{least}}, not "{{text}}"',
  'cli.number.whole-range': '{{option}} takes a whole number from {{least}} to {{most}}, not "{{text}}"',
  'cli.number.share': '{{option}} takes a share from 0 to 1, not "{{text}}"',
  'cli.number.seconds': '{{option}} takes seconds from 0 to {{most}}, not "{{text}}"',
  'cli.number.amount': '{{option}} takes an amount of table units, not "{{text}}": {{why}}',
  'cli.number.amount-above-zero': 'an amount is a number of table units above 0',

  // sabot simulate: the report and the progress bar.
  'cli.simulate.label.rules': 'Rules:',
  'cli.simulate.label.play': 'Play:',
  'cli.simulate.label.rounds': 'Rounds:',
  'cli.simulate.label.ev': 'EV:',
  'cli.simulate.label.interval': '95%:',
  'cli.simulate.label.speed': 'Speed:',
  'cli.simulate.label.repeat': 'Repeat:',
  'cli.simulate.label.log': 'Log:',
  'cli.simulate.title': 'Simulation of {{id}} — {{name}}',
  'cli.simulate.strategy': 'basic strategy',
  'cli.simulate.play': {
    one: '{{count}} box at the minimum stake of {{stake}}, {{strategy}}, insurance and even money declined',
    other:
      '{{count}} boxes at the minimum stake of {{stake}}, {{strategy}}, insurance and even money declined',
  },
  'cli.simulate.sessions':
    '; {{sessions}} sessions of {{rounds}} rounds, {{replaced}} players replaced when out of chips',
  'cli.simulate.rounds':
    '{{rounds}} ({{hands}} hands: blackjack {{blackjacks}}, double {{doubles}}, split {{splits}}, surrender {{surrenders}}; won {{won}}, pushed {{pushed}}, lost {{lost}})',
  'cli.simulate.ev':
    "{{ev}} ± {{stderr}} of the initial stake per round (the players' net; negative is the house edge)",
  'cli.simulate.interval': '{{low}} to {{high}}',
  'cli.simulate.speed': '{{rate}} rounds/s on {{threads}}, {{elapsed}}',
  'cli.simulate.threads': { one: '{{count}} thread', other: '{{count}} worker threads' },
  'cli.simulate.repeat': '--seed {{seed}} --workers {{workers}} plays the same rounds again',
  'cli.simulate.recorded':
    '{{rounds}} rounds recorded into {{path}} ({{facts}} facts); check it with: sabot verify --db {{path}}',
  'cli.simulate.db-one-thread': '--db records one table, played in one thread: leave out --workers',
  'cli.simulate.from-time': '--from takes a time such as 2026-11-01T18:00:00Z, not "{{text}}"',
  'cli.simulate.boxes-range':
    '--boxes takes a whole number from 1 to {{boxes}} ({{profile}} has boxes 1 to {{boxes}})',
  'cli.simulate.unit.rounds': 'rounds',
  'cli.progress.rate': '{{rate}} {{what}}/s',
  'cli.progress.unit.facts': 'facts',
  'cli.progress.left': 'about {{time}} left',
  'cli.duration.seconds': '{{seconds}} s',
  'cli.duration.minutes': '{{minutes}} min {{seconds}} s',
  'cli.duration.hours': '{{hours}} h {{minutes}} min',

  // sabot simulate's help.
  'cli.simulate.description':
    'play rounds by basic strategy through the round statechart and report the expected value (house edge)',
  'cli.simulate.option.rounds': 'rounds to play',
  'cli.simulate.option.seed': 'shuffle seed (default: from the clock, printed so the run can be repeated)',
  'cli.simulate.option.boxes': 'occupied boxes, one bettor each (default: the fewest the table deals to)',
  'cli.simulate.option.workers': 'worker threads sharing the rounds (1 plays in the command itself)',
  'cli.simulate.option.json': 'print JSON instead of text',
  'cli.simulate.option.db': 'also record the rounds into this table log (created if new)',
  'cli.simulate.option.from': 'with --db: the table time of the first input (ISO 8601; default now)',
  'cli.simulate.option.operator': 'with --db: the croupier the rounds are recorded under',
  'cli.simulate.help': [
    "Every round is played through the same round statechart and settlement as a live table: a\nshuffled shoe with the profile's cut card (a home deck is gathered and shuffled after every round),\neach box one bettor at the table minimum playing basic strategy, insurance and even money declined.\nEV is the players' mean net per round per unit of initial stake (negative: the house edge), and its\nstandard error is computed from the rounds.",
    '--boxes defaults to the fewest boxes the table deals to: classic-6d deals only with at least two\noccupied boxes ("To start the game, at least two boxes must be occupied"), so it plays 2 boxes and\nrefuses --boxes 1; for a one-box figure under classic-6d rules, load a copy of the profile with\ntable.minOccupiedBoxes set to 1 (--rules FILE). A home game plays back-to-back sessions of its\nagreed rounds, each starting from the players\' starting chips; a player out of chips is replaced.',
    'The same --seed and the same --workers always play the same rounds and print the same figures\n(only the speed differs); another number of workers plays other shoes, so its figures differ\nwithin their standard error. Without --seed the seed comes from the clock and is printed.\nA progress bar is drawn on standard error when it is a terminal.',
    'With --db FILE the rounds are also recorded into that table log (created if new), each round one\ntransaction through the table service, with the source "simulator": a log of months of play for\nthe pit review and the reports ("sabot verify --db FILE" and "sabot replay --db FILE" read it like\nany other). It plays in one thread, one input every {{seconds}} s of table time from --from (default now,\nor after the log\'s last fact); Ctrl-C stops after the round being recorded.',
  ].join('\n\n'),

  // sabot simulate: the rules line of its report.
  'cli.rules-line.decks': { one: '{{count}} deck', other: '{{count}} decks' },
  'cli.rules-line.cut-card': 'cut card at {{percent}}%',
  'cli.rules-line.shuffled-every-round': 'shuffled after every round',
  'cli.rules-line.peek': 'peek for blackjack on {{upcards}}',
  'cli.rules-line.and': ' and ',
  'cli.rules-line.no-hole-card.all-bets': 'no hole card (a dealer blackjack takes doubles and splits too)',
  'cli.rules-line.no-hole-card.original': 'no hole card (a dealer blackjack takes the original bets only)',
  'cli.rules-line.no-double': 'no double',
  'cli.rules-line.any-two-cards': 'any two cards',
  'cli.rules-line.double.after-split': 'double on {{on}} after a split too',
  'cli.rules-line.double.not-after-split': 'double on {{on}} not after a split',
  'cli.rules-line.for-less': ', for less',
  'cli.rules-line.no-split': 'no split',
  'cli.rules-line.split.rank': 'split pairs of a rank to {{hands}}',
  'cli.rules-line.split.value': 'split pairs of a value to {{hands}}',
  'cli.rules-line.any-number-of-hands': 'any number of hands',
  'cli.rules-line.hands': { one: '{{count}} hand', other: '{{count}} hands' },
  'cli.rules-line.aces-resplit': ', aces resplit',
  'cli.rules-line.no-surrender': 'no surrender',
  'cli.rules-line.two-cards-totalling': 'two cards totalling {{totals}}',
  'cli.rules-line.surrender': 'surrender on {{on}}',
  'cli.rules-line.without-ace': ' without an ace',
  'cli.rules-line.not-against-ace': ', not against an ace',
  'cli.rules-line.blackjack-pays': 'blackjack pays {{pays}}:{{per}}',
  // Usage errors (the command line itself).
  'cli.usage.help-hint': '(run with --help for usage)',
  'cli.usage.unknown-option': "error: unknown option '{{option}}'",
  'cli.usage.unknown-command': "error: unknown command '{{command}}'",
  'cli.usage.required-option': "error: required option '{{option}}' not specified",
  'cli.usage.argument-missing': "error: option '{{option}}' argument missing",
  'cli.usage.missing-argument': "error: missing required argument '{{argument}}'",
  'cli.usage.too-many-arguments': {
    one: "error: too many arguments for '{{command}}'. Expected {{expected}} arguments but got {{count}}.",
    other: "error: too many arguments for '{{command}}'. Expected {{expected}} arguments but got {{count}}.",
  },
  'cli.usage.invalid-argument': "error: option '{{option}}' argument '{{value}}' is invalid. {{why}}",
  'cli.usage.did-you-mean': '(Did you mean {{suggestion}}?)',

  // The shift report (sabot report shift) and the scripted clock of sabot play --from.
  'cli.play.option.from':
    "with --db: the table time of the script's first line (ISO 8601), so the facts' times are the same at every run",
  'cli.play.option.pace': 'with --from: seconds of table time between two lines (default {{seconds}})',
  'cli.play.from-needs-db': '--from sets the times of the facts recorded into a log: give the log with --db',
  'cli.play.pace-needs-from': '--pace spaces the lines of a script played --from a time: give --from as well',
  'cli.report.description': "the table's reports, read from its log",
  'cli.report.shift.description':
    "the shift report of a gaming day (or a month to date): opener, fills, credits, drop, closer, win and hold, the house's result from the cards, and the closer they say the tray should hold",
  'cli.report.option.day': "the gaming day YYYY-MM-DD (default: the gaming day of the log's last fact)",
  'cli.report.option.month': 'the month YYYY-MM, to date: every gaming day of it the log holds',
  'cli.report.option.gaming-day-starts':
    "when the gaming day starts, HH:MM local time (default: the table's, else 06:00)",
  'cli.report.option.time-zone':
    "the casino's time zone, e.g. Europe/Paris (default: the table's, else this machine's)",
  'cli.report.option.json': "print the report as one JSON document (the contract's shape)",
  'cli.report.option.csv':
    'print one table of the report as CSV: KIND summary (the default), days, slips, buy-ins, croupiers, counts or limits',
  'cli.report.option.xlsx': 'write the report as a workbook FILE (.xlsx), one sheet per table',
  'cli.report.json-and-csv': 'choose one of --json, --csv and --xlsx',
  'cli.report.day-and-month': 'name a gaming day (--day) or a month (--month), not both',
  'cli.report.bad-day': '--day takes a gaming day such as 2026-11-02, not "{{text}}"',
  'cli.report.bad-month': '--month takes a month such as 2026-11, not "{{text}}"',
  'cli.report.bad-csv-kind':
    '--csv takes a table of the report: summary, days, slips, buy-ins, croupiers, counts or limits, not "{{text}}"',
  'cli.report.xlsx-written': 'the workbook {{file}} is written, one sheet each: {{sheets}}',
  'cli.report.xlsx-failed': 'the workbook {{file}} could not be written: {{reason}}',
  'cli.report.xlsx-why.no-folder': 'its folder does not exist',
  'cli.report.xlsx-why.forbidden': 'this user may not write there',
  'cli.report.xlsx-why.folder': 'it is a folder, not a file',
  'cli.report.bad-starts': '--gaming-day-starts takes a local time such as 06:00, not "{{text}}"',
  'cli.report.bad-zone': '--time-zone takes a time zone such as Europe/Paris, not "{{text}}"',
  'cli.report.title.day': 'Shift report of table {{table}}, gaming day {{day}} (from {{starts}}, {{zone}})',
  'cli.report.title.month':
    'Shift report of table {{table}}, month to date {{day}} (gaming days from {{starts}}, {{zone}})',
  'cli.report.no-books':
    "No books: this table was never opened, its tray never counted. The rounds and the house's result below come from the cards alone.",
  'cli.report.still-open':
    'The table is still open: its closer is not counted yet, so the closer below is the tray the cards say it holds.',
  'cli.report.nothing': 'Nothing was recorded in this period.',
  'cli.report.figure.opener': 'opener',
  'cli.report.figure.closer': 'closer',
  'cli.report.figure.fills': 'fills',
  'cli.report.figure.credits': 'credits',
  'cli.report.figure.drop': 'drop',
  'cli.report.figure.markers': 'of which markers',
  'cli.report.figure.chips-sold': 'chips sold',
  'cli.report.figure.win': 'win',
  'cli.report.figure.hold': 'hold (win ÷ drop)',
  'cli.report.figure.house-result': 'house result (cards)',
  'cli.report.figure.expected-closer': 'expected closer',
  'cli.report.figure.discrepancy': 'discrepancy',
  'cli.report.figure.rounds': 'rounds',
  'cli.report.figure.rounds-per-hour': 'rounds per hour',
  'cli.report.hold-none': '— (no drop)',
  'cli.report.discrepancy.none': 'The tray holds what the cards say it should.',
  'cli.report.discrepancy.short':
    'The tray is short by {{amount}}: a payout error, chips missing or a miscount to look into.',
  'cli.report.discrepancy.over':
    'The tray holds {{amount}} more than the cards say: a payout error or a miscount to look into.',
  'cli.report.heading.counts': 'Tray counts',
  'cli.report.heading.days-money': "Gaming days: the tray's money",
  'cli.report.heading.days-result': 'Gaming days: the result',
  'cli.report.column.gaming-day': 'gaming day',
  'cli.report.heading.opener-differs': 'Openers that differ from the last closer',
  'cli.report.heading.slips': 'Slips',
  'cli.report.heading.buy-ins': 'Buy-ins',
  'cli.report.heading.adjustments': 'Rulings on paid rounds (chips to move)',
  'cli.report.column.round': 'round',
  'cli.report.column.ruling': 'ruling',
  'cli.report.column.ruled-by': 'ruled by',
  'cli.report.column.moves': 'chips to move',
  'cli.report.column.acknowledged': 'moved',
  'cli.report.acknowledged': '{{at}} by {{by}}',
  'cli.report.not-acknowledged': 'NOT YET',
  'cli.report.ruling.void': 'void: {{reason}}',
  'cli.report.ruling.card': 'card {{detail}}',
  'cli.report.column.buy-in': 'no.',
  'cli.report.column.box': 'box',
  'cli.report.column.bettor': 'bettor (player card)',
  'cli.report.column.method': 'paid by',
  'cli.report.column.recorded-by': 'recorded by',
  'cli.report.method.cash': 'cash',
  'cli.report.method.marker': 'marker',
  'cli.report.heading.croupiers': 'Croupiers',
  'cli.report.heading.limits': 'Limits',
  'cli.report.opener-differs': '{{at}}: opener {{opener}}, last closer {{closer}}',
  'cli.report.heading.clock-back': 'The clock put back',
  'cli.report.clock-back':
    "{{at}}: recorded after a fact of {{after}}: the table's clock was put back; the facts are kept as recorded, check the hours around it",
  'cli.report.count.opener': 'opener',
  'cli.report.count.closer': 'closer',
  'cli.report.kind.fill': 'fill',
  'cli.report.kind.credit': 'credit',
  'cli.report.status.void': 'VOID: {{reason}}',
  'cli.report.column.table': 'table',
  'cli.report.column.figure': 'figure',
  'cli.report.column.amount': 'amount',
  'cli.report.column.at': 'time',
  'cli.report.column.by': 'signed by',
  'cli.report.column.slip': 'slip',
  'cli.report.column.kind': 'kind',
  'cli.report.column.status': 'status',
  'cli.report.column.croupier': 'croupier',
  'cli.report.column.rounds': 'rounds',
  'cli.report.column.hours': 'hours',
  'cli.report.column.misdeals': 'misdeals',
  'cli.report.column.corrections': 'corrections',
  'cli.report.column.voids': 'voided rounds',
  'cli.report.column.from': 'from',
  'cli.report.column.min': 'minimum',
  'cli.report.column.max': 'maximum',

  // simulated shifts: sabot simulate --days.
  'cli.simulate.label.days': 'Days:',
  'cli.simulate.label.books': 'Books:',
  'cli.simulate.shifts.title': 'Simulated shifts of {{id}} — {{name}}',
  'cli.simulate.shifts.play': {
    one: '{{count}} box, players staking {{low}} to {{high}} by basic strategy, {{perHour}} rounds an hour, {{hours}} h a gaming day',
    other:
      '{{count}} boxes, players staking {{low}} to {{high}} by basic strategy, {{perHour}} rounds an hour, {{hours}} h a gaming day',
  },
  'cli.simulate.shifts.days': {
    one: '{{count}} gaming day opened at {{from}} UTC: {{rounds}} rounds, croupier changes {{changes}}',
    other:
      '{{count}} gaming days, the first opened at {{from}} UTC: {{rounds}} rounds, croupier changes {{changes}}',
  },
  'cli.simulate.shifts.books':
    'drop {{drop}} (cash {{cash}}, markers {{markers}}; {{buyIns}} buy-ins), fills {{fills}}, credits {{credits}}, slips voided {{voids}}; house result {{house}}; last closer {{closer}}',
  'cli.simulate.shifts.speed': '{{rate}} rounds/s, {{elapsed}}',
  'cli.simulate.shifts.repeat': '--seed {{seed}} plays the same shifts again on a new log',
  'cli.simulate.shifts.rounds-or-days':
    'give --rounds N (rounds to play), or --days N with --db FILE (whole gaming days of one table), not both',
  'cli.simulate.shifts.need-db': '--days records whole gaming days into a table log: add --db FILE',
  'cli.simulate.shifts.home-game':
    '{{profile}} is a home game without a chip tray: --days plays a casino table',
  'cli.simulate.shifts.table-open':
    'the table of {{path}} is open (its closer is missing), so what its tray holds is unknown: close it before simulating more gaming days',
  'cli.simulate.shifts.tray': '--tray: {{why}}',
  'cli.simulate.shifts.tray-form':
    'give a count by chip value such as {"5":200,"25":200,"100":100} (chip values {{chips}})',
  'cli.simulate.shifts.names': '{{option}} takes names separated by commas, at least one',
  'cli.simulate.option.days':
    'with --db: whole gaming days of one table, with its books (instead of --rounds)',
  'cli.simulate.option.hours': 'with --days: hours the table is open each gaming day',
  'cli.simulate.option.rounds-per-hour':
    "with --days: the croupier's pace (default: 60 at seven boxes, more with fewer)",
  'cli.simulate.option.tray':
    'with --days: the tray of the first opener, and the par fills and credits keep (JSON)',
  'cli.simulate.option.croupiers':
    'with --days: croupiers taking the table in turn, a new one each hour (comma-separated)',
  'cli.simulate.option.supervisors': 'with --days: supervisors signing the books, one a gaming day in turn',
  'cli.simulate.shifts.help':
    'With --days N and --db FILE the table plays whole gaming days with its books: each day opens at\n--from (then 24 hours later each day) with the counted tray (the first day --tray, default\n{{tray}}; then the last closer), players sit down and buy chips\n(cash, a few markers), a croupier change every hour, a fill when the tray runs low and a credit\nwhen it runs high on gapless slips, rounds at --rounds-per-hour, and the close after --hours\n(default {{hours}}) with the tray as every chip movement left it, so the shift report reconciles.\nA gaming day starts at 06:00: an evening opening at 18:00 with 8 hours stays within one.\nWith --days, --boxes defaults to every box of the table.',
  // rule meanings: the values of sabot rules ID that are no key of a profile file.
  'cli.rules.yes': 'yes',
  'cli.rules.no': 'no',
  'cli.rules.none': 'none',
  // server lines: what sabot serve says on its terminal while it runs.
  'cli.serve.clear-text':
    'sabot serve: warning: this server listens beyond loopback without TLS, so PINs travel in clear over the network (anyone on it can read them); give --tls-cert and --tls-key to serve HTTPS and WSS',
  'cli.serve.file-failed': 'sabot serve: a file of the dashboard could not be sent: {{detail}}',
  'cli.serve.internal-error': 'sabot serve: internal error in {{op}}: {{detail}}',
  'cli.serve.croupier-pin-not-a-pin': 'the croupier PIN: a PIN is 4 to 12 digits',
  'cli.serve.review-pin-not-a-pin': 'the review PIN: a PIN is 4 to 12 digits',
  'cli.serve.pins-same': 'the croupier and review PINs must differ',
  // rule meanings: the rules a strategy chart was derived for.
  'cli.strategy-rules.peek': 'peek: the dealer checks for blackjack when showing {{upcards}}',
  'cli.strategy-rules.separator': '; ',
  'cli.strategy-rules.or': ' or ',
  'cli.strategy-rules.no-hole-card.all-bets':
    'no hole card: a dealer blackjack takes every bet, doubles and splits too',
  'cli.strategy-rules.no-hole-card.original': 'no hole card: a dealer blackjack takes the original bets only',
  'cli.strategy-rules.double.after-split': 'double on {{on}}, after a split too',
  'cli.strategy-rules.double.not-after-split': 'double on {{on}}, not after a split',
  'cli.strategy-rules.split': '{{pairs}} {{hands}}, {{aces}}',
  'cli.strategy-rules.pairs.rank': 'split pairs of one rank (K-Q does not)',
  'cli.strategy-rules.pairs.value': 'split pairs of one value',
  'cli.strategy-rules.resplit-no-limit': 'resplit without limit',
  'cli.strategy-rules.once': 'once',
  'cli.strategy-rules.to-hands': { one: 'to {{count}} hand', other: 'to {{count}} hands' },
  'cli.strategy-rules.aces.resplit': 'split aces one card each, an ace resplits',
  'cli.strategy-rules.aces.one-card': 'split aces one card each',
  'cli.strategy-rules.surrender': 'surrender {{on}}',
  'cli.strategy-rules.on-two-cards': '{{totals}} on two cards',
  'cli.strategy-rules.must-draw-below': 'a hand below {{total}} must draw',
  'cli.strategy-rules.stands-on-21': 'a hand of 21 stands',
  // live books
  'cli.role.croupier': 'croupier',
  'cli.pin.option.role':
    'the role whose PIN is set: pit-boss, bank or croupier (default: the role that rules at the table)',
  'cli.pin.unknown-role': 'there is no role "{{role}}": the roles with a PIN are {{roles}}',
  'cli.books.description':
    "the pit boss's books at a table without a screen: the opener, the closer, fills, credits, voids, limit and croupier changes",
  'cli.books.two-pins':
    "(the pit boss's PIN on the first line of standard input, the croupier's on the second)",
  'cli.books.one-pin': "(the pit boss's PIN on standard input)",
  'cli.books.open': 'open the table with the tray counted',
  'cli.books.close': 'close the table with the tray counted',
  'cli.books.fill': 'chips brought from the cage to the tray, on a fill slip',
  'cli.books.credit': 'chips sent back to the cage, on a credit slip',
  'cli.books.void': 'void a slip (or a spoiled form, the next of its series)',
  'cli.books.limits': 'the table limits, from the next round once bets are down',
  'cli.books.void-buy-in':
    'void a buy-in recorded by mistake, by its number in the shift report (its amount leaves the drop; it stays listed, void)',
  'cli.books.option.buy-in': "the buy-in's number, as the shift report lists it",
  'cli.books.croupier': 'the croupier on duty from now',
  'cli.books.option.operator': 'the pit boss (the supervisor who signs)',
  'cli.books.option.croupier': 'the croupier who signs (default: the croupier on duty)',
  'cli.books.option.count': 'chips by value, e.g. 25=80,100=40',
  'cli.books.option.slip': 'the slip number, e.g. F-0007 or C-0003',
  'cli.books.option.cashier': "the cage's cashier named on the slip",
  'cli.books.option.runner': 'the runner who carried the chips',
  'cli.books.option.reason': 'why the slip is void',
  'cli.books.option.min': 'the table minimum',
  'cli.books.option.max': 'the table maximum',
  'cli.books.option.name': 'the croupier taking the table',
  'cli.books.bad-count': '--count takes chips by value, as 25=80,100=40, not "{{text}}"',
  'cli.books.chip-twice':
    '--count names the {{chip}} chip twice: give each chip value once, with all its chips',
  // The shift report's signers.
  'cli.report.signed': '{{role}}: {{name}}',
  // A new table's configuration.
  'cli.table-config.option.chips':
    "the chip values of a new table's tray, in table units, e.g. 1,5,25,100,500,1000 (the default)",
  'cli.table-config.option.identify-above':
    "a patron's cash bought in during one gaming day above this many table units is reported (US Title 31: 10000; EU/UK due diligence: 2000): the croupier is asked to see their identification before the buy-in that goes over it",
  'cli.table-config.option.buy-in-confirm':
    'a new table asks again before recording a buy-in above this many times its maximum (default 10)',
  'cli.table-config.bad-chips':
    '{{text}} is no chip set: chip values in table units separated by commas, e.g. 1,5,25,100,500,1000',
  // The hold's expected interval.
  'cli.table-config.option.expected-hold':
    'the interval the hold (win ÷ drop) is expected in, in percent, e.g. 8-20: a hold outside it is named',
  'cli.table-config.bad-expected-hold':
    '{{text}} is no interval: two percentages, the lower first, e.g. 8-20',
  'cli.report.hold-outside': 'The hold {{hold}} is outside the expected {{low}} to {{high}}: look into it.',
  // sabot ship: a table's log to the pit's central database.
  'cli.ship.description':
    "ship a table's log (facts and journals) to the pit's central PostgreSQL database: caught up by hand, or followed live with --follow",
  'cli.ship.option.pg': 'the central database, e.g. postgres://sabot@pit-db:5432/sabot',
  'cli.ship.option.table': "the table's name at the center (default: the log file's name without .db)",
  'cli.ship.option.follow': 'keep shipping every new fact until stopped (Ctrl-C)',
  'cli.ship.option.batch': 'facts per batch (default 2000)',
  'cli.ship.exit-codes':
    'Exit codes: 0 the center holds the whole log, 1 the center cannot be reached, 3 the center refused the log (the table and the first bad position are named).',
  'cli.ship.shipped':
    'table {{table}}: the center holds positions 1 to {{position}} (the log holds {{local}})',
  // sabot pit verify, report and rounds: the pit's checks, reports and searches at the center.
  'cli.pit.description':
    "the pit's commands over its central PostgreSQL database: checks, reports and searches across tables, the pit boss's floor view",
  'cli.pit.option.table': 'only this table (its name at the center)',
  'cli.pit.option.json': "print one JSON document (the contract's shape)",
  'cli.pit.option.cache':
    "keep the tables' replicas in this folder between runs (each run then copies only what is new); default: a temporary folder",
  'cli.pit.no-table': 'the center holds no table {{table}}',
  'cli.pit.journal.refusals': 'refusal journal',
  'cli.pit.journal.device': 'device journal',
  'cli.pit.verify.description':
    "check every chain stored at the center: each fact re-hashed and chained, the journals without a gap, each table's head against the one it reported",
  'cli.pit.verify.exit-codes':
    'Exit codes: 0 every chain is intact, 1 the center cannot be reached, 3 a chain is not intact (the table and the first bad position are named).',
  'cli.pit.verify.no-tables': 'The center holds no table yet.',
  'cli.pit.verify.not-intact': '{{broken}} of {{tables}} tables are not intact at the center',
  'cli.pit.verify.intact': 'table {{table}}: intact, {{position}} facts, head {{hash}}',
  'cli.pit.verify.behind': '{{intact}}; the table reports {{reported}} ({{behind}} not stored yet)',
  'cli.pit.verify.broken': 'table {{table}}: NOT INTACT from position {{position}}: {{why}}',
  'cli.pit.verify.problem.hash-mismatch':
    'the fact stored at position {{position}} does not match its own hash (changed at the center)',
  'cli.pit.verify.problem.breaks-chain':
    'the fact stored at position {{position}} does not chain onto the one before it',
  'cli.pit.verify.problem.gap': 'position {{position}} is missing from the stored facts',
  'cli.pit.verify.problem.not-a-fact':
    'the fact stored at position {{position}} chains but is not a fact Sabot can read: the pit leaves the table out of its reports',
  'cli.pit.verify.problem.head-differs':
    "the center's head for the table (position {{head}}) is not its last stored fact",
  'cli.pit.verify.problem.table-shorter':
    'the table reports {{reported}} facts, fewer than the {{head}} stored: its log was cut or rewritten',
  'cli.pit.verify.problem.journal-gap': 'entry {{position}} of the {{journal}} is missing',
  'cli.pit.verify.problem.journal-altered':
    'entry {{position}} of the {{journal}} does not match its seal: it was altered or invented',
  'cli.pit.verify.problem.journal-breaks':
    'the {{journal}} breaks at entry {{position}}: it does not follow the entry before',
  'cli.pit.report.description':
    "the pit's shift report: each table's report and the pit's totals, read from the center",
  'cli.pit.report.option.day':
    'the gaming day YYYY-MM-DD (default: the current gaming day, the latest any table played)',
  'cli.pit.report.option.all': 'every gaming day the logs hold, one report each, oldest first',
  'cli.pit.report.all-and-period': 'choose one of --day, --month and --all',
  'cli.pit.report.title.day': 'The pit, gaming day {{day}}: {{tables}} tables',
  'cli.pit.report.title.month': 'The pit, month {{day}} to date: {{tables}} tables',
  'cli.pit.report.totals': 'pit',
  'cli.pit.report.still-open': 'Table {{table}} is still open: its closer is not counted yet.',
  'cli.pit.rounds.description':
    'search rounds across every table (a misdeal, a correction, a void, an alarm; every round of a bettor), the rounds projected from the center first',
  'cli.pit.rounds.option.day': 'only rounds of this gaming day YYYY-MM-DD',
  'cli.pit.rounds.column.day': 'gaming day',
  // The last English (shoe-sim, server bodies, profile names, profile faults).
  'cli.shoe-sim.description': 'simulate a card-reading shoe (SBT1) on a serial line',
  'cli.shoe-sim.option.pty': 'make a pseudo-terminal pair (needs socat) and print the path the table opens',
  'cli.shoe-sim.option.pty-dir':
    'with --pty: make the links here (DIR/host, DIR/reader) so the path stays the same',
  'cli.shoe-sim.option.power-on-delay':
    'wait before the hello, so a table already waiting on the path opens it first (default 1000 with --pty)',
  'cli.shoe-sim.option.path': 'write to this serial port instead',
  'cli.shoe-sim.option.print': 'print the frames to standard output (no port)',
  'cli.shoe-sim.option.seed': 'shuffle and fault seed (default: from the clock, printed)',
  'cli.shoe-sim.option.script': 'deal these cards in order, one per line, instead of a shuffled shoe',
  'cli.shoe-sim.option.pace': 'between cards (default 800; 0 with --print)',
  'cli.shoe-sim.option.keypress': 'one card per key pressed (q or Ctrl-C stops)',
  'cli.shoe-sim.option.baud': 'line speed',
  'cli.shoe-sim.option.corrupt': 'share of frames damaged on the line, 0–1',
  'cli.shoe-sim.option.drop': 'share of frames lost (a sequence gap), 0–1',
  'cli.shoe-sim.option.duplicate': 'share of frames sent twice, 0–1',
  'cli.shoe-sim.option.garbage': 'share of frames preceded by line noise, 0–1',
  'cli.shoe-sim.option.silence-every': 'go silent every this many seconds',
  'cli.shoe-sim.option.disconnect-every':
    'leave the line every this many seconds (with --pty: the port vanishes)',
  'cli.shoe-sim.option.for-this-long': 'for this long',
  'cli.shoe-sim.option.exit-when-empty': 'stop once the shoe is empty instead of staying on line',
  'cli.shoe-sim.say-where': 'say where the reader writes: --pty, --path PATH or --print (one of them)',
  'cli.shoe-sim.keypress-needs-port': '--keypress needs a port: use --pty or --path',
  'cli.shoe-sim.outages-need-port': 'silences and disconnections need a port: use --pty or --path',
  'cli.shoe-sim.started': 'Simulated shoe reader: {{load}}, writing to {{line}}',
  'cli.shoe-sim.started-faults-seeded':
    'Simulated shoe reader: {{load}} (faults seeded with {{seed}}), writing to {{line}}',
  'cli.shoe-sim.load.shuffled': {
    one: '{{count}} deck shuffled with seed {{seed}}',
    other: '{{count}} decks shuffled with seed {{seed}}',
  },
  'cli.shoe-sim.load.scripted': { one: '{{count}} scripted card', other: '{{count}} scripted cards' },
  'cli.shoe-sim.load.cut-card': {
    one: '{{load}}, cut card after {{count}} card',
    other: '{{load}}, cut card after {{count}} cards',
  },
  'cli.shoe-sim.line.standard-output': 'standard output',
  'cli.shoe-sim.line.pty': 'pty {{path}} (the table opens {{host}})',
  'cli.shoe-sim.line.serial-port': 'serial port {{path}}',
  'cli.shoe-sim.table-opens': 'The table opens: {{path}}',
  'cli.shoe-sim.press-a-key': 'Press a key for each card (q to stop).',
  'cli.shoe-sim.empty-stays-on-line':
    'The shoe is empty; the reader stays on the line (heartbeats). Ctrl-C switches it off.',
  'cli.shoe-sim.sent.line': '#{{seq}} {{what}}',
  'cli.shoe-sim.sent.line-noted': '#{{seq}} {{what}} ({{notes}})',
  'cli.shoe-sim.sent.card': 'card {{card}}',
  'cli.shoe-sim.sent.status': 'status {{status}}',
  'cli.shoe-sim.sent.hello': 'hello',
  'cli.shoe-sim.sent.heartbeat': 'heartbeat',
  'cli.shoe-sim.sent.corrupted': 'corrupted on the line',
  'cli.shoe-sim.sent.dropped': 'lost on the line: the table sees a gap',
  'cli.shoe-sim.sent.not-sent': 'not sent: {{problem}}',
  'cli.shoe-sim.sent.duplicated': 'sent twice',
  'cli.shoe-sim.sent.after-noise': {
    one: 'after {{count}} noise byte',
    other: 'after {{count}} noise bytes',
  },
  'cli.shoe-sim.tally.frames':
    'Sent {{card}} card, {{status}} status, {{heartbeat}} heartbeat and {{hello}} hello frames.',
  'cli.shoe-sim.tally.faults':
    'Faults: {{corrupted}} corrupted, {{dropped}} lost, {{duplicated}} sent twice, {{noise}} noise bytes, {{silences}} silences, {{disconnects}} disconnections, {{notSent}} not sent.',
  'cli.shoe-sim.tally.cards': {
    one: '{{count}} card left the shoe; {{intact}} reached the line intact.',
    other: '{{count}} cards left the shoe; {{intact}} reached the line intact.',
  },
  // The live table's shipping to the pit.
  'cli.table.option.pg':
    "ship every fact to the pit's central database at this URL as it commits (the table never waits for it)",
  'cli.table.option.pit':
    'ship to the pit that sabot pit serve runs in this data directory, without a URL (--pg wins)',
  'cli.table.option.table-id':
    "with --pg or --pit: the table's name at the center (default: the log file's name without .db)",
  'cli.table.shipping.shipped': 'PIT table {{table}}: the center holds every fact',
  'cli.table.shipping.behind': {
    one: 'PIT table {{table}}: {{count}} fact still to ship',
    other: 'PIT table {{table}}: {{count}} facts still to ship',
  },
  'cli.table.shipping.unreachable': 'PIT since {{since}}: {{why}}',
  'cli.table.shipping.refused': 'PIT {{why}}',
  // The pit server and its PINs.
  'cli.pit.serve.description':
    "serve the pit boss's floor view of every table shipping to the central database",
  'cli.pit.serve.option.pg':
    "the casino's central PostgreSQL (the primary), e.g. postgres://sabot@pit-db:5432/sabot; without it, the pit's own PostgreSQL in the data directory, started and stopped with the server",
  'cli.pit.serve.cache-unusable':
    "the replicas' folder {{dir}} cannot be used: {{problem}}; name another with --cache DIR, or leave it out for a temporary one",
  'cli.pit.own.postgres-missing':
    "the pit's own PostgreSQL needs Debian's postgresql package, which is not installed: install it as root with apt-get install -y postgresql, or give the casino's server with --pg URL",
  'cli.pit.own.already-running':
    'the pit of this data directory already runs (process {{pid}} on {{host}}, since {{since}}): open its floor, or stop it first',
  'cli.pit.own.socket-path-too-long':
    "the pit's PostgreSQL cannot make its socket {{path}}: a socket's path is at most {{most}} bytes; set SABOT_DATA_DIR to a shorter folder",
  'cli.pit.own.folder-closed':
    "the pit's PostgreSQL runs as the user {{account}}, who cannot reach {{dir}}: set SABOT_DATA_DIR to a folder {{account}} may enter (e.g. under /var/lib), or run sabot as an ordinary user",
  'cli.pit.own.start-failed': "the pit's PostgreSQL did not start ({{detail}}); its log is {{log}}",
  'cli.pit.own.center':
    "The center is this machine's own PostgreSQL in {{dir}}, started with the pit server and stopped with it; every table id ships to it.",
  'cli.pit.own.join': 'A table of this machine joins the pit with: {{serve}} (or {{start}})',
  'cli.pit.own.other-commands':
    "The pit's other commands (sabot pit pin set, pit report, pit admit…) take --pg with the Center URL above.",
  'cli.pit.option.pg':
    "the casino's central PostgreSQL (the primary), e.g. postgres://sabot@pit-db:5432/sabot",
  'cli.pit.option.read-pg':
    'a streaming replica of it: the floor and the reviews read the facts there (writes go to --pg)',
  'cli.pit.option.port': 'the port of the floor view',
  'cli.pit.option.beyond-loopback':
    'listen on every interface (the pit terminals), not only on this machine; use TLS there',
  'cli.pit.serve.option.cache':
    "the folder of the tables' replicas (default: a temporary folder, removed at exit)",
  'cli.pit.option.lag-after': 'seconds without news from a table before its shipping-lag alarm (default 10)',
  'cli.pit.option.check-every': 'milliseconds between two checks of the shipping lag (default 1000)',
  'cli.pit.serve.listening': 'The pit: {{tables}} tables at {{center}}{{mode}}',
  'cli.pit.serve.mode-tls': ', over TLS',
  'cli.pit.serve.stop': 'Ctrl-C stops the pit server.',
  'cli.pit.serve.closed': 'The pit server stopped.',
  'cli.pit.serve.no-pin':
    'no PIN is set for the pit boss or the review role yet: set them with sabot pit pin set --pg URL --role pit-boss|review',
  'cli.pit.clear-text':
    'sabot pit serve: listening beyond this machine without TLS: PINs cross the network in clear text (give --tls-cert and --tls-key)',
  'cli.pit.file-failed': 'sabot pit serve: a file of the floor view could not be sent: {{detail}}',
  'cli.pit.internal-error': 'sabot pit serve: internal error in {{op}}: {{detail}}',
  'cli.pit.center-lost':
    'sabot pit serve: the central database stopped answering ({{detail}}): the floor shows its last lines until it is back',
  'cli.pit.center-back': 'sabot pit serve: the central database answers again',
  'cli.pit.fold-failed':
    'sabot pit serve: the line of table {{table}} could not be read from its replica: {{detail}}',
  'cli.pit.journal-failed': "sabot pit serve: a row of the center's journal could not be written: {{detail}}",
  'cli.pit.pin.description': "the pit's PINs, kept at the central database",
  'cli.pit.pin.set.description':
    'set or change the PIN of the pit boss or of the review role; a change asks the current PIN first (both read from standard input)',
  'cli.pit.pin.option.role': 'pit-boss or review',
  'cli.pit.pin.option.operator': 'who sets it (kept in the center journal)',
  'cli.pit.pin.option.by':
    "whose current PIN allows the change: the role's own (the default) or pit-boss, who manages both",
  'cli.pit.pin.unknown-role': 'there is no pit role {{role}}: pit-boss or review',
  'cli.pit.pin.the-new': 'the new {{role}} PIN of the pit',
  'cli.pit.pin.the-current': 'the current {{role}} PIN of the pit',
  'cli.pit.pin.set': 'the pit {{role}} PIN is set at {{center}}',
  'cli.pit.admit.description':
    'admit table ids to the pit (a table ships only once admitted), behind the pit boss PIN read from standard input; --list shows them',
  'cli.pit.admit.option.table': 'a table id to admit (the option may be given several times)',
  'cli.pit.admit.option.from': 'a file listing the table ids to admit, one per line (# starts a comment)',
  'cli.pit.admit.option.list': 'show the admitted table ids and whether each has shipped',
  'cli.pit.admit.none': 'name the tables to admit: --table ID (several times) or --from FILE',
  'cli.pit.admit.operator': 'say who admits them: --operator NAME (kept in the center journal)',
  'cli.pit.admit.from-unreadable': 'the list {{file}} cannot be read: {{detail}}',
  'cli.pit.admit.done': 'admitted at {{center}}: {{tables}}',
  'cli.pit.admit.already': 'already admitted: {{tables}}',
  'cli.pit.admit.list-empty': 'no table is admitted at this center yet',
  'cli.pit.admit.list-shipped': '{{table}}  admitted by {{by}} at {{at}}, shipping',
  'cli.pit.admit.list-waiting': '{{table}}  admitted by {{by}} at {{at}}, nothing shipped yet',
  'cli.edge.description':
    "the house edge of a rule profile: exact, or simulated and recorded in a table's log for the players' ratings",
  'cli.edge.exact.description':
    "the player's exact expected return on a fresh shoe, by combinatorial analysis of every hand",
  'cli.edge.option.strategy':
    'basic (the chart sabot strategy prints) or composition (each two-card start played by its exact cards)',
  'cli.edge.option.json': 'print JSON instead of a table',
  'cli.edge.method': [
    "Every up-card, two-card start and card drawn weighted by the cards left at its moment, against the dealer's",
    'exact odds for that composition. Insurance and even money declined; doubles made in full. Split hands draw',
    "from the shoe less the up-card and the pair cards dealt so far, not the other hands' cards (the usual approximation).",
  ].join('\n'),
  'cli.edge.title': 'Exact house edge for {{id}} — {{name}}',
  'cli.edge.rules': 'Rules: {{rules}}.',
  'cli.edge.strategy-basic': "Strategy: the profile's basic strategy chart, by total (sabot strategy).",
  'cli.edge.strategy-composition':
    'Strategy: each two-card start played by its exact cards; later cards hit or stand by their exact composition.',
  'cli.edge.up-card': 'up-card',
  'cli.edge.probability': 'chance',
  'cli.edge.ev': 'expected return',
  'cli.edge.total':
    "Player's expected return: {{ev}} of the initial stake (house edge {{edge}}); computed in {{seconds}} s.",
  'cli.edge.unknown-strategy': 'there is no strategy {{strategy}}: basic or composition',
  'cli.edge.original-bets-only':
    'this profile has a dealer natural found after the players that takes only the original bets: the exact analysis does not cover it',
  'cli.simulate.option.engine':
    'how the rounds are played: fast (the fast path, a sample replayed through the statechart to check it) or statechart (every input through the round statechart); default: fast above a million rounds',
  'cli.simulate.engine-db': '--db records the rounds through the statechart: leave out --engine fast',
  'cli.simulate.engine-unsupported':
    'the fast path cannot play these rules ({{why}}): use --engine statechart',
  'cli.simulate.label.check': 'Check:',
  'cli.simulate.check': 'fast path; its first {{rounds}} rounds replayed through the statechart: identical',
  'cli.simulate.check-mismatch':
    'the fast path and the statechart differ at round {{round}} of the check (seed {{seed}}): statechart {{statechart}}; fast path {{fast}}',
  'cli.simulate.engine-choice': '--engine takes fast or statechart, not "{{text}}"',
  'cli.protection.description':
    "game protection for the surveillance room: bets following the count, count-index and hole-card play, the croupiers' rates and the days' hold, from the log alone",
  'cli.protection.option.day': 'one gaming day YYYY-MM-DD (default: every round of the log)',
  'cli.protection.option.edge':
    "the house edge in percent of the initial stake the hold is expected from (default: the exact edge recorded in the table's log; without one, a simulated edge recorded there, else the profile's simulated figure)",
  'cli.protection.option.json': 'print every signal as JSON',
  'cli.protection.bad-edge': '--edge takes a house edge in percent such as 0.65, not "{{text}}"',
  'cli.protection.header':
    'game protection, {{profile}}: {{rounds}} rounds read from the log; gaming days {{days}} (lines marked ! stand out)',
  'cli.protection.none': 'none',
  'cli.protection.count-betting':
    'bets following the count: initial stake against the Hi-Lo true count before the round, flagged at p < {{p}}',
  'cli.protection.count-line':
    '{{player}}: r {{r}} over {{rounds}} rounds, stakes {{low}} to {{high}}, p {{p}}',
  'cli.protection.deviations':
    "playing deviations at count indices: those on the index's side of the count against chance, flagged at p < {{p}}",
  'cli.protection.hole-card':
    'hole-card play: departures right only given the face-down card against chance, flagged at p < {{p}}',
  'cli.protection.trials-line':
    '{{player}}: {{observed}} of {{trials}} departures ({{rounds}} rounds), chance {{expected}}, p {{p}}',
  'cli.protection.croupiers':
    "croupiers, per 100 rounds: a rate stands out at {{z}} standard errors above the others'",
  'cli.protection.croupier-line':
    '{{croupier}}: {{rounds}} rounds, {{perHour}} an hour; misdeals {{misdeals}}, corrections {{corrections}}, voids {{voids}}, settlement mismatches {{mismatches}}; stands out: {{standsOut}}',
  'cli.protection.edge-asked': 'the house edge is the one given with --edge',
  'cli.protection.edge-exact': "the house edge is the exact figure of the table's rules, recorded in its log",
  'cli.protection.edge-simulation':
    'the house edge is a simulated figure recorded in the log (sabot edge compute): no exact figure is recorded, sabot edge record records it',
  'cli.protection.edge-profile':
    "no house edge is recorded in the log: the hold is expected from the profile's simulated figure; sabot edge record records the exact one",
  'cli.protection.days':
    'win ÷ handle by gaming day (the handle is the initial stakes, not the drop): house edge {{edge}} %, interval at {{sd}} standard deviations',
  'cli.protection.day-line':
    '{{day}}: win ÷ handle {{hold}} % of {{handle}} over {{rounds}} rounds, expected {{low}} % to {{high}} %, z {{z}}',
  'cli.protection.no-statistic': 'players without a statistic (flat stakes, no departure): {{number}}',
  'cli.pit.option.protection-every':
    "read each table's game-protection signals of its gaming day every this many minutes and raise what they flag on the alarm board (default: never)",
  'cli.edge.compute.description':
    "simulate the table's own profile through the round statechart (basic strategy) and record its house edge in the log",
  'cli.edge.compute.option.operator': 'who computes it (kept in the fact)',
  'cli.edge.compute.option.json': 'print the recorded edge as one JSON document',
  'cli.edge.record.description':
    "record in the table's log the exact house edge of its rules, the figure its players' theo is rated with",
  'cli.edge.record.recorded':
    'the exact house edge of {{profile}}, {{edge}}, is recorded: the ratings use it',
  'cli.edge.record.use-compute':
    'Record a simulated edge instead: sabot edge compute --db {{db}} --operator NAME',
  'cli.edge.compute.recorded':
    'house edge of {{profile}}: {{edge}} ± {{se}} over {{rounds}} rounds (seed {{seed}}), recorded at position {{position}}',
  'cli.ratings.description':
    "the rated players' sessions at the table: time, rounds, stakes, the actual result and the theoretical win",
  'cli.ratings.option.player': "only this player's card",
  'cli.ratings.option.day':
    'only the sessions that began in this gaming day YYYY-MM-DD (default: every session)',
  'cli.ratings.option.read-only':
    "never write the log (an evidence copy): the rounds' cache is read, not filled",
  'cli.ratings.option.json': 'print the ratings as one JSON document',
  'cli.ratings.none': 'no rated session at table {{table}}',
  'cli.ratings.column.player': 'player',
  'cli.ratings.column.start': 'start',
  'cli.ratings.column.hours': 'hours',
  'cli.ratings.column.rounds': 'rounds / hands',
  'cli.ratings.column.average-bet': 'average bet',
  'cli.ratings.column.stakes': 'stakes',
  'cli.ratings.column.actual': "player's result",
  'cli.ratings.column.theo': "house's theo [95 %] @ edge",
  'cli.ratings.signs':
    "player's result: what the player won (+) or lost (−) over the session; house's theo: what the house expects to win of the stakes at its edge (+: the house's)",
  'cli.ratings.without-edge':
    'no house edge is recorded for the rules of {{profile}}: its theo needs one, run {{command}}',
  'cli.ratings.option.pg': "every table of the pit, from the central database's copies of their logs",
  'cli.ratings.db-or-pg': 'sabot ratings reads one table (--db FILE) or the pit (--pg URL): give one of them',
  'cli.economics.description':
    'what a change of rules is worth to the house: the exact and simulated edge of two tables, their difference, and the win per 100,000 wagered',
  'cli.economics.option.profile': 'the table as it is (a built-in profile id)',
  'cli.economics.option.vs': 'the table to compare it with (a built-in profile id)',
  'cli.economics.option.rules': 'the table to compare it with, from a rule profile file (instead of --vs)',
  'cli.economics.option.rounds': 'rounds simulated for each table (default: 10,000,000)',
  'cli.economics.option.seed': "seed of the first table's simulation; the second plays seed + 1 (default: 1)",
  'cli.economics.option.bet':
    "average bet of a box, in table units (default: the first table's minimum stake)",
  'cli.economics.option.rounds-per-hour':
    "pace for the hourly figures (default: the pace of the first table's fewest occupied boxes, as sabot simulate --days plays it)",
  'cli.economics.option.json': 'print the report as JSON',
  'cli.economics.help':
    "Each table's edge is computed exactly for the first round of a fresh shoe (basic strategy, and the composition-dependent strategy), then simulated by basic strategy over the whole shoe on two worker threads, on the fast path where the rules allow it (a sample replayed through the statechart first). The difference is the second table minus the first, in the player's expected result; its simulated interval adds the two runs' variances. The money figures use basic strategy's exact edge.",
  'cli.economics.name-a': 'name the table as it is: --profile ID',
  'cli.economics.name-b': 'name the table to compare it with: --vs ID or --rules FILE, one of the two',
  'cli.economics.same-table': 'both sides are {{id}}: compare it with another table',
  'cli.economics.title': 'Rule economics: {{a}} against {{b}}',
  'cli.economics.side': '{{id}} ({{name}})',
  'cli.economics.exact': '  exact player return: {{basic}} by basic strategy, {{composition}} by composition',
  'cli.economics.simulated':
    '  simulated: {{ev}}, 95% interval {{low}} to {{high}} ({{rounds}} rounds, seed {{seed}})',
  'cli.economics.rules-differ': 'Rules that change from {{a}} to {{b}}:',
  'cli.economics.rule-change': '{{rule}}: {{from}} → {{to}}',
  'cli.economics.no-rule-differs': 'no rule differs',
  'cli.economics.difference':
    'Difference {{b}} − {{a}}: exact {{basic}} (basic), {{composition}} (composition); simulated {{ev}}, 95% interval {{low}} to {{high}}',
  'cli.economics.per100k':
    'House win per {{drop}} wagered: {{winA}} at {{a}}, {{winB}} at {{b}}; change {{difference}}',
  'cli.economics.per-hour':
    'Per box and hour at an average bet of {{bet}} and {{rounds}} rounds an hour: {{winA}}, then {{winB}}; change {{difference}}',
  'cli.count.description':
    "the count of each table's drop box: recorded at the center, and the counted drop beside the recorded one",
  'cli.count.import.description':
    'record a count sheet (CSV, docs/count.md) signed by three counters; their PINs on standard input, one a line, in the order of --counters',
  'cli.count.import.file': 'the count sheet: a CSV file as docs/count.md describes it',
  'cli.count.import.example':
    'Example:\n  printf "1111\\n2222\\n3333\\n" | sabot count import --pg postgres://pit@localhost/pit --counters 301,302,303 count-2026-11-02.csv',
  'cli.count.report.description':
    'the drop counted beside the drop recorded, per table of one gaming day: the variance flagged beyond the tolerance, win and hold on the counted drop',
  'cli.count.option.counters': 'the badges of the three counters who sign the count, separated by commas',
  'cli.count.option.recount':
    "a recount of boxes already counted, and why: each count it records replaces its box's latest",
  'cli.count.option.day': 'the gaming day of the count (YYYY-MM-DD)',
  'cli.count.option.tolerance':
    "the variance, in per cent of the recorded drop, beyond which a table's count is flagged",
  'cli.count.option.json': 'print one JSON document',
  'cli.count.three-counters':
    'a count is signed by three counters, each with their own badge: --counters names three different badges, not “{{badges}}”',
  'cli.count.recount-reason': 'a recount says why: --recount takes a reason',
  'cli.count.no-file': 'the count sheet {{file}} cannot be read: {{problem}}',
  'cli.count.bad-tolerance': '“{{tolerance}}” is not a tolerance: a per cent from 0 to 100',
  'cli.count.recorded':
    'box {{box}} of table {{table}} on {{day}}: {{amount}} counted, signed by {{counters}}',
  'cli.count.report.title':
    'Drop counted against drop recorded, gaming day {{day}} (flagged beyond {{tolerance}} %)',
  'cli.count.report.none': 'no table played and no box was counted that day',
  'cli.count.report.not-counted':
    '{{table}}: recorded drop {{recorded}}; box not counted yet: win {{win}} and hold {{hold}} on the recorded drop',
  'cli.count.report.line':
    '{{table}} (box {{boxes}}): recorded {{recorded}}, counted {{counted}}, variance {{variance}} ({{percent}}); win {{win}}, hold {{hold}} on the counted drop',
  'cli.count.report.flagged':
    '{{table}} (box {{boxes}}): recorded {{recorded}}, counted {{counted}}, variance {{variance}} ({{percent}}) — BEYOND TOLERANCE, to be looked into; win {{win}}, hold {{hold}} on the counted drop',
  'cli.pit.option.jurisdiction':
    "the cash-compliance regulation applied as buy-ins arrive: a patron's cash across the tables making a report due raises an alarm on the floor at once ({{choices}}; none: no such alarm)",
  'cli.compliance.description':
    "a table's cash records from its own log: the multiple transaction log, the reports due and the patterns to review, each figure with the facts it sums",
  'cli.compliance.mtl.description': 'each cash transaction at or above the jurisdiction’s level',
  'cli.compliance.ctr.description': 'each patron whose cash of a gaming day made a report due',
  'cli.compliance.review.description':
    'cash split just under a threshold, an unknown patron’s repeated cash, a large buy-in with little play',
  'cli.compliance.option.day': 'only this gaming day',
  'cli.compliance.option.jurisdiction':
    'the regulations the records follow: {{choices}} (default {{default}})',
  'cli.compliance.option.log-from':
    "the casino's own level of the transaction log, in table units (default the profile's)",
  'cli.compliance.option.report-from':
    "a patron's cash of a gaming day that makes a report due, in table units, stricter than the law's",
  'cli.compliance.option.review-from': 'the level from which patterns are flagged for review, in table units',
  'cli.compliance.option.json': 'print one JSON document',
  'cli.compliance.option.csv': 'print CSV: one header row, then a row a line',
  'cli.compliance.bad-jurisdiction':
    '--jurisdiction "{{text}}" is not one the table knows: choose {{choices}}',
  'cli.compliance.report-above-law':
    '--report-from may only be stricter than the law: at most {{amount}} under {{profile}}',
  'cli.compliance.json-and-csv': 'choose --json or --csv, not both',
  'cli.compliance.lone-table':
    'these are table {{table}}’s own figures: a patron’s cash at other tables is added by the pit’s center only',
  'cli.compliance.patron': '{{player}} ({{name}})',
  'cli.compliance.unknown': 'unknown patron “{{name}}”',
  'cli.compliance.fact': 'fact {{position}}',
  'cli.compliance.mtl.title':
    'Multiple transaction log of {{where}}: cash of {{amount}} or more ({{regulation}})',
  'cli.compliance.mtl.none': 'no cash transaction of {{amount}} or more',
  'cli.compliance.mtl.line': '{{at}}  {{patron}}  {{amount}}  ({{fact}})',
  'cli.compliance.ctr.title.more-than':
    'Reports due at {{where}}: a patron’s cash of more than {{amount}} in a gaming day ({{regulation}})',
  'cli.compliance.ctr.title.at-or-above':
    'Reports due at {{where}}: a patron’s cash of {{amount}} or more in a gaming day ({{regulation}})',
  'cli.compliance.ctr.none': 'no patron’s cash made a report due',
  'cli.compliance.ctr.line':
    '{{day}}  {{patron}}  cash in {{amount}}, due at {{at}} ({{fact}}), from {{count}} facts',
  'cli.compliance.review.title': 'For review at {{where}}, never told to the patron ({{regulation}})',
  'cli.compliance.where.table': 'table {{table}}',
  'cli.compliance.where.pit': 'the pit ({{count}} tables)',
  'cli.compliance.option.pg':
    'every table of the pit, read from the center’s copies of their logs: a patron’s cash across tables',
  'cli.compliance.db-or-pg': 'name one table’s log (--db FILE) or the pit’s center (--pg URL), not both',
  'cli.compliance.review.none': 'nothing to review',
  'cli.compliance.review.structuring':
    '{{day}}  {{patron}}  {{amount}} in {{count}} cash transactions, each just under a threshold',
  'cli.compliance.review.unknown-repeated': '{{day}}  {{patron}}  {{amount}} in {{count}} cash transactions',
  'cli.compliance.review.little-play': '{{day}}  {{patron}}  {{amount}} in cash, {{stakes}} staked',
};
