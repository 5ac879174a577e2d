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
  'cli.replay.exit-codes':
    'Exit codes: 0 replay agrees with the record, 3 a difference or a fact no longer applies.',
  'cli.replay.no-round': '{{db}} holds no round {{round}}',
  'cli.replay.differs': 'replay differs from the record in {{rounds}}, {{facts}}',
  'cli.replay.rounds-differ': { one: '{{count}} round(s)', other: '{{count}} round(s)' },
  'cli.replay.facts-skipped': {
    one: '{{count}} fact(s) no longer apply',
    other: '{{count}} fact(s) no longer apply',
  },
  'cli.replay.correction': '{{type}} at {{position}}: {{detail}}',
  'cli.replay.mismatch': 'RECORDED {{recorded}} ≠ REPLAYED {{replayed}}',
  'cli.replay.skipped': 'position {{position}} ({{type}}) no longer applies: {{reason}}',

  // sabot ruling and sabot pin: the pit boss's (or the home game's bank's) PIN.
  'cli.examples': 'Examples:',
  'cli.role.pit-boss': 'pit-boss',
  'cli.role.bank': 'bank',
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
  'cli.ruling.card.description': 'correct a misread card: the card at a log position was in fact another',
  'cli.ruling.note.description': "record a dispute's ruling with a round (no money moves)",
  'cli.ruling.option.round': 'the round',
  'cli.ruling.option.reason': 'why, for the audit',
  'cli.ruling.option.operator': 'who rules',
  'cli.ruling.option.position': 'the position of the CardDrawn event (see sabot export)',
  'cli.ruling.option.card': 'the card it really was, e.g. 5S',
  'cli.ruling.option.text': 'the ruling',
  'cli.ruling.recorded': 'recorded {{type}} at position {{position}} ({{stream}})',

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
  'cli.start.electron.not-installed': 'the electron package is not installed',
  'cli.start.electron.never-downloaded': "Electron's binary was never downloaded (no {{file}})",
  'cli.start.electron.missing': "Electron's binary is missing ({{binary}})",
  'cli.start.electron.found': "Electron's binary is at {{binary}}",
  'cli.start.electron.web-given': '--web was given',
  'cli.start.tls-needs-web':
    '--tls-cert and --tls-key are for web mode (the desktop window talks to its table on this machine only): add --web',
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
    one: '{{count}} gaming day opened at {{from}} UTC: {{rounds}} rounds, {{changes}} croupier changes',
    other:
      '{{count}} gaming days, the first opened at {{from}} UTC: {{rounds}} rounds, {{changes}} croupier changes',
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
    'With --days N and --db FILE the table plays whole gaming days with its books: each day opens at\n--from (then 24 hours later each day) with the counted tray (the first day --tray, default\n{{tray}}; then the last closer), players sit down and buy chips\n(cash, a few markers), a croupier change every hour, a fill when the tray runs low and a credit\nwhen it runs high on gapless slips, rounds at --rounds-per-hour, and the close after --hours\n(default {{hours}}) with the tray as every chip movement left it, so the shift report reconciles.\nA gaming day starts at 06:00: an evening opening at 18:00 with 8 hours stays within one.',
};
