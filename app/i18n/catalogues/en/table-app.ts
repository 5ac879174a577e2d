import type { Template } from '../../../../engine/refusals/catalogue.js';

/**
 * The application's own codes in English: the table's alarms, its log (opening, audit, verify,
 * backups, leases, the journals' names), PINs and logins, the servers' refusals and the pit. The
 * engine's own codes are in engine.ts beside this file; together they are the `table` catalogue,
 * whose keys the journals store. French and Russian have the same keys (a missing one fails to
 * compile there).
 */
export const tableApp = {
  'shoe.no-simulator': 'this table reads a real shoe: there is no simulated shoe',
  'shoe.simulator-off': 'the simulated shoe is switched off',
  'shoe.simulator-not-on': 'the simulated shoe is not switched on',
  'shoe.simulator-empty': 'the simulated shoe is empty: shuffle a new shoe',
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
  'pin.wrong-badge': 'wrong PIN for badge {{badge}}: {{action}} refused',
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
  'pin.croupier-not-set':
    'no croupier PIN is set on this table: set one with "sabot pin set --role croupier"',
  'access.compliance-only':
    "the compliance officer's login opens the cash records only, not {{op}}: log in as pit boss or review for the floor",
  'access.not-compliance': "{{op}} is the compliance officer's: log in as compliance officer",
  'access.pit-boss-only': 'only a pit boss logged in may use {{op}}: log in as pit boss',
  // Setting a PIN.
  'pin.form': 'a PIN is 4 to 12 digits',
  // The staff register's desk.
  'staff.register-on': 'this table already has a staff register: a manager enrols people with their own PIN',
  'staff.center-register-on':
    'the pit already has a staff register at its center: a manager enrols people with their own PIN (--by their badge)',
  'staff.follows-center':
    "this table follows the pit's staff register at its center: change the register there, with --pg",
  'staff.action-enrol': 'enrol badge {{badge}}',
  'staff.action-roles': 'change the roles of badge {{badge}}',
  'staff.action-disable': 'disable badge {{badge}}',
  'staff.action-pin': 'set the PIN of badge {{badge}}',
  'staff.action-needs-pin': '{{action}}: the PIN of the person asking is needed',
  'staff.action-sign-in': 'sign in at the table',
  'staff.action-sign-out': 'sign out of the table',
  'pin.personal':
    'this table keeps a staff register: each person has a PIN of their own, set with sabot staff pin --badge N',
  'pin.already-set': 'a {{role}} PIN is already set: give the current PIN to change it',
  'pin.action-change': 'change the PIN',
  // The pit's central store.
  'pit.center-down': 'the central database {{center}} cannot be reached ({{detail}})',
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
    'table {{table}} has been silent since {{since}}: when last heard it had {{behind}} facts waiting to ship (its own header shows how many wait now)',
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
  // The live table's shipping to the pit.
  'pit.ship-failed':
    'shipping to the central database {{center}} failed ({{detail}}): the table plays on and tries again',
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
  // A card named by its place: the round, the hand as the round report names it, its place in the hand.
  'ruling.hand-dealer': "the dealer's hand",
  'ruling.hand-box': 'box {{box}}',
  'ruling.hand-split': 'box {{box}}.{{hand}}',
  'ruling.action-correct-at': 'correct card {{card}} of {{hand}} in round {{round}}',
  'ruling.no-such-box': 'round {{round}} has no bet on box {{box}} (boxes played: {{boxes}})',
  'ruling.box-was-split':
    'box {{box}} was split in round {{round}}: name one of its {{hands}} hands, {{box}}.1 to {{box}}.{{hands}}',
  'ruling.box-not-split': 'box {{box}} was not split in round {{round}}: name it {{box}}',
  'ruling.no-such-hand':
    'box {{box}} has no hand {{box}}.{{hand}} in round {{round}}: its hands are {{box}}.1 to {{box}}.{{hands}}',
  'ruling.no-such-card': 'in round {{round}}, {{hand}} has no card {{card}}; its cards: {{held}}',
  'ruling.hole-card-down-now':
    "the dealer's second card in round {{round}} is the hole card, still face down: it can be corrected once the dealer turns it",
  'held.nothing-to-confirm': 'no card is held: there is nothing to confirm',
  'count.sheet-unreadable': 'the count sheet is not a CSV file Sabot can read: {{problem}}',
  'count.sheet-empty': 'the count sheet holds no count line',
  'count.sheet-columns':
    'the count sheet lacks the column(s) {{missing}}: its header line must be {{columns}}',
  'count.sheet-line': 'line {{line}} of the count sheet: {{problem}}; nothing of the sheet was recorded',
  'count.repeated': 'box {{box}} has this kind and denomination on an earlier line already',
  'count.bad-day': '“{{day}}” is not a gaming day (YYYY-MM-DD)',
  'count.bad-table': "“{{value}}” is not a table's name (1 to 40 letters, digits, spaces, . _ - / #)",
  'count.bad-box': "“{{value}}” is not a drop box's number (1 to 40 letters, digits, spaces, . _ - / #)",
  'count.bad-kind': '“{{kind}}” is not a kind of count line: {{kinds}}',
  'count.bad-quantity': '“{{quantity}}” is not a quantity (a whole number from 1)',
  'count.amount-needed': 'a {{kind}} line is counted by amount: its amount is missing',
  'count.amount-differs': 'the amount {{amount}} is not {{quantity}} × {{denomination}} = {{total}}',
  'count.bad-amount': '“{{amount}}” is not an amount in table units (above 0, to the cent)',
  'count.already-counted':
    'box {{box}} of table {{table}} on {{day}} is counted already: a recount says why (--recount REASON); nothing of the sheet was recorded',
  'count.nothing-to-recount':
    'box {{box}} of table {{table}} on {{day}} was never counted: there is no count to replace; nothing of the sheet was recorded',
  'count.recorded-meanwhile':
    'another count of the same box was recorded meanwhile: nothing of this sheet was recorded; read the count report and try again',
  'count.action-sign': 'sign the count of {{boxes}} drop box(es)',
  'pit.compliance-report-due':
    'table {{table}}: REPORT DUE — {{patron}} has bought in {{amount}} in cash on {{day}} at {{tables}} table(s), over the report level ({{law}})',
  'pit.protection-count-betting':
    'table {{table}}: the bets of {{player}} follow the count (r {{r}} over {{rounds}} rounds, p {{p}})',
  'pit.protection-count-deviations':
    "table {{table}}: {{player}} departs from basic strategy on a count index's side ({{observed}} of {{trials}}, chance {{expected}}, p {{p}})",
  'pit.protection-hole-card':
    'table {{table}}: {{player}} plays as if seeing the hole card ({{observed}} of {{trials}} departures right, chance {{expected}}, p {{p}})',
  'pit.protection-croupier':
    'table {{table}}: croupier {{croupier}} stands out for {{rates}} over {{rounds}} rounds',
  'pit.protection-hold':
    'table {{table}}: the win ÷ handle of {{day}} is {{hold}} %, outside its expected {{low}} % to {{high}} % (z {{z}})',
} as const satisfies Readonly<Record<string, Template>>;

/** The codes the application adds to the engine's, checked wherever a message is made. */
declare module '../../../../engine/refusals/message.js' {
  interface MessageCodes extends Readonly<Record<keyof typeof tableApp, true>> {}
}
