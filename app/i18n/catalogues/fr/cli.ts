import type { Translated } from '../../catalogue-shape.js';
import type { cli as english } from '../en/cli.js';

export const cli: Translated<typeof english> = {
  'cli.option.lang': 'la langue d’affichage (en, fr ou ru ; par défaut selon LANG)',

  // A round on the terminal: the live table, sabot play and sabot replay.
  'cli.phase.betting': 'mises',
  'cli.phase.dealing': 'donne',
  'cli.phase.insurance': 'assurance',
  'cli.phase.players': 'joueurs',
  'cli.phase.offer': 'carte proposée',
  'cli.phase.dealer': 'croupier',
  'cli.phase.settled': 'réglé',
  'cli.phase.resume': 'reprise',
  'cli.status.open': 'en jeu',
  'cli.status.stood': 'reste',
  'cli.status.bust': 'dépassé',
  'cli.status.blackjack': 'BlackJack',
  'cli.status.doubled': 'doublé',
  'cli.status.surrendered': 'abandon',
  'cli.status.even-money': 'payé 1 pour 1',
  'cli.decision.hit': 'tirer',
  'cli.decision.stand': 'rester',
  'cli.decision.double': 'doubler',
  'cli.decision.split': 'séparer',
  'cli.decision.surrender': 'abandonner',
  'cli.banner.draw': '{{total}} — TIRE',
  'cli.banner.stand': '{{total}} — RESTE',
  'cli.banner.bust': '{{total}} — DÉPASSÉ',
  'cli.round.soft-total': '{{total}} souple',
  'cli.round.hand': '({{total}}, {{status}})',
  'cli.round.box': 'boîte {{box}}',
  'cli.round.box-hand': 'boîte {{box}}.{{hand}}',
  'cli.round.dealer': 'croupier',
  'cli.round.settle': 'régler',
  'cli.round.chips': 'jetons',
  'cli.round.misdealt': 'erreur',
  'cli.round.blackjack': 'BlackJack',
  'cli.round.title': 'Coup {{round}} — {{state}}',
  'cli.round.void': 'ANNULÉ ({{reason}} ; {{author}})',
  'cli.round.chips-line': '{{players}} ; banque {{bank}}',
  'cli.round.fictitious': '{{players}} ; banque {{bank}} (dont {{fictitious}} fictifs)',
  'cli.settle.separator': ' ; ',
  'cli.settle.pay': 'payer {{bettor}} {{amount}}',
  'cli.settle.take': 'ramasser {{bettor}} {{amount}}',
  'cli.settle.push': 'égalité : {{bettor}} garde {{amount}}',
  'cli.misdeal.line': '{{card}} : {{why}} → {{resolution}}',
  'cli.misdeal.pit-boss-note': '{{line}} (note du chef de table)',
  'cli.misdeal.taken': 'prise',
  'cli.misdeal.taken-by': 'prise par la boîte {{box}}',
  'cli.misdeal.dealer-second-card': 'deuxième carte du croupier',
  'cli.misdeal.burned': 'brûlée',
  'cli.misdeal.on-offer': 'proposée',
  'cli.misdeal.why-marked': 'marquée par le croupier comme tirée par erreur',
  'cli.misdeal.why-hand-on-turn': 'la main qui a la parole ne peut pas la prendre',
  'cli.misdeal.why-bets-open': 'aucune main ne peut la prendre : les mises sont encore ouvertes',
  'cli.misdeal.why-settled': 'aucune main ne peut la prendre : le coup est réglé',
  'cli.misdeal.why-insurance': 'aucune main ne peut la prendre : l’assurance est ouverte',
  'cli.misdeal.why-on-offer': 'aucune main ne peut la prendre : une carte tirée par erreur est proposée',

  // The croupier's terminal (sabot table).
  'cli.table.opened': 'Table Sabot en {{profile}} — tapez « help » pour les touches',
  'cli.table.opened-simulated':
    'Table Sabot en {{profile}} (sabot simulé, graine {{seed}}) — tapez « help » pour les touches',
  'cli.table.round-line': 'Coup {{round}} · {{phase}} · sabot {{out}}/{{in}}',
  'cli.table.round-line-cut': 'Coup {{round}} · {{phase}} · sabot {{out}}/{{in}}, carte de coupe à {{at}}',
  'cli.table.round-line-shuffle':
    'Coup {{round}} · {{phase}} · sabot {{out}}/{{in}}, carte de coupe à {{at}} : MÉLANGE DÛ',
  'cli.table.hole-card-down': 'carte cachée face en bas',
  'cli.table.bets': 'mises',
  'cli.table.offer':
    'le {{card}} tiré par erreur est proposé à la boîte {{box}} : t{{box}} pour le prendre, pass',
  'cli.table.no-card': 'pas de carte : {{why}}',
  'cli.table.next-card': 'carte suivante → {{next}}',
  'cli.table.alarm': 'ALARME {{sentence}}',
  'cli.table.alarm-times': {
    one: 'ALARME {{sentence}} ({{count}} fois)',
    many: 'ALARME {{sentence}} ({{count}} fois)',
    other: 'ALARME {{sentence}} ({{count}} fois)',
  },
  'cli.table.cleared': 'levée : {{sentence}}',
  'cli.table.refused': 'REFUSÉ {{reason}}',
  'cli.table.keys-title':
    'Touches (une commande par ligne ; une ligne vide tire une carte du sabot simulé) :\n{{keys}}\n  help  quit',
  'cli.table.description':
    'faire tourner une table en direct sans écran : lecteur du sabot (ou simulateur) et clavier vers le journal',
  'cli.table.option.db': 'le journal de la table (créé s’il est nouveau)',
  'cli.table.option.profile': 'identifiant du profil de règles (requis pour un nouveau journal)',
  'cli.table.option.rules': 'un profil de règles personnalisé dans un fichier JSON',
  'cli.table.option.device': 'le lecteur du sabot : son port série, ou « sim » pour le simulateur',
  'cli.table.option.baud': 'débit en bauds du lecteur',
  'cli.table.option.operator': 'le croupier de service',
  'cli.table.option.seed': 'la graine de mélange du simulateur',

  // sabot play.
  'cli.play.table': 'Table, profil {{profile}}',
  'cli.play.line-refused': 'ligne {{line}} refusée : {{reason}}',
  'cli.play.lines-refused': {
    one: '{{count}} ligne refusée',
    many: '{{count}} lignes refusées',
    other: '{{count}} lignes refusées',
  },

  // sabot rounds, and what the pit boss's commands share.
  'cli.option.db-log': 'le journal de la table',
  'cli.rounds.description':
    'lister les coups d’une table, du plus récent au plus ancien : sabot, boîtes, parieurs, gains nets, marques, heures, croupier',
  'cli.rounds.option.box': 'seulement les coups avec une mise sur cette boîte (1-7)',
  'cli.rounds.option.bettor': 'seulement les coups où ce parieur a misé',
  'cli.rounds.option.flag': 'seulement les coups marqués {{flags}}',
  'cli.rounds.option.limit': 'au plus ce nombre de coups (par défaut {{limit}})',
  'cli.rounds.option.all': 'tous les coups du journal',
  'cli.rounds.option.read-only':
    'ne jamais écrire dans le fichier (une copie de preuve) : un journal sans projection est replié en mémoire',
  'cli.rounds.option.json': 'afficher {"rounds": [...]}, gains nets en unités de table',
  'cli.rounds.bad-flag': '--flag prend l’une des marques {{flags}}, pas « {{flag}} »',
  'cli.rounds.none': 'Aucun coup ne correspond.',
  'cli.rounds.more': {
    one: 'le coup le plus récent est affiché : --limit N ou --all pour en voir plus',
    many: 'les {{count}} coups les plus récents sont affichés : --limit N ou --all pour en voir plus',
    other: 'les {{count}} coups les plus récents sont affichés : --limit N ou --all pour en voir plus',
  },
  'cli.rounds.column.round': 'coup',
  'cli.rounds.column.shoe': 'sabot',
  'cli.rounds.column.boxes': 'boîtes',
  'cli.rounds.column.nets': 'gains nets',
  'cli.rounds.column.flags': 'marques',
  'cli.rounds.column.started': 'début',
  'cli.rounds.column.settled': 'réglé',
  'cli.rounds.column.croupier': 'donné par',
  'cli.rounds.flag.misdeal': 'erreur de donne',
  'cli.rounds.flag.correction': 'corrigé',
  'cli.rounds.flag.alarm': 'alarme',
  'cli.rounds.flag.void': 'annulé',

  // sabot replay.
  'cli.replay.description':
    'rejouer le journal d’une table : chaque coup (ou un seul) tel qu’enregistré, corrections appliquées, avec son contrôle',
  'cli.replay.option.round': 'seulement ce coup (s’ouvre aussi vite quelle que soit la longueur du journal)',
  'cli.replay.option.json': 'afficher un rapport JSON, la forme de sabot play --json plus un « audit »',
  'cli.replay.option.jsonl':
    'afficher des lignes JSON au fil du rejeu : d’abord {"profile"}, puis une ligne par coup {"round", "audit"}, puis {"skipped"} pour chaque fait qui ne s’applique plus',
  'cli.replay.one-form': '--json et --jsonl affichent le même rejeu sous deux formes : en choisir une',
  'cli.replay.exit-codes':
    'Codes de sortie : 0 le rejeu concorde avec l’enregistrement, 3 une différence ou un fait qui ne s’applique plus.',
  'cli.replay.no-round': '{{db}} ne contient pas de coup {{round}}',
  'cli.replay.differs': 'le rejeu diffère de l’enregistrement : {{rounds}}, {{facts}}',
  'cli.replay.rounds-differ': {
    one: '{{count}} coup diffère',
    many: '{{count}} coups diffèrent',
    other: '{{count}} coups diffèrent',
  },
  'cli.replay.facts-skipped': {
    one: '{{count}} fait ne s’applique plus',
    many: '{{count}} faits ne s’appliquent plus',
    other: '{{count}} faits ne s’appliquent plus',
  },
  'cli.replay.card': 'correction par {{author}} : la carte {{card}} de {{hand}} était le {{to}} ({{reason}})',
  'cli.replay.card-elsewhere':
    'correction par {{author}} : une carte de ce coup qu’aucune main n’a gardée (brûlée ou laissée en proposition) était le {{to}} ({{reason}})',
  'cli.replay.other-ruling': 'une décision de {{author}}',
  'cli.replay.where': '{{said}} [{{type}} en position {{position}}]',
  'cli.replay.never-settled': 'rien (le coup n’a jamais été réglé)',
  'cli.replay.skipped-said':
    'un fait enregistré plus tard ne s’applique plus après une correction : {{reason}}',
  'cli.replay.mismatch': 'payé au règlement : {{recorded}} ; le rejeu le règle maintenant : {{replayed}}',
  'cli.replay.skipped': 'la position {{position}} ({{type}}) ne s’applique plus : {{reason}}',

  // sabot ruling and sabot pin: the pit boss's (or the home game's bank's) PIN.
  'cli.examples': 'Exemples :',
  'cli.role.pit-boss': 'du chef de table',
  'cli.role.bank': 'de la banque',
  // sabot staff
  'cli.staff.description':
    'le registre du personnel : badge, nom, rôles et code PIN de chacun, et qui donne les cartes',
  'cli.staff.roles':
    'Les rôles : {{roles}} (le superviseur est le chef de partie). Les codes PIN sont lus sur l’entrée standard, un par ligne.',
  'cli.staff.option.db': 'le journal de la table, pour une table qui tient son propre registre',
  'cli.staff.option.pg': 'le centre du pit (URL PostgreSQL) : son registre, que suit chaque table du pit',
  'cli.staff.db-or-pg':
    "Nommez le registre à modifier : le journal d'une table avec --db FICHIER, ou le centre du pit avec --pg URL (l'un des deux).",
  'cli.staff.option.badge': 'le badge de la personne (son matricule au casino)',
  'cli.staff.option.by':
    'le badge du responsable qui le demande (son code PIN en premier sur l’entrée standard)',
  'cli.staff.option.name':
    'le nom de la personne, tel que les en-têtes, les bordereaux et les rapports le montrent',
  'cli.staff.option.role': 'les rôles, séparés par des virgules',
  'cli.staff.option.reason': 'pourquoi, pour l’audit',
  'cli.staff.add.description':
    'inscrire une personne avec le code PIN qui lui est remis ; la première, sans --by, est le responsable qui ouvre le registre',
  'cli.staff.role.description': 'changer les rôles d’une personne',
  'cli.staff.disable.description':
    'désactiver un badge : il ne signe plus rien et ne prend plus aucune table',
  'cli.staff.pin.description':
    'fixer le code PIN d’une personne : son code actuel puis le nouveau, ou avec --by le code d’un responsable puis le nouveau',
  'cli.staff.sign-in.description':
    'un croupier prend la table avec son badge et son code PIN, et relève celui en poste',
  'cli.staff.sign-out.description': 'le croupier en poste quitte la table, avec son code PIN',
  'cli.staff.report.description':
    'qui a fait quoi : les coups donnés, les heures en poste, les bordereaux signés, les décisions, les changements du registre, les refus et les codes PIN refusés d’une personne, par journée de jeu',
  'cli.staff.option.day': 'une journée de jeu (début de journée et fuseau de la table)',
  'cli.staff.option.time-zone': 'lire les journées de jeu dans ce fuseau IANA au lieu de celui de la table',
  'cli.staff.option.json': 'écrire le rapport en JSON',
  'cli.staff.report.person': 'badge {{badge}} ({{name}}) : {{roles}}, {{state}}',
  'cli.staff.report.unknown': 'le badge {{badge}} n’est pas dans le registre du personnel de cette table',
  'cli.staff.report.active': 'actif',
  'cli.staff.report.disabled': 'désactivé',
  'cli.staff.report.nothing': 'rien de fait à cette table pendant la période demandée',
  'cli.staff.report.day':
    '{{day}} : coups donnés {{rounds}}, heures en poste {{hours}}, bordereaux signés {{slips}}, décisions {{rulings}}, changements du registre {{changes}}, refus {{refusals}}, codes PIN refusés {{pins}}',
  'cli.staff.report.signed': '{{time}} a signé {{type}} {{slip}} comme {{role}}',
  'cli.staff.report.ruled': '{{time}} a décidé {{type}} sur le coup {{round}}',
  'cli.staff.pin-of': 'le code PIN du badge {{badge}}',
  'cli.staff.new-pin-of': 'le nouveau code PIN du badge {{badge}}',
  'cli.staff.added': 'le badge {{badge}} ({{name}}) est inscrit : {{roles}}',
  'cli.staff.roles-changed': 'le badge {{badge}} a désormais : {{roles}}',
  'cli.staff.disabled': 'le badge {{badge}} est désactivé',
  'cli.staff.pin-set': 'le code PIN du badge {{badge}} est fixé',
  'cli.staff.signed-in': 'le badge {{badge}} est le croupier en poste',
  'cli.staff.signed-out': 'le badge {{badge}} a quitté la table : aucun croupier n’est en poste',
  'cli.pin.the-pin': 'le code PIN {{role}}',
  'cli.pin.the-current': 'le code PIN actuel {{role}}',
  'cli.pin.the-new': 'le nouveau code PIN {{role}}',
  'cli.pin.no-stdin': '{{what}} se lit sur l’entrée standard, qui n’est pas disponible',
  'cli.pin.none-given': '{{what}} se lit sur l’entrée standard : aucun n’a été donné',
  'cli.pin.set': 'le code PIN {{role}} de {{db}} est défini',
  'cli.pin.description':
    'gérer le code PIN du rôle qui tranche les litiges (chef de table, ou la banque de la partie en famille)',
  'cli.pin.set.description':
    'définir le code PIN (première ligne de l’entrée standard) ; pour le changer, d’abord le code actuel, puis le nouveau',
  'cli.pin.option.operator': 'qui le définit (enregistré)',
  'cli.ruling.description':
    'une décision du chef de table, enregistrée comme un nouveau fait avec motif et auteur (code PIN sur l’entrée standard)',
  'cli.ruling.void.description': 'annuler un coup, en cours ou réglé : chaque mise est rendue',
  'cli.ruling.card.description':
    'corriger une carte mal lue : la nommer par son coup, sa main et sa place dans la main, et dire ce qu’elle était',
  'cli.ruling.note.description': 'enregistrer la décision d’un litige avec un coup (aucun argent ne bouge)',
  'cli.ruling.option.round': 'le coup',
  'cli.ruling.option.reason': 'pourquoi, pour le contrôle',
  'cli.ruling.option.operator': 'qui décide',
  'cli.ruling.option.position':
    'au lieu de --round, --hand et --card : la carte par sa place dans le journal (sabot export, ou --verbose)',
  'cli.ruling.option.text': 'la décision',
  'cli.ruling.option.card-round': 'le coup où la carte a été donnée',
  'cli.ruling.option.hand':
    'la main, comme le rapport du coup la nomme : dealer (ou croupier), une boîte (3), ou une main d’une boîte séparée (3.2)',
  'cli.ruling.option.card-place': 'la place de la carte dans cette main : 1 pour sa première carte',
  'cli.ruling.option.to': 'la carte qu’elle était vraiment, par exemple 5S',
  'cli.ruling.hand-unread':
    '{{text}} ne nomme aucune main : écrivez dealer (ou croupier), une boîte (3) ou une main d’une boîte séparée (3.2)',
  'cli.ruling.card.which': 'nommez la carte par --round, --hand et --card ensemble (ou par --position seul)',
  'cli.ruling.card.help':
    'Mains : dealer (ou croupier) ; une boîte, 3 ; une main d’une boîte séparée, 3.1 pour la première, 3.2 pour la deuxième (comme sabot replay et le rapport du coup écrivent boîte 3.2). Les cartes se comptent à partir de 1 dans l’ordre où la main les a reçues : sabot ruling card --round 4 --hand 3.2 --card 2 --to KH.',
  'cli.done.card-corrected': 'coup {{round}} : la carte est corrigée en {{card}}',
  'cli.done.settled-again':
    'le coup {{round}} est réglé de nouveau : sabot replay --round {{round}} montre ce qui revient à chaque joueur',
  'cli.done.note': 'la note sur le coup {{round}} est enregistrée',
  'cli.done.adjusted': 'le coup {{round}} avait été payé ; le croupier en est prévenu : {{moves}}',
  'cli.done.recorded': 'enregistré (coup {{round}})',
  'cli.done.where': '{{said}} [{{type}} en position {{position}}, {{stream}}]',
  'cli.option.verbose': 'nommer aussi le type de chaque fait et sa place dans le journal',

  // sabot rules, odds and strategy.
  'cli.option.profile': 'identifiant du profil de règles : classic-6d, open-6d ou home-1d',
  'cli.option.rules-instead': 'un profil de règles personnalisé dans un fichier JSON (au lieu de --profile)',
  'cli.option.json-table': 'afficher du JSON au lieu d’un tableau',
  'cli.rules.description':
    'lister les profils de règles, ou en montrer un sous forme de tableau de ses règles',
  'cli.rules.argument.id': 'identifiant du profil à montrer (classic-6d, open-6d, home-1d)',
  'cli.rules.option.rules':
    'un profil de règles personnalisé dans un fichier JSON : le valider et le montrer',
  'cli.rules.decks': { one: '{{count}} jeu', many: '{{count}} jeux', other: '{{count}} jeux' },
  'cli.rules.peek': 'carte cachée, vérification',
  'cli.rules.no-hole-card': 'sans carte cachée',
  'cli.rules.column.id': 'identifiant',
  'cli.rules.column.table': 'nom',
  'cli.rules.column.shoe': 'sabot',
  'cli.rules.column.dealer': 'croupier',
  'cli.rules.column.document': 'règlement',
  'cli.rules.show-one': 'En montrer un : sabot rules ID',
  'cli.rules.title': '{{name}} ({{id}}) — d’après {{source}}',
  'cli.rules.column.rule': 'règle',
  'cli.rules.column.value': 'valeur',
  'cli.rules.column.meaning': 'sens',
  'cli.odds.description': 'probabilités exactes calculées d’après le profil de règles et un sabot neuf',
  'cli.odds.dealer.description':
    'le résultat final du croupier pour chaque carte visible (17–21, blackjack, dépassement), exactement, d’après un sabot neuf',
  'cli.odds.option.simulate':
    'donner aussi N mains du croupier par carte visible et les montrer à côté des chiffres exacts',
  'cli.odds.option.seed': 'graine des mains simulées (par défaut : d’après l’horloge, affichée)',
  'cli.odds.peek-note':
    'Sans vérification de la carte cachée : la deuxième carte peut être n’importe laquelle, un naturel compte donc comme « blackjack ».',
  'cli.odds.simulate-note':
    'Avec --simulate N, chaque résultat montre le chiffre exact, le chiffre simulé et leur écart en\nerreurs types de la simulation (la plupart restent entre ±2).',
  'cli.odds.title': 'Probabilités du croupier pour {{id}} — {{name}}',
  'cli.odds.shoe-line':
    '{{decks}}, {{rule}} ; chaque carte visible tirée d’un sabot neuf, en pourcentage des mains.',
  'cli.odds.up-card': 'carte visible',
  'cli.strategy.description':
    'la table de stratégie de base d’un profil de règles, calculée d’après ses règles (dures, souples, paires)',
  'cli.strategy.option.json': 'afficher du JSON au lieu d’une table',
  'cli.strategy.method': [
    'Selon le total, calculée pour ce profil : chaque départ de deux cartes pesé selon sa fréquence,',
    'contre les probabilités exactes du croupier une fois sorties la carte visible, les deux cartes et la première carte tirée ;',
    'les tirages suivants viennent de cette même composition.',
  ].join('\n'),
  'cli.strategy.title': 'Stratégie de base pour {{id}} — {{name}}',
  'cli.strategy.derived-for': 'Établie pour : {{rules}}.',
  'cli.strategy.hard': 'dure',
  'cli.strategy.soft': 'souple',
  'cli.strategy.pair': 'paire',
  'cli.strategy.legend.hit': 'tirer',
  'cli.strategy.legend.stand': 'rester',
  'cli.strategy.legend.double-hit': 'doubler, sinon tirer',
  'cli.strategy.legend.double-stand': 'doubler, sinon rester',
  'cli.strategy.legend.split': 'séparer',
  'cli.strategy.legend.surrender-hit': 'abandonner, sinon tirer',
  'cli.strategy.legend.surrender-stand': 'abandonner, sinon rester',
  'cli.strategy.legend.surrender-split': 'abandonner, sinon séparer',

  // Help: the program and commander's own headings.
  'cli.program.description': 'Sabot : aide au croupier et gestion d’une table de blackjack réelle',
  'cli.program.exit-codes': [
    'Codes de sortie :',
    '  0  ok',
    '  1  erreur interne (un défaut, ou la machine a failli)',
    '  2  mauvais usage (commande ou option inconnue, argument manquant)',
    '  3  entrée refusée (profil ou carte inconnus, fichier invalide, ligne refusée)',
  ].join('\n'),
  'cli.help.usage': 'Usage :',
  'cli.help.arguments': 'Arguments :',
  'cli.help.options': 'Options :',
  'cli.help.global-options': 'Options globales :',
  'cli.help.commands': 'Commandes :',
  'cli.help.help-option': 'afficher l’aide de la commande',

  // sabot play's help.
  'cli.play.description': 'faire passer un script de table (entrées en JSON Lines) par l’automate du coup',
  'cli.play.option.script': 'le script de table (voir docs/table-scripts.md)',
  'cli.play.option.profile':
    'identifiant du profil de règles, sauf si le script commence par une ligne de table',
  'cli.play.option.min': 'minimum de la table (par défaut : celui du profil)',
  'cli.play.option.max': 'maximum de la table pour une boîte (par défaut : celui du profil)',
  'cli.play.option.db': 'enregistrer aussi chaque entrée dans ce journal de table (créé s’il est nouveau)',
  'cli.play.option.json': 'afficher un rapport JSON au lieu du récit coup par coup',
  'cli.play.exit-codes':
    'Codes de sortie : 0 chaque ligne acceptée, 3 une ligne refusée (le script continue), 2 mauvais usage.',

  // sabot export and sabot backup.
  'cli.export.description':
    'afficher le journal d’une table en JSON Lines, un fait par ligne, avec sa position, son coup et son empreinte ; ou un seul coup, en faits ou en script de table pour sabot play',
  'cli.export.option.round': 'seulement ce coup',
  'cli.export.option.script':
    'le coup en script de table (docs/table-scripts.md) : sabot play --script le rejoue',
  'cli.export.script-needs-round': '--script exporte un seul coup : nommez-le avec --round N',
  'cli.backup.description':
    'copier le journal d’une table pendant qu’elle joue (sauvegarde SQLite en ligne), puis vérifier la copie',
  'cli.backup.option.to': 'le fichier de sauvegarde (ne doit pas exister)',
  'cli.backup.failed': 'la sauvegarde a échoué : {{problem}}',
  'cli.backup.done': {
    one: '{{to}} : sauvegarde de {{db}}, vérifiée — {{count}} fait',
    many: '{{to}} : sauvegarde de {{db}}, vérifiée — {{count}} faits',
    other: '{{to}} : sauvegarde de {{db}}, vérifiée — {{count}} faits',
  },

  // sabot drill: the dealer's side of the table, for practice.
  'cli.drill.description':
    'un exercice du croupier : des mains du croupier tirées d’un sabot mélangé, avec son obligation à chaque carte',
  'cli.drill.option.hands': 'nombre de mains du croupier à donner',
  'cli.drill.option.seed':
    'graine du mélange (par défaut : d’après l’horloge, affichée pour refaire l’exercice)',
  'cli.drill.title': {
    one: 'Sabot — {{name}} ({{id}}), sabot de {{count}} jeu, graine {{seed}}',
    many: 'Sabot — {{name}} ({{id}}), sabot de {{count}} jeux, graine {{seed}}',
    other: 'Sabot — {{name}} ({{id}}), sabot de {{count}} jeux, graine {{seed}}',
  },
  'cli.drill.rule': 'Exercice du croupier : {{rule}}.',
  'cli.drill.hand': 'Main {{hand}}',
  'cli.drill.end': '{{out}} cartes sorties sur {{of}}. Refaites cet exercice avec --seed {{seed}}.',

  // sabot devices: where the shoe reader is plugged in.
  'cli.devices.description': 'lister les ports série où peut se trouver un lecteur de sabot',
  'cli.devices.option.json': 'afficher la liste en JSON',
  'cli.devices.cannot-list': 'les ports série ne peuvent pas être listés : {{detail}}',
  'cli.devices.none': [
    'Aucun port série trouvé. Branchez le lecteur du sabot (USB) et relancez `sabot devices`.',
    'Pour essayer Sabot sans lecteur, `sabot shoe-sim --pty` en simule un ; son pseudo-terminal',
    'n’est pas un port série du système, il n’est donc pas listé ici : utilisez le chemin qu’affiche shoe-sim.',
  ].join('\n'),
  'cli.devices.count': {
    one: '{{count}} port série :',
    many: '{{count}} ports série :',
    other: '{{count}} ports série :',
  },
  'cli.devices.column.path': 'CHEMIN',
  'cli.devices.column.manufacturer': 'FABRICANT',
  'cli.devices.column.serial': 'NUMÉRO DE SÉRIE',
  'cli.devices.column.usb': 'FOURNISSEUR:PRODUIT',

  // What several commands say.
  'cli.odds.seed-needs-simulate': '--seed est la graine de --simulate : donnez les deux',
  'cli.option.name-a-table': 'nommez une table avec --profile ID ou --rules FICHIER',
  'cli.internal-error': 'erreur interne : {{detail}}',

  // sabot start, sabot serve and sabot verify.
  'cli.start.description':
    'ouvrir la table avec le simulateur de sabot et un journal de la table dans le dossier de données de l’utilisateur : la fenêtre Electron si son binaire est installé, sinon le mode web',
  'cli.start.option.db': 'le journal de la table (par défaut : <dossier de données>/<profil>.db)',
  'cli.start.option.port': 'mode web : le port d’écoute (0 : n’importe quel port libre)',
  'cli.start.option.web': 'le mode web même là où Electron est installé',
  'cli.start.terminal-instead':
    'La table sur le terminal à la place : sabot table --db FICHIER [--profile ID]',
  'cli.start.data-dir-unusable':
    'impossible de garder le journal de la table dans le dossier de données {{dir}} : {{problem}} ; donnez à SABOT_DATA_DIR un dossier où cet utilisateur peut écrire, ou nommez le journal avec --db FICHIER',
  'cli.start.electron.not-installed': 'l’application de bureau n’est pas installée (npm ci --prefix desktop)',
  'cli.start.electron.unbuilt': 'l’application de bureau n’est pas construite (npm run build:desktop)',
  'cli.start.electron.never-downloaded': 'le binaire d’Electron n’a jamais été téléchargé (pas de {{file}})',
  'cli.start.electron.missing': 'le binaire d’Electron manque ({{binary}})',
  'cli.start.electron.found': 'le binaire d’Electron est dans {{binary}}',
  'cli.start.electron.web-given': '--web a été donné',
  'cli.start.tls-needs-web':
    '--tls-cert et --tls-key sont pour le mode web (la fenêtre de bureau ne parle qu’à sa table sur cette machine) : ajoutez --web',
  'cli.table.no-log-yet':
    '{{db}} n’existe pas encore : nommez son profil (--profile ID) pour y ouvrir une nouvelle table',
  'cli.start.database': 'Sabot — journal de la table : {{db}}',
  'cli.start.desktop-mode': 'Sabot — mode bureau (Electron) : {{why}}.',
  'cli.start.web-mode':
    'Sabot — mode web : {{why}}.\nOuvrez l’adresse Dashboard ci-dessous dans un navigateur de cette machine. La table sur le terminal à la place : sabot table --db {{db}}',
  'cli.start.electron-exited': 'la fenêtre Electron s’est fermée avec le code {{code}}',
  'cli.serve.description':
    'mode web : la table en direct et son tableau de bord dans un navigateur, sur cette machine par défaut',
  'cli.serve.option.port': 'le port d’écoute (0 : n’importe quel port libre)',
  'cli.serve.option.beyond-loopback':
    'écouter sur toutes les interfaces ; chaque connexion doit alors s’identifier (lit « PIN-CROUPIER PIN-REVUE » sur l’entrée standard)',
  'cli.serve.option.tls-cert': 'servir HTTPS et WSS avec ce certificat (PEM) ; demande --tls-key',
  'cli.serve.option.tls-key': 'la clé privée du certificat (PEM)',
  'cli.serve.help':
    'Hors de la boucle locale, le chef de partie s’identifie avec le PIN fixé par « sabot pin set » ; le croupier et le\nréviseur en lecture seule avec les deux PIN donnés sur l’entrée standard, gardés pour cette exécution seulement :\n  echo "4821 7730" | sabot serve --db table.db --listen-beyond-loopback --tls-cert cert.pem --tls-key key.pem\nSans --tls-cert les PIN traversent le réseau en clair : le serveur le dit au démarrage.',
  'cli.serve.tls-together': '--tls-cert et --tls-key vont ensemble : donnez le certificat et sa clé',
  'cli.serve.reader.sim': 'le simulateur de sabot sur un pseudo-terminal',
  'cli.serve.reader.device': 'le lecteur du sabot sur {{device}}',
  'cli.serve.mode.loopback': 'mode web sur la boucle locale seulement (cette machine) : sans identification',
  'cli.serve.mode.beyond-loopback':
    'mode web hors de la boucle locale (toutes les interfaces) : chaque connexion s’identifie',
  'cli.serve.mode.tls': '{{mode}}, en TLS',
  'cli.serve.table': 'Sabot — table {{profile}} en {{mode}}, avec {{reader}}.',
  'cli.serve.log': 'Journal de la table : {{db}}',
  'cli.serve.stop': 'Arrêt avec Ctrl-C.',
  'cli.serve.ships': 'Envoie chaque fait à la salle, au centre {{center}}',
  'cli.serve.ships-own-pit':
    'Envoie chaque fait à la salle de ce répertoire de données, au centre {{center}} (sabot pit serve la démarre ; la table joue pendant qu’elle est arrêtée)',
  'cli.serve.closed': 'Sabot — la table est fermée.',
  'cli.serve.port-in-use':
    'le port {{port}} est déjà pris (un autre programme, peut-être une autre table, y écoute) : choisissez-en un autre avec --port, par ex. --port {{other}}, ou --port 0 pour n’importe quel port libre',
  'cli.serve.cannot-listen': 'impossible d’écouter sur le port {{port}} : {{detail}}',
  'cli.serve.pins-prompt': 'les PIN du croupier et de la revue (« PIN-CROUPIER PIN-REVUE »)',
  'cli.serve.two-pins': 'donnez deux PIN sur une ligne : celui du croupier, puis celui du réviseur',
  'cli.verify.description':
    'contrôler le journal de la table : intégrité, migrations, verrous d’ajout seul, chaîne de hachage, sceaux des journaux et des PIN, tête de chaîne',
  'cli.verify.option.json': 'afficher le résultat en JSON',
  'cli.verify.exit-codes':
    'Codes de sortie : 0 le journal est intact, 3 il ne l’est pas (la première position fautive est nommée).',
  'cli.verify.nothing-verified': '{{problem}} (rien n’a été vérifié)',
  'cli.verify.intact': {
    one: '{{db}} : intact — {{count}} événement',
    many: '{{db}} : intact — {{count}} d’événements',
    other: '{{db}} : intact — {{count}} événements',
  },
  'cli.verify.head': '{{intact}}, tête de chaîne à {{position}} ({{hash}}…)',
  'cli.verify.not-intact': '{{db}} n’est PAS intact : {{problem}}',
  'cli.verify.not-intact-at': '{{db}} n’est PAS intact à la position {{position}} : {{problem}}',

  // Files and numbers named on the command line.
  'cli.file.script': 'le script',
  'cli.file.rule-profile': 'le profil de règles',
  'cli.file.card-script': 'le script de cartes',
  'cli.file.tls-certificate': 'le certificat TLS',
  'cli.file.tls-key': 'la clé TLS',
  'cli.file.rule-profile.bare': 'profil de règles',
  'cli.file.card-script.bare': 'script de cartes',
  'cli.file.cannot-read': 'impossible de lire {{what}} {{path}} : {{why}}',
  'cli.file.why.missing': 'ce fichier n’existe pas (vérifiez son nom)',
  'cli.file.why.not-a-folder': 'une partie de son chemin est un fichier, pas un dossier',
  'cli.file.why.forbidden': 'cet utilisateur n’a pas le droit de le lire',
  'cli.file.why.folder': 'c’est un dossier, pas un fichier',
  'cli.file.script-too-large':
    '{{what}} {{path}} dépasse {{mib}} Mio, plus qu’un script ne joue d’un coup : coupez-le en plusieurs scripts',
  'cli.file.too-large': '{{what}} {{path}} dépasse {{mib}} Mio : ce n’est pas un {{kind}}',
  'cli.file.line-not-kept': '(plus de {{count}} caractères, non conservée)',
  'cli.number.whole-at-least': '{{option}} prend un nombre entier d’au moins {{least}}, pas « {{text}} »',
  'cli.number.whole-range': '{{option}} prend un nombre entier de {{least}} à {{most}}, pas « {{text}} »',
  'cli.number.share': '{{option}} prend une proportion de 0 à 1, pas « {{text}} »',
  'cli.number.seconds': '{{option}} prend des secondes de 0 à {{most}}, pas « {{text}} »',
  'cli.number.amount': '{{option}} prend un montant en unités de la table, pas « {{text}} » : {{why}}',
  'cli.number.amount-above-zero': 'un montant est un nombre d’unités de la table supérieur à 0',

  // sabot simulate: the report and the progress bar.
  'cli.simulate.label.rules': 'Règles :',
  'cli.simulate.label.play': 'Jeu :',
  'cli.simulate.label.rounds': 'Coups :',
  'cli.simulate.label.ev': 'Espérance :',
  'cli.simulate.label.interval': '95 % :',
  'cli.simulate.label.speed': 'Vitesse :',
  'cli.simulate.label.repeat': 'Refaire :',
  'cli.simulate.label.log': 'Journal :',
  'cli.simulate.title': 'Simulation de {{id}} — {{name}}',
  'cli.simulate.strategy': 'stratégie de base',
  'cli.simulate.play': {
    one: '{{count}} boîte à la mise minimale de {{stake}}, {{strategy}}, assurance et paiement égal refusés',
    many: '{{count}} de boîtes à la mise minimale de {{stake}}, {{strategy}}, assurance et paiement égal refusés',
    other:
      '{{count}} boîtes à la mise minimale de {{stake}}, {{strategy}}, assurance et paiement égal refusés',
  },
  'cli.simulate.sessions':
    ' ; {{sessions}} parties de {{rounds}} coups, {{replaced}} joueurs remplacés faute de jetons',
  'cli.simulate.rounds':
    '{{rounds}} ({{hands}} mains : blackjack {{blackjacks}}, doublées {{doubles}}, séparées {{splits}}, abandons {{surrenders}} ; gagnées {{won}}, égalités {{pushed}}, perdues {{lost}})',
  'cli.simulate.ev':
    '{{ev}} ± {{stderr}} de la mise initiale par coup (le gain net des joueurs ; négatif, c’est l’avantage de la banque)',
  'cli.simulate.interval': 'de {{low}} à {{high}}',
  'cli.simulate.speed': '{{rate}} coups/s sur {{threads}}, {{elapsed}}',
  'cli.simulate.threads': {
    one: '{{count}} fil d’exécution',
    many: '{{count}} de fils d’exécution',
    other: '{{count}} fils d’exécution',
  },
  'cli.simulate.repeat': '--seed {{seed}} --workers {{workers}} rejoue les mêmes coups',
  'cli.simulate.recorded':
    '{{rounds}} coups inscrits au journal de la table {{path}} ({{facts}} faits) ; pour le vérifier : sabot verify --db {{path}}',
  'cli.simulate.db-one-thread':
    '--db inscrit une seule table, jouée sur un seul fil d’exécution : retirez --workers',
  'cli.simulate.from-time': '--from prend une heure comme 2026-11-01T18:00:00Z, pas « {{text}} »',
  'cli.simulate.boxes-range':
    '--boxes prend un nombre entier de 1 à {{boxes}} ({{profile}} a les boîtes 1 à {{boxes}})',
  'cli.simulate.unit.rounds': 'coups',
  'cli.progress.rate': '{{rate}} {{what}}/s',
  'cli.progress.unit.facts': 'faits',
  'cli.progress.left': 'encore environ {{time}}',
  'cli.duration.seconds': '{{seconds}} s',
  'cli.duration.minutes': '{{minutes}} min et {{seconds}} s',
  'cli.duration.hours': '{{hours}} h et {{minutes}} min',

  // sabot simulate's help.
  'cli.simulate.description':
    'jouer des coups en stratégie de base à travers le diagramme d’états du coup et donner l’espérance (l’avantage de la banque)',
  'cli.simulate.option.rounds': 'coups à jouer',
  'cli.simulate.option.seed':
    'graine du mélange (par défaut : l’horloge, affichée pour pouvoir refaire la simulation)',
  'cli.simulate.option.boxes':
    'boîtes occupées, un joueur chacune (par défaut : le moins que la table accepte)',
  'cli.simulate.option.workers':
    'fils d’exécution qui se partagent les coups (1 : dans la commande elle-même)',
  'cli.simulate.option.json': 'afficher du JSON au lieu du texte',
  'cli.simulate.option.db': 'inscrire aussi les coups dans ce journal de la table (créé s’il est nouveau)',
  'cli.simulate.option.from':
    'avec --db : l’heure de table de la première saisie (ISO 8601 ; par défaut maintenant)',
  'cli.simulate.option.operator': 'avec --db : le croupier au nom duquel les coups sont inscrits',
  'cli.simulate.help': [
    'Chaque coup passe par le même diagramme d’états du coup et le même règlement qu’à une table en direct : un\nsabot mélangé avec la carte de coupe du profil (un jeu de partie privée est ramassé et mélangé après chaque coup),\nchaque boîte un joueur à la mise minimale en stratégie de base, assurance et paiement égal refusés.\nL’espérance est le gain net moyen des joueurs par coup et par unité de mise initiale (négatif : l’avantage de la banque),\net son erreur type est calculée à partir des coups.',
    '--boxes vaut par défaut le moins de boîtes auxquelles la table donne : classic-6d ne donne qu’avec au moins deux\nboîtes occupées (« Pour commencer le jeu, au moins deux boîtes doivent être occupées »), il joue donc 2 boîtes et\nrefuse --boxes 1 ; pour un chiffre à une boîte selon les règles de classic-6d, chargez une copie du profil avec\ntable.minOccupiedBoxes à 1 (--rules FICHIER). Une partie privée joue des parties à la suite de ses coups\nconvenus, chacune depuis les jetons de départ des joueurs ; un joueur sans jetons est remplacé.',
    'La même --seed et le même --workers jouent toujours les mêmes coups et affichent les mêmes chiffres\n(seule la vitesse change) ; un autre nombre de fils d’exécution joue d’autres sabots, ses chiffres diffèrent donc\ndans leur erreur type. Sans --seed, la graine vient de l’horloge et est affichée.\nUne barre de progression est dessinée sur la sortie d’erreur quand c’est un terminal.',
    'Avec --db FICHIER les coups sont aussi inscrits dans ce journal de la table (créé s’il est nouveau), chaque coup une\ntransaction par le service de la table, avec la source « simulator » : un journal de mois de jeu pour\nla revue du chef de partie et les rapports (« sabot verify --db FICHIER » et « sabot replay --db FICHIER » le lisent comme\nn’importe quel autre). Il joue sur un seul fil d’exécution, une saisie toutes les {{seconds}} s d’heure de table depuis --from (par défaut maintenant,\nou après le dernier fait du journal) ; Ctrl-C arrête après le coup en cours d’inscription.',
  ].join('\n\n'),

  // sabot simulate: the rules line of its report.
  'cli.rules-line.decks': { one: '{{count}} jeu', many: '{{count}} de jeux', other: '{{count}} jeux' },
  'cli.rules-line.cut-card': 'carte de coupe à {{percent}} %',
  'cli.rules-line.shuffled-every-round': 'mélangé après chaque coup',
  'cli.rules-line.peek': 'vérification du blackjack sur {{upcards}}',
  'cli.rules-line.and': ' et ',
  'cli.rules-line.no-hole-card.all-bets':
    'sans carte cachée (un blackjack du croupier prend aussi les doubles et les séparations)',
  'cli.rules-line.no-hole-card.original':
    'sans carte cachée (un blackjack du croupier ne prend que les mises initiales)',
  'cli.rules-line.no-double': 'pas de double',
  'cli.rules-line.any-two-cards': 'deux cartes quelconques',
  'cli.rules-line.double.after-split': 'doubler sur {{on}}, aussi après une séparation',
  'cli.rules-line.double.not-after-split': 'doubler sur {{on}}, pas après une séparation',
  'cli.rules-line.for-less': ', pour moins',
  'cli.rules-line.no-split': 'pas de séparation',
  'cli.rules-line.split.rank': 'séparer les paires d’un même rang jusqu’à {{hands}}',
  'cli.rules-line.split.value': 'séparer les paires d’une même valeur jusqu’à {{hands}}',
  'cli.rules-line.any-number-of-hands': 'autant de mains que voulu',
  'cli.rules-line.hands': { one: '{{count}} main', many: '{{count}} de mains', other: '{{count}} mains' },
  'cli.rules-line.aces-resplit': ', as reséparés',
  'cli.rules-line.no-surrender': 'pas d’abandon',
  'cli.rules-line.two-cards-totalling': 'deux cartes totalisant {{totals}}',
  'cli.rules-line.surrender': 'abandon sur {{on}}',
  'cli.rules-line.without-ace': ' sans as',
  'cli.rules-line.not-against-ace': ', pas contre un as',
  'cli.rules-line.blackjack-pays': 'le blackjack paie {{pays}}:{{per}}',
  // Usage errors (the command line itself).
  'cli.usage.help-hint': '(lancer avec --help pour l’usage)',
  'cli.usage.unknown-option': 'erreur : option inconnue {{option}}',
  'cli.usage.unknown-command': 'erreur : commande inconnue {{command}}',
  'cli.usage.required-option': 'erreur : l’option {{option}} est obligatoire',
  'cli.usage.argument-missing': 'erreur : l’option {{option}} demande une valeur',
  'cli.usage.missing-argument': 'erreur : l’argument {{argument}} manque',
  'cli.usage.too-many-arguments': {
    one: 'erreur : trop d’arguments pour {{command}} : elle en prend {{expected}}, {{count}} a été donné',
    many: 'erreur : trop d’arguments pour {{command}} : elle en prend {{expected}}, {{count}} ont été donnés',
    other:
      'erreur : trop d’arguments pour {{command}} : elle en prend {{expected}}, {{count}} ont été donnés',
  },
  'cli.usage.invalid-argument': 'erreur : {{option}} ne peut pas valoir {{value}} : {{why}}',
  'cli.usage.did-you-mean': '(vouliez-vous dire {{suggestion}} ?)',

  // The shift report (sabot report shift) and the scripted clock of sabot play --from.
  'cli.play.option.from':
    "avec --db : l'heure de table de la première ligne du script (ISO 8601), pour que les faits aient les mêmes heures à chaque partie",
  'cli.play.option.pace': 'avec --from : secondes de table entre deux lignes (par défaut {{seconds}})',
  'cli.play.from-needs-db':
    "--from fixe l'heure des faits enregistrés dans un journal : donnez le journal avec --db",
  'cli.play.pace-needs-from':
    "--pace espace les lignes d'un script joué --from une heure : donnez aussi --from",
  'cli.report.description': 'les rapports de la table, lus dans son journal',
  'cli.report.shift.description':
    "le rapport de vacation d'une journée de jeu (ou du mois en cours) : ouverture, approvisionnements, crédits, drop, fermeture, gain et hold, le résultat de la maison selon les cartes, et la fermeture que le plateau devrait montrer",
  'cli.report.option.day': 'la journée de jeu AAAA-MM-JJ (par défaut : celle du dernier fait du journal)',
  'cli.report.option.month': "le mois AAAA-MM, à ce jour : chaque journée de jeu qu'en tient le journal",
  'cli.report.option.gaming-day-starts':
    "l'heure où commence la journée de jeu, HH:MM heure locale (par défaut : celle de la table, sinon 06:00)",
  'cli.report.option.time-zone':
    'le fuseau horaire du casino, par ex. Europe/Paris (par défaut : celui de la table, sinon celui de cette machine)',
  'cli.report.option.json': 'imprimer le rapport en un document JSON (la forme du contrat)',
  'cli.report.option.csv':
    'imprimer un tableau du rapport en CSV : KIND summary (par défaut), days, slips, buy-ins, croupiers, counts ou limits',
  'cli.report.option.xlsx': 'écrire le rapport en classeur FILE (.xlsx), une feuille par tableau',
  'cli.report.json-and-csv': 'choisissez une seule option parmi --json, --csv et --xlsx',
  'cli.report.day-and-month': 'nommez une journée de jeu (--day) ou un mois (--month), pas les deux',
  'cli.report.bad-day': '--day prend une journée de jeu comme 2026-11-02, pas « {{text}} »',
  'cli.report.bad-month': '--month prend un mois comme 2026-11, pas « {{text}} »',
  'cli.report.bad-csv-kind':
    '--csv prend un tableau du rapport : summary, days, slips, buy-ins, croupiers, counts ou limits, pas « {{text}} »',
  'cli.report.xlsx-written': 'le classeur {{file}} est écrit, une feuille pour chacun : {{sheets}}',
  'cli.report.xlsx-failed': 'le classeur {{file}} n’a pas pu être écrit : {{reason}}',
  'cli.report.xlsx-why.no-folder': 'son dossier n’existe pas',
  'cli.report.xlsx-why.forbidden': 'cet utilisateur ne peut pas y écrire',
  'cli.report.xlsx-why.folder': 'c’est un dossier, pas un fichier',
  'cli.report.bad-starts': '--gaming-day-starts prend une heure locale comme 06:00, pas « {{text}} »',
  'cli.report.bad-zone': '--time-zone prend un fuseau horaire comme Europe/Paris, pas « {{text}} »',
  'cli.report.title.day':
    'Rapport de vacation de la table {{table}}, journée de jeu du {{day}} (dès {{starts}}, {{zone}})',
  'cli.report.title.month':
    'Rapport de vacation de la table {{table}}, mois en cours {{day}} (journées de jeu dès {{starts}}, {{zone}})',
  'cli.report.no-books':
    "Pas de comptabilité : cette table n'a jamais été ouverte, son plateau jamais compté. Les coups et le résultat de la maison ci-dessous viennent des cartes seules.",
  'cli.report.still-open':
    "La table est encore ouverte : sa fermeture n'est pas comptée, la fermeture ci-dessous est donc le plateau que les cartes disent qu'il contient.",
  'cli.report.nothing': "Rien n'a été enregistré dans cette période.",
  'cli.report.figure.opener': 'ouverture',
  'cli.report.figure.closer': 'fermeture',
  'cli.report.figure.fills': 'approvisionnements',
  'cli.report.figure.credits': 'crédits',
  'cli.report.figure.drop': 'drop (caisse)',
  'cli.report.figure.markers': 'dont marqueurs',
  'cli.report.figure.chips-sold': 'jetons vendus',
  'cli.report.figure.win': 'gain',
  'cli.report.figure.hold': 'hold (gain ÷ drop)',
  'cli.report.figure.house-result': 'résultat de la maison (cartes)',
  'cli.report.figure.expected-closer': 'fermeture attendue',
  'cli.report.figure.discrepancy': 'écart',
  'cli.report.figure.rounds': 'coups',
  'cli.report.figure.rounds-per-hour': 'coups par heure',
  'cli.report.hold-none': '— (pas de drop)',
  'cli.report.discrepancy.none': 'Le plateau contient ce que les cartes disent.',
  'cli.report.discrepancy.short':
    'Il manque {{amount}} au plateau : une erreur de paiement, des jetons manquants ou une erreur de compte à examiner.',
  'cli.report.discrepancy.over':
    'Le plateau contient {{amount}} de plus que ce que disent les cartes : une erreur de paiement ou de compte à examiner.',
  'cli.report.heading.days-money': 'Journées de jeu : l’argent du plateau',
  'cli.report.heading.days-result': 'Journées de jeu : le résultat',
  'cli.report.column.gaming-day': 'journée de jeu',
  'cli.report.heading.counts': 'Comptes du plateau',
  'cli.report.heading.opener-differs': 'Ouvertures qui diffèrent de la dernière fermeture',
  'cli.report.heading.slips': 'Bons',
  'cli.report.heading.buy-ins': 'Achats de jetons',
  'cli.report.heading.adjustments': 'Décisions sur des coups payés (jetons à déplacer)',
  'cli.report.column.round': 'coup',
  'cli.report.column.ruling': 'décision',
  'cli.report.column.ruled-by': 'décidé par',
  'cli.report.column.moves': 'jetons à déplacer',
  'cli.report.column.acknowledged': 'déplacés',
  'cli.report.acknowledged': '{{at}} par {{by}}',
  'cli.report.not-acknowledged': 'PAS ENCORE',
  'cli.report.ruling.void': 'annulé : {{reason}}',
  'cli.report.ruling.card': 'carte {{detail}}',
  'cli.report.column.buy-in': 'n°',
  'cli.report.column.box': 'boîte',
  'cli.report.column.bettor': 'joueur (carte)',
  'cli.report.column.method': 'payé en',
  'cli.report.column.recorded-by': 'enregistré par',
  'cli.report.method.cash': 'espèces',
  'cli.report.method.marker': 'marqueur',
  'cli.report.heading.croupiers': 'Croupiers de service',
  'cli.report.heading.limits': 'Limites',
  'cli.report.opener-differs': '{{at}} : ouverture {{opener}}, dernière fermeture {{closer}}',
  'cli.report.heading.clock-back': 'L’horloge reculée',
  'cli.report.clock-back':
    '{{at}} : enregistré après un fait de {{after}} : l’horloge de la table a été reculée ; les faits restent tels qu’enregistrés, vérifiez les heures autour',
  'cli.report.count.opener': 'ouverture',
  'cli.report.count.closer': 'fermeture',
  'cli.report.kind.fill': 'approvisionnement',
  'cli.report.kind.credit': 'crédit',
  'cli.report.status.void': 'ANNULÉ : {{reason}}',
  'cli.report.column.table': 'nom de la table',
  'cli.report.column.figure': 'poste',
  'cli.report.column.amount': 'montant',
  'cli.report.column.at': 'heure',
  'cli.report.column.by': 'signé par',
  'cli.report.column.slip': 'bon',
  'cli.report.column.kind': 'type',
  'cli.report.column.status': 'état',
  'cli.report.column.croupier': 'croupier de service',
  'cli.report.column.rounds': 'coups',
  'cli.report.column.hours': 'heures',
  'cli.report.column.misdeals': 'erreurs de donne',
  'cli.report.column.corrections': 'rectifications',
  'cli.report.column.voids': 'coups annulés',
  'cli.report.column.from': 'dès',
  'cli.report.column.min': 'mise minimale',
  'cli.report.column.max': 'mise maximale',

  // simulated shifts: sabot simulate --days.
  'cli.simulate.label.days': 'Jours :',
  'cli.simulate.label.books': 'Comptes :',
  'cli.simulate.shifts.title': 'Journées simulées de {{id}} — {{name}}',
  'cli.simulate.shifts.play': {
    one: '{{count}} boîte, joueurs misant de {{low}} à {{high}} en stratégie de base, {{perHour}} coups par heure, {{hours}} h par journée de jeu',
    many: '{{count}} de boîtes, joueurs misant de {{low}} à {{high}} en stratégie de base, {{perHour}} coups par heure, {{hours}} h par journée de jeu',
    other:
      '{{count}} boîtes, joueurs misant de {{low}} à {{high}} en stratégie de base, {{perHour}} coups par heure, {{hours}} h par journée de jeu',
  },
  'cli.simulate.shifts.days': {
    one: '{{count}} journée de jeu ouverte le {{from}} UTC : {{rounds}} coups, relèves de croupier {{changes}}',
    many: '{{count}} de journées de jeu, la première ouverte le {{from}} UTC : {{rounds}} coups, relèves de croupier {{changes}}',
    other:
      '{{count}} journées de jeu, la première ouverte le {{from}} UTC : {{rounds}} coups, relèves de croupier {{changes}}',
  },
  'cli.simulate.shifts.books':
    'drop {{drop}} (espèces {{cash}}, marqueurs {{markers}} ; {{buyIns}} achats de jetons), fills {{fills}}, crédits {{credits}}, bons annulés {{voids}} ; résultat de la banque {{house}} ; dernier inventaire de fermeture {{closer}}',
  'cli.simulate.shifts.speed': '{{rate}} coups/s, {{elapsed}}',
  'cli.simulate.shifts.repeat': '--seed {{seed}} rejoue les mêmes journées dans un nouveau journal',
  'cli.simulate.shifts.rounds-or-days':
    'donnez --rounds N (coups à jouer), ou --days N avec --db FICHIER (journées de jeu entières d’une table), pas les deux',
  'cli.simulate.shifts.need-db':
    '--days inscrit des journées de jeu entières au journal d’une table : ajoutez --db FICHIER',
  'cli.simulate.shifts.home-game':
    '{{profile}} est un jeu entre amis sans caisse à jetons : --days joue une table de casino',
  'cli.simulate.shifts.table-open':
    'la table de {{path}} est ouverte (son inventaire de fermeture manque) : on ignore ce que contient sa caisse ; fermez-la avant de simuler d’autres journées',
  'cli.simulate.shifts.tray': '--tray : {{why}}',
  'cli.simulate.shifts.tray-form':
    'donnez un compte par valeur de jeton, par exemple {"5":200,"25":200,"100":100} (valeurs {{chips}})',
  'cli.simulate.shifts.names': '{{option}} prend des noms séparés par des virgules, au moins un',
  'cli.simulate.option.days':
    'avec --db : journées de jeu entières d’une table, avec ses comptes (au lieu de --rounds)',
  'cli.simulate.option.hours': 'avec --days : heures d’ouverture de la table par journée de jeu',
  'cli.simulate.option.rounds-per-hour':
    'avec --days : la cadence du croupier (par défaut 60 à sept boîtes, plus avec moins)',
  'cli.simulate.option.tray':
    'avec --days : la caisse du premier inventaire d’ouverture, et la dotation que fills et crédits maintiennent (JSON)',
  'cli.simulate.option.croupiers':
    'avec --days : croupiers prenant la table à tour de rôle, un nouveau chaque heure (séparés par des virgules)',
  'cli.simulate.option.supervisors':
    'avec --days : superviseurs signant les comptes, un par journée de jeu à tour de rôle',
  'cli.simulate.shifts.help':
    'Avec --days N et --db FICHIER, la table joue des journées de jeu entières avec ses comptes : chaque\njournée ouvre à --from (puis 24 heures plus tard chaque jour) avec la caisse comptée (le premier jour\n--tray, par défaut {{tray}} ; ensuite le dernier inventaire de\nfermeture), les joueurs s’assoient et achètent des jetons (espèces, quelques marqueurs), un croupier\nrelève l’autre chaque heure, un fill quand la caisse baisse et un crédit quand elle monte, sur des\nbons sans trou, des coups au rythme de --rounds-per-hour, et la fermeture après --hours (par défaut\n{{hours}}) avec la caisse telle que chaque mouvement de jetons l’a laissée : le rapport de journée\nse réconcilie. Une journée de jeu commence à 06:00 : une ouverture à 18:00 pour 8 heures y tient.\nAvec --days, --boxes vaut par défaut toutes les boîtes de la table.',
  // rule meanings: the values of sabot rules ID that are no key of a profile file.
  'cli.rules.yes': 'oui',
  'cli.rules.no': 'non',
  'cli.rules.none': 'néant',
  // server lines: what sabot serve says on its terminal while it runs.
  'cli.serve.clear-text':
    'sabot serve : attention : ce serveur écoute hors de la boucle locale sans TLS, les codes PIN circulent donc en clair sur le réseau (quiconque s’y trouve peut les lire) ; donnez --tls-cert et --tls-key pour servir en HTTPS et WSS',
  'cli.serve.file-failed': 'sabot serve : un fichier du tableau de bord n’a pas pu être envoyé : {{detail}}',
  'cli.serve.internal-error': 'sabot serve : erreur interne dans {{op}} : {{detail}}',
  'cli.serve.croupier-pin-not-a-pin': 'le code PIN du croupier : un code PIN a de 4 à 12 chiffres',
  'cli.serve.review-pin-not-a-pin': 'le code PIN de la revue : un code PIN a de 4 à 12 chiffres',
  'cli.serve.pins-same': 'les codes PIN du croupier et de la revue doivent différer',
  // rule meanings: the rules a strategy chart was derived for.
  'cli.strategy-rules.peek':
    'vérification : le croupier regarde s’il a un blackjack quand il montre {{upcards}}',
  'cli.strategy-rules.separator': ' ; ',
  'cli.strategy-rules.or': ' ou ',
  'cli.strategy-rules.no-hole-card.all-bets':
    'sans carte cachée : un blackjack du croupier prend toutes les mises, doubles et séparations comprises',
  'cli.strategy-rules.no-hole-card.original':
    'sans carte cachée : un blackjack du croupier ne prend que les mises initiales',
  'cli.strategy-rules.double.after-split': 'doubler sur {{on}}, aussi après une séparation',
  'cli.strategy-rules.double.not-after-split': 'doubler sur {{on}}, pas après une séparation',
  'cli.strategy-rules.split': '{{pairs}} {{hands}}, {{aces}}',
  'cli.strategy-rules.pairs.rank': 'séparer les paires d’un même rang (R-D non)',
  'cli.strategy-rules.pairs.value': 'séparer les paires d’une même valeur',
  'cli.strategy-rules.resplit-no-limit': 'et reséparer sans limite',
  'cli.strategy-rules.once': 'une fois',
  'cli.strategy-rules.to-hands': {
    one: 'jusqu’à {{count}} main',
    many: 'jusqu’à {{count}} de mains',
    other: 'jusqu’à {{count}} mains',
  },
  'cli.strategy-rules.aces.resplit': 'as séparés une carte chacun, un as se resépare',
  'cli.strategy-rules.aces.one-card': 'as séparés une carte chacun',
  'cli.strategy-rules.surrender': 'abandon sur {{on}}',
  'cli.strategy-rules.on-two-cards': '{{totals}} en deux cartes',
  'cli.strategy-rules.must-draw-below': 'une main en dessous de {{total}} doit tirer',
  'cli.strategy-rules.stands-on-21': 'une main de 21 reste',
  // live books
  'cli.role.croupier': 'du croupier',
  'cli.pin.option.role':
    'le rôle dont le code PIN est défini : pit-boss, bank ou croupier (par défaut : le rôle qui tranche à cette table)',
  'cli.pin.unknown-role': 'il n’y a pas de rôle « {{role}} » : les rôles qui ont un code PIN sont {{roles}}',
  'cli.books.description':
    'les comptes du chef de table sans écran : ouverture, fermeture, approvisionnements, retours, annulations, changements de limites et de croupier',
  'cli.books.two-pins':
    '(le code PIN du chef de table sur la première ligne de l’entrée standard, celui du croupier sur la deuxième)',
  'cli.books.one-pin': '(le code PIN du chef de table sur l’entrée standard)',
  'cli.books.open': 'ouvrir la table avec le compte du plateau',
  'cli.books.close': 'fermer la table avec le compte du plateau',
  'cli.books.fill': 'jetons apportés de la caisse au plateau, sur un bon d’approvisionnement',
  'cli.books.credit': 'jetons renvoyés à la caisse, sur un bon de retour',
  'cli.books.void': 'annuler un bon (ou un formulaire gâché, le suivant de sa série)',
  'cli.books.limits': 'les limites de la table, dès le coup suivant une fois les mises posées',
  'cli.books.void-buy-in':
    'annuler un achat de jetons enregistré par erreur, par son numéro dans le rapport de poste (son montant sort du drop ; il reste listé, annulé)',
  'cli.books.option.buy-in': 'le numéro de l’achat de jetons, tel que le rapport de poste le liste',
  'cli.books.croupier': 'le croupier en service à partir de maintenant',
  'cli.books.option.operator': 'le chef de table (le superviseur qui signe)',
  'cli.books.option.croupier': 'le croupier qui signe (par défaut : le croupier en service)',
  'cli.books.option.count': 'les jetons par valeur, par exemple 25=80,100=40',
  'cli.books.option.slip': 'le numéro du bon, par exemple F-0007 ou C-0003',
  'cli.books.option.cashier': 'le caissier nommé sur le bon',
  'cli.books.option.runner': 'le porteur qui a apporté les jetons',
  'cli.books.option.reason': 'pourquoi le bon est annulé',
  'cli.books.option.min': 'le minimum de la table',
  'cli.books.option.max': 'le maximum de la table',
  'cli.books.option.name': 'le croupier qui prend la table',
  'cli.books.bad-count': '--count prend les jetons par valeur, comme 25=80,100=40, et non « {{text}} »',
  'cli.books.chip-twice':
    '--count nomme deux fois le jeton de {{chip}} : donnez chaque valeur de jeton une fois, avec tous ses jetons',
  // The shift report's signers.
  'cli.report.signed': '{{role}} : {{name}}',
  // A new table's configuration.
  'cli.table-config.option.chips':
    'les valeurs des jetons du float d’une nouvelle table, en unités de table, par ex. 1,5,25,100,500,1000 (par défaut)',
  'cli.table-config.option.identify-above':
    'au-delà de ce montant en unités de table d’espèces changées par un client dans une journée de jeu, une déclaration est due (Title 31 américain : 10000 ; vigilance UE/R.-U. : 2000) : le croupier doit voir sa pièce d’identité avant le change qui le dépasse',
  'cli.table-config.option.buy-in-confirm':
    'une nouvelle table redemande confirmation avant d’enregistrer un achat de jetons au-delà de tant de fois son maximum (10 par défaut)',
  'cli.table-config.bad-chips':
    '{{text}} n’est pas un jeu de jetons : des valeurs en unités de table séparées par des virgules, par ex. 1,5,25,100,500,1000',
  // The hold's expected interval.
  'cli.table-config.option.expected-hold':
    'l’intervalle attendu du hold (gain ÷ drop), en pour cent, par ex. 8-20 : un hold hors de lui est signalé',
  'cli.table-config.bad-expected-hold':
    '{{text}} n’est pas un intervalle : deux pourcentages, le plus bas d’abord, par ex. 8-20',
  'cli.report.hold-outside':
    'Le hold de {{hold}} est hors de l’intervalle attendu, de {{low}} à {{high}} : à examiner.',
  // sabot ship : le journal d’une table vers la base centrale de la salle.
  'cli.ship.description':
    'envoyer le journal d’une table (faits et registres) à la base PostgreSQL centrale de la salle : rattrapé à la main, ou suivi en direct avec --follow',
  'cli.ship.option.pg': 'la base centrale, p. ex. postgres://sabot@pit-db:5432/sabot',
  'cli.ship.option.table': 'le nom de la table au centre (par défaut : le nom du fichier sans .db)',
  'cli.ship.option.follow': 'continuer d’envoyer chaque nouveau fait jusqu’à l’arrêt (Ctrl-C)',
  'cli.ship.option.batch': 'faits par lot (2000 par défaut)',
  'cli.ship.exit-codes':
    'Codes de sortie : 0 le centre détient tout le journal, 1 le centre est injoignable, 3 le centre a refusé le journal (la table et la première position fautive sont nommées).',
  'cli.ship.shipped':
    'table {{table}} : le centre détient les positions 1 à {{position}} (le journal en a {{local}})',
  // sabot pit verify, report and rounds: the pit's checks, reports and searches at the center.
  'cli.pit.description':
    'les commandes du pit sur sa base PostgreSQL centrale : contrôles, rapports et recherches sur toutes les tables, le plan de salle du chef de partie',
  'cli.pit.option.table': 'cette table seulement (son nom au centre)',
  'cli.pit.option.json': 'afficher un seul document JSON (la forme du contrat)',
  'cli.pit.option.cache':
    'garder les répliques des tables dans ce dossier d’une fois à l’autre (chaque fois, seul le nouveau est copié) ; par défaut : un dossier temporaire',
  'cli.pit.no-table': 'le centre ne détient aucune table {{table}}',
  'cli.pit.journal.refusals': 'journal des refus',
  'cli.pit.journal.device': 'journal des appareils',
  'cli.pit.verify.description':
    'contrôler chaque chaîne stockée au centre : chaque fait re-haché et chaîné, les journaux sans trou, la tête de chaque table comparée à celle qu’elle a annoncée',
  'cli.pit.verify.exit-codes':
    'Codes de sortie : 0 toutes les chaînes sont intactes, 1 le centre est injoignable, 3 une chaîne n’est pas intacte (la table et la première position fautive sont nommées).',
  'cli.pit.verify.no-tables': 'Le centre ne détient encore aucune table.',
  'cli.pit.verify.not-intact': '{{broken}} tables sur {{tables}} ne sont pas intactes au centre',
  'cli.pit.verify.intact': 'table {{table}} : intacte, {{position}} faits, tête {{hash}}',
  'cli.pit.verify.behind': '{{intact}} ; la table en annonce {{reported}} ({{behind}} pas encore stockés)',
  'cli.pit.verify.broken': 'table {{table}} : PAS INTACTE à partir de la position {{position}} : {{why}}',
  'cli.pit.verify.problem.hash-mismatch':
    'le fait stocké à la position {{position}} ne correspond pas à son propre hachage (modifié au centre)',
  'cli.pit.verify.problem.breaks-chain':
    'le fait stocké à la position {{position}} ne s’enchaîne pas sur le précédent',
  'cli.pit.verify.problem.gap': 'la position {{position}} manque parmi les faits stockés',
  'cli.pit.verify.problem.not-a-fact':
    'le fait enregistré en position {{position}} s’enchaîne mais n’est pas un fait que Sabot sait lire : le pit laisse la table hors de ses rapports',
  'cli.pit.verify.problem.head-differs':
    'la tête de la table au centre (position {{head}}) n’est pas son dernier fait stocké',
  'cli.pit.verify.problem.table-shorter':
    'la table annonce {{reported}} faits, moins que les {{head}} stockés : son journal a été coupé ou réécrit',
  'cli.pit.verify.problem.journal-gap': 'l’entrée {{position}} du {{journal}} manque',
  'cli.pit.verify.problem.journal-altered':
    'l’entrée {{position}} du {{journal}} ne correspond pas à son sceau : elle a été modifiée ou inventée',
  'cli.pit.verify.problem.journal-breaks':
    'le {{journal}} se rompt à l’entrée {{position}} : elle ne suit pas l’entrée précédente',
  'cli.pit.report.description':
    'le rapport de poste du pit : le rapport de chaque table et les totaux du pit, lus au centre',
  'cli.pit.report.option.day':
    'la journée de jeu AAAA-MM-JJ (par défaut : la journée en cours, la dernière où une table a joué)',
  'cli.pit.report.option.all':
    'chaque journée de jeu que les journaux contiennent, un rapport chacune, de la plus ancienne à la plus récente',
  'cli.pit.report.all-and-period': 'choisissez une seule option parmi --day, --month et --all',
  'cli.pit.report.title.day': 'Le pit, journée de jeu {{day}} : {{tables}} tables',
  'cli.pit.report.title.month': 'Le pit, mois {{day}} à ce jour : {{tables}} tables',
  'cli.pit.report.totals': 'total du pit',
  'cli.pit.report.still-open': 'La table {{table}} est encore ouverte : sa clôture n’est pas encore comptée.',
  'cli.pit.rounds.description':
    'chercher des tours sur toutes les tables (fausse donne, correction, annulation, alarme ; chaque tour d’un joueur), les tours projetés d’abord depuis le centre',
  'cli.pit.rounds.option.day': 'seulement les tours de cette journée de jeu AAAA-MM-JJ',
  'cli.pit.rounds.column.day': 'journée de jeu',
  // The last English (shoe-sim, server bodies, profile names, profile faults).
  'cli.shoe-sim.description': 'simule un sabot lecteur de cartes (SBT1) sur une ligne série',
  'cli.shoe-sim.option.pty':
    'crée une paire de pseudo-terminaux (socat requis) et affiche le chemin qu’ouvre la table',
  'cli.shoe-sim.option.pty-dir':
    'avec --pty : crée les liens ici (DIR/host, DIR/reader) pour que le chemin reste le même',
  'cli.shoe-sim.option.power-on-delay':
    'attente avant le bonjour, pour qu’une table qui guette déjà le chemin l’ouvre d’abord (1000 par défaut avec --pty)',
  'cli.shoe-sim.option.path': 'écrit plutôt sur ce port série',
  'cli.shoe-sim.option.print': 'affiche les trames sur la sortie standard (sans port)',
  'cli.shoe-sim.option.seed': 'graine du mélange et des défauts (par défaut : tirée de l’horloge, affichée)',
  'cli.shoe-sim.option.script': 'donne ces cartes dans l’ordre, une par ligne, au lieu d’un sabot mélangé',
  'cli.shoe-sim.option.pace': 'entre deux cartes (800 par défaut ; 0 avec --print)',
  'cli.shoe-sim.option.keypress': 'une carte par touche pressée (q ou Ctrl-C arrête)',
  'cli.shoe-sim.option.baud': 'vitesse de la ligne',
  'cli.shoe-sim.option.corrupt': 'part des trames abîmées sur la ligne, de 0 à 1',
  'cli.shoe-sim.option.drop': 'part des trames perdues (un trou dans la séquence), de 0 à 1',
  'cli.shoe-sim.option.duplicate': 'part des trames envoyées deux fois, de 0 à 1',
  'cli.shoe-sim.option.garbage': 'part des trames précédées de bruit sur la ligne, de 0 à 1',
  'cli.shoe-sim.option.silence-every': 'se tait toutes les tant de secondes',
  'cli.shoe-sim.option.disconnect-every':
    'quitte la ligne toutes les tant de secondes (avec --pty : le port disparaît)',
  'cli.shoe-sim.option.for-this-long': 'pendant ce temps',
  'cli.shoe-sim.option.exit-when-empty': 's’arrête quand le sabot est vide au lieu de rester en ligne',
  'cli.shoe-sim.say-where': 'dites où le lecteur écrit : --pty, --path CHEMIN ou --print (un seul des trois)',
  'cli.shoe-sim.keypress-needs-port': '--keypress demande un port : utilisez --pty ou --path',
  'cli.shoe-sim.outages-need-port':
    'les silences et les déconnexions demandent un port : utilisez --pty ou --path',
  'cli.shoe-sim.started': 'Lecteur de sabot simulé : {{load}}, écrit sur {{line}}',
  'cli.shoe-sim.started-faults-seeded':
    'Lecteur de sabot simulé : {{load}} (défauts tirés avec la graine {{seed}}), écrit sur {{line}}',
  'cli.shoe-sim.load.shuffled': {
    one: '{{count}} jeu mélangé avec la graine {{seed}}',
    many: '{{count}} jeux mélangés avec la graine {{seed}}',
    other: '{{count}} jeux mélangés avec la graine {{seed}}',
  },
  'cli.shoe-sim.load.scripted': {
    one: '{{count}} carte imposée',
    many: '{{count}} cartes imposées',
    other: '{{count}} cartes imposées',
  },
  'cli.shoe-sim.load.cut-card': {
    one: '{{load}}, carte de coupe après {{count}} carte',
    many: '{{load}}, carte de coupe après {{count}} cartes',
    other: '{{load}}, carte de coupe après {{count}} cartes',
  },
  'cli.shoe-sim.line.standard-output': 'la sortie standard',
  'cli.shoe-sim.line.pty': 'le pty {{path}} (la table ouvre {{host}})',
  'cli.shoe-sim.line.serial-port': 'le port série {{path}}',
  'cli.shoe-sim.table-opens': 'La table ouvre : {{path}}',
  'cli.shoe-sim.press-a-key': 'Pressez une touche pour chaque carte (q pour arrêter).',
  'cli.shoe-sim.empty-stays-on-line':
    'Le sabot est vide ; le lecteur reste en ligne (battements). Ctrl-C l’éteint.',
  'cli.shoe-sim.sent.line': 'n° {{seq}} {{what}}',
  'cli.shoe-sim.sent.line-noted': 'n° {{seq}} {{what}} ({{notes}})',
  'cli.shoe-sim.sent.card': 'carte {{card}}',
  'cli.shoe-sim.sent.status': 'état {{status}}',
  'cli.shoe-sim.sent.hello': 'bonjour',
  'cli.shoe-sim.sent.heartbeat': 'battement',
  'cli.shoe-sim.sent.corrupted': 'abîmée sur la ligne',
  'cli.shoe-sim.sent.dropped': 'perdue sur la ligne : la table voit un trou',
  'cli.shoe-sim.sent.not-sent': 'non envoyée : {{problem}}',
  'cli.shoe-sim.sent.duplicated': 'envoyée deux fois',
  'cli.shoe-sim.sent.after-noise': {
    one: 'après {{count}} octet de bruit',
    many: 'après {{count}} octets de bruit',
    other: 'après {{count}} octets de bruit',
  },
  'cli.shoe-sim.tally.frames':
    'Trames envoyées : {{card}} de carte, {{status}} d’état, {{heartbeat}} de battement et {{hello}} de bonjour.',
  'cli.shoe-sim.tally.faults':
    'Défauts : {{corrupted}} abîmées, {{dropped}} perdues, {{duplicated}} envoyées deux fois, {{noise}} octets de bruit, {{silences}} silences, {{disconnects}} déconnexions, {{notSent}} non envoyées.',
  'cli.shoe-sim.tally.cards': {
    one: '{{count}} carte est sortie du sabot ; {{intact}} a atteint la ligne intacte.',
    many: '{{count}} cartes sont sorties du sabot ; {{intact}} ont atteint la ligne intactes.',
    other: '{{count}} cartes sont sorties du sabot ; {{intact}} ont atteint la ligne intactes.',
  },
  // L’envoi de la table vivante à la salle.
  'cli.table.option.pg':
    'envoyer chaque fait à la base centrale de la salle à cette URL dès qu’il est enregistré (la table ne l’attend jamais)',
  'cli.table.option.pit':
    'envoyer à la salle que sabot pit serve fait tourner dans ce répertoire de données, sans URL (--pg l’emporte)',
  'cli.table.option.table-id':
    'avec --pg ou --pit : le nom de la table au centre (par défaut : le nom du fichier sans .db)',
  'cli.table.shipping.shipped': 'SALLE table {{table}} : le centre détient tous les faits',
  'cli.table.shipping.behind': {
    one: 'SALLE table {{table}} : encore {{count}} fait à envoyer',
    many: 'SALLE table {{table}} : encore {{count}} faits à envoyer',
    other: 'SALLE table {{table}} : encore {{count}} faits à envoyer',
  },
  'cli.table.shipping.unreachable': 'SALLE depuis {{since}} : {{why}}',
  'cli.table.shipping.refused': 'SALLE {{why}}',
  // Le serveur du pit et ses codes PIN.
  'cli.pit.serve.description':
    'servir au chef de partie le plan de salle de toutes les tables qui envoient à la base centrale',
  'cli.pit.serve.option.pg':
    'le PostgreSQL central du casino (le primaire), p. ex. postgres://sabot@pit-db:5432/sabot ; sans lui, le PostgreSQL propre à la salle dans le répertoire de données, démarré et arrêté avec le serveur',
  'cli.pit.serve.cache-unusable':
    'le dossier des répliques {{dir}} est inutilisable : {{problem}} ; nommez-en un autre avec --cache DOSSIER, ou omettez-le pour un dossier temporaire',
  'cli.pit.own.postgres-missing':
    'le PostgreSQL propre à la salle demande le paquet postgresql de Debian, qui n’est pas installé : installez-le en root avec apt-get install -y postgresql, ou donnez le serveur du casino avec --pg URL',
  'cli.pit.own.already-running':
    'la salle de ce répertoire de données tourne déjà (processus {{pid}} sur {{host}}, depuis {{since}}) : ouvrez son plan de salle, ou arrêtez-la d’abord',
  'cli.pit.own.socket-path-too-long':
    'le PostgreSQL de la salle ne peut pas créer son socket {{path}} : le chemin d’un socket fait au plus {{most}} octets ; donnez à SABOT_DATA_DIR un dossier plus court',
  'cli.pit.own.folder-closed':
    'le PostgreSQL de la salle tourne sous l’utilisateur {{account}}, qui ne peut pas atteindre {{dir}} : donnez à SABOT_DATA_DIR un dossier où {{account}} peut entrer (p. ex. sous /var/lib), ou lancez sabot sous un utilisateur ordinaire',
  'cli.pit.own.start-failed':
    'le PostgreSQL de la salle n’a pas démarré ({{detail}}) ; son journal est {{log}}',
  'cli.pit.own.center':
    'Le centre est le PostgreSQL propre à cette machine, dans {{dir}}, démarré avec le serveur de la salle et arrêté avec lui ; toute table y envoie, quel que soit son nom.',
  'cli.pit.own.join': 'Une table de cette machine rejoint la salle avec : {{serve}} (ou {{start}})',
  'cli.pit.own.other-commands':
    'Les autres commandes de la salle (sabot pit pin set, pit report, pit admit…) prennent --pg avec l’URL Center ci-dessus.',
  'cli.pit.option.pg':
    'le PostgreSQL central du casino (le primaire), p. ex. postgres://sabot@pit-db:5432/sabot',
  'cli.pit.option.read-pg':
    'une réplique en flux de celui-ci : le plan de salle et les revues y lisent les faits (les écritures vont à --pg)',
  'cli.pit.option.port': 'le port du plan de salle',
  'cli.pit.option.beyond-loopback':
    'écouter sur toutes les interfaces (les terminaux du pit), pas seulement sur cette machine ; utilisez alors TLS',
  'cli.pit.serve.option.cache':
    'le dossier des répliques des tables (par défaut : un dossier temporaire, supprimé à la sortie)',
  'cli.pit.option.lag-after':
    'secondes sans nouvelles d’une table avant son alarme de retard d’envoi (10 par défaut)',
  'cli.pit.option.check-every': 'millisecondes entre deux contrôles du retard d’envoi (1000 par défaut)',
  'cli.pit.serve.listening': 'Le pit : {{tables}} tables sur {{center}}{{mode}}',
  'cli.pit.serve.mode-tls': ', par TLS',
  'cli.pit.serve.stop': 'Ctrl-C arrête le serveur du pit.',
  'cli.pit.serve.closed': 'Le serveur du pit est arrêté.',
  'cli.pit.serve.no-pin':
    'aucun code PIN n’est encore défini pour le chef de partie ou la revue : définissez-les avec sabot pit pin set --pg URL --role pit-boss|review',
  'cli.pit.clear-text':
    'sabot pit serve : écoute au-delà de cette machine sans TLS : les codes PIN traversent le réseau en clair (donnez --tls-cert et --tls-key)',
  'cli.pit.file-failed': 'sabot pit serve : un fichier du plan de salle n’a pas pu être envoyé : {{detail}}',
  'cli.pit.internal-error': 'sabot pit serve : erreur interne dans {{op}} : {{detail}}',
  'cli.pit.center-lost':
    'sabot pit serve : la base centrale ne répond plus ({{detail}}) : le plan de salle garde ses dernières lignes jusqu’à son retour',
  'cli.pit.center-back': 'sabot pit serve : la base centrale répond de nouveau',
  'cli.pit.fold-failed':
    'sabot pit serve : la ligne de la table {{table}} n’a pas pu être lue de sa réplique : {{detail}}',
  'cli.pit.journal-failed':
    'sabot pit serve : une ligne du journal central n’a pas pu être écrite : {{detail}}',
  'cli.pit.pin.description': 'les codes PIN du pit, gardés dans la base centrale',
  'cli.pit.pin.set.description':
    'définir ou changer le code PIN du chef de partie ou de la revue ; un changement demande d’abord le code actuel (tous deux lus sur l’entrée standard)',
  'cli.pit.pin.option.role': 'pit-boss ou review',
  'cli.pit.pin.option.operator': 'qui le définit (gardé dans le journal central)',
  'cli.pit.pin.option.by':
    'le code actuel qui permet le changement : celui du rôle (par défaut) ou celui du pit-boss, qui gère les deux',
  'cli.pit.pin.unknown-role': 'il n’y a pas de rôle du pit {{role}} : pit-boss ou review',
  'cli.pit.pin.the-new': 'le nouveau code PIN {{role}} du pit',
  'cli.pit.pin.the-current': 'le code PIN {{role}} actuel du pit',
  'cli.pit.pin.set': 'le code PIN {{role}} du pit est défini sur {{center}}',
  'cli.pit.admit.description':
    'admettre des tables au pit (une table n’envoie son journal qu’une fois admise), avec le code PIN du chef de partie lu sur l’entrée standard ; --list les montre',
  'cli.pit.admit.option.table': 'une table à admettre (l’option peut être répétée)',
  'cli.pit.admit.option.from': 'un fichier des tables à admettre, une par ligne (# commence un commentaire)',
  'cli.pit.admit.option.list': 'montrer les tables admises et si chacune a envoyé son journal',
  'cli.pit.admit.none': 'nommer les tables à admettre : --table ID (plusieurs fois) ou --from FICHIER',
  'cli.pit.admit.operator': 'dire qui les admet : --operator NOM (gardé dans le journal central)',
  'cli.pit.admit.from-unreadable': 'la liste {{file}} ne peut pas être lue : {{detail}}',
  'cli.pit.admit.done': 'admises sur {{center}} : {{tables}}',
  'cli.pit.admit.already': 'déjà admises : {{tables}}',
  'cli.pit.admit.list-empty': 'aucune table n’est encore admise sur ce centre',
  'cli.pit.admit.list-shipped': '{{table}}  admise par {{by}} le {{at}}, envoie son journal',
  'cli.pit.admit.list-waiting': '{{table}}  admise par {{by}} le {{at}}, rien d’envoyé encore',
  'cli.edge.description':
    'l’avantage de la maison d’un profil de règles : exact, ou simulé et inscrit dans le journal d’une table pour les cotations des joueurs',
  'cli.edge.exact.description':
    'l’espérance exacte du joueur sur un sabot neuf, par analyse combinatoire de chaque main',
  'cli.edge.option.strategy':
    'basic (la table que sabot strategy affiche) ou composition (chaque départ de deux cartes joué selon ses cartes exactes)',
  'cli.edge.option.json': 'afficher du JSON au lieu d’une table',
  'cli.edge.method': [
    'Chaque carte visible, départ de deux cartes et carte tirée pesé selon les cartes restantes à ce moment, contre les',
    'probabilités exactes du croupier pour cette composition. Assurance et paiement égal refusés ; doublements entiers.',
    'Les mains séparées tirent du sabot moins la carte visible et les cartes de la paire, pas les cartes des autres mains (l’approximation usuelle).',
  ].join('\n'),
  'cli.edge.title': 'Avantage exact de la maison pour {{id}} — {{name}}',
  'cli.edge.rules': 'Règles : {{rules}}.',
  'cli.edge.strategy-basic':
    'Stratégie : la table de stratégie de base du profil, selon le total (sabot strategy).',
  'cli.edge.strategy-composition':
    'Stratégie : chaque départ de deux cartes joué selon ses cartes exactes ; les cartes suivantes tirées ou non selon leur composition exacte.',
  'cli.edge.up-card': 'carte visible',
  'cli.edge.probability': 'probabilité',
  'cli.edge.ev': 'espérance',
  'cli.edge.total':
    'Espérance du joueur : {{ev}} de la mise initiale (avantage de la maison {{edge}}) ; calculée en {{seconds}} s.',
  'cli.edge.unknown-strategy': 'il n’y a pas de stratégie {{strategy}} : basic ou composition',
  'cli.edge.original-bets-only':
    'dans ce profil, un blackjack du croupier trouvé après les joueurs ne prend que les mises initiales : l’analyse exacte ne le couvre pas',
  'cli.simulate.option.engine':
    'comment les coups sont joués : fast (le chemin rapide, un échantillon rejoué par l’automate pour le vérifier) ou statechart (chaque entrée par l’automate du coup) ; par défaut : fast au-delà d’un million de coups',
  'cli.simulate.engine-db': '--db inscrit les coups par l’automate : retirez --engine fast',
  'cli.simulate.engine-unsupported':
    'le chemin rapide ne sait pas jouer ces règles ({{why}}) : utilisez --engine statechart',
  'cli.simulate.label.check': 'Contrôle :',
  'cli.simulate.check': 'chemin rapide ; ses {{rounds}} premiers coups rejoués par l’automate : identiques',
  'cli.simulate.check-mismatch':
    'le chemin rapide et l’automate diffèrent au coup {{round}} du contrôle (graine {{seed}}) : automate {{statechart}} ; chemin rapide {{fast}}',
  'cli.simulate.engine-choice': '--engine prend fast ou statechart, pas « {{text}} »',
  'cli.protection.description':
    'protection du jeu pour la surveillance : mises qui suivent le compte, jeu aux indices du compte et à la carte cachée, taux des croupiers et rétention des journées, depuis le seul journal',
  'cli.protection.option.day': 'une journée de jeu AAAA-MM-JJ (par défaut : toutes les donnes du journal)',
  'cli.protection.option.edge':
    "l'avantage de la maison en pour cent de la mise initiale dont la rétention est attendue (par défaut : l'avantage exact enregistré dans le journal de la table ; sans lui, un avantage simulé enregistré, sinon le chiffre simulé du profil)",
  'cli.protection.option.json': 'afficher tous les signaux en JSON',
  'cli.protection.bad-edge':
    '--edge prend un avantage de la maison en pour cent comme 0.65, pas « {{text}} »',
  'cli.protection.header':
    'protection du jeu, {{profile}} : {{rounds}} donnes lues dans le journal ; journées de jeu {{days}} (les lignes marquées ! se distinguent)',
  'cli.protection.none': 'aucun',
  'cli.protection.count-betting':
    'mises qui suivent le compte : mise initiale contre le compte réel Hi-Lo avant la donne, signalé à p < {{p}}',
  'cli.protection.count-line':
    '{{player}} : r {{r}} sur {{rounds}} donnes, mises de {{low}} à {{high}}, p {{p}}',
  'cli.protection.deviations':
    "écarts aux indices du compte : ceux du côté de l'indice contre le hasard, signalé à p < {{p}}",
  'cli.protection.hole-card':
    'jeu à la carte cachée : écarts justes seulement avec la carte face cachée contre le hasard, signalé à p < {{p}}',
  'cli.protection.trials-line':
    '{{player}} : {{observed}} écarts sur {{trials}} ({{rounds}} donnes), hasard {{expected}}, p {{p}}',
  'cli.protection.croupiers':
    'croupiers, pour 100 donnes : un taux se distingue à {{z}} erreurs types au-dessus de celui des autres',
  'cli.protection.croupier-line':
    '{{croupier}} : {{rounds}} donnes, {{perHour}} par heure ; erreurs de donne {{misdeals}}, corrections {{corrections}}, annulations {{voids}}, écarts de paiement {{mismatches}} ; se distingue : {{standsOut}}',
  'cli.protection.edge-asked': 'l’avantage de la maison est celui donné par --edge',
  'cli.protection.edge-exact':
    'l’avantage de la maison est le chiffre exact des règles de la table, enregistré dans son journal',
  'cli.protection.edge-simulation':
    'l’avantage de la maison est un chiffre simulé enregistré dans le journal (sabot edge compute) : aucun chiffre exact n’est enregistré, sabot edge record l’enregistre',
  'cli.protection.edge-profile':
    'aucun avantage de la maison n’est enregistré dans le journal : la rétention est attendue du chiffre simulé du profil ; sabot edge record enregistre le chiffre exact',
  'cli.protection.days':
    'gain ÷ mises par journée de jeu (les mises initiales, pas le drop) : avantage de la maison {{edge}} %, intervalle à {{sd}} écarts types',
  'cli.protection.day-line':
    '{{day}} : gain ÷ mises {{hold}} % de {{handle}} sur {{rounds}} donnes, attendue de {{low}} % à {{high}} %, z {{z}}',
  'cli.protection.no-statistic': 'joueurs sans statistique (mises égales, aucun écart) : {{number}}',
  'cli.pit.option.protection-every':
    "lire les signaux de protection du jeu de chaque table pour sa journée de jeu toutes les tant de minutes et lever ce qu'ils signalent au tableau des alarmes (par défaut : jamais)",
  'cli.edge.compute.description':
    'simuler le profil de la table par la machine d’états du coup (stratégie de base) et inscrire son avantage de la maison au journal',
  'cli.edge.compute.option.operator': 'qui le calcule (gardé dans le fait)',
  'cli.edge.compute.option.json': 'afficher l’avantage inscrit en un document JSON',
  'cli.edge.record.description':
    'enregistrer dans le journal de la table l’avantage exact de la maison pour ses règles, celui du gain théorique de ses joueurs',
  'cli.edge.record.recorded':
    'l’avantage exact de la maison pour {{profile}}, {{edge}}, est enregistré : les évaluations s’en servent',
  'cli.edge.record.use-compute':
    'Enregistrer plutôt un avantage simulé : sabot edge compute --db {{db}} --operator NOM',
  'cli.edge.compute.recorded':
    'avantage de la maison de {{profile}} : {{edge}} ± {{se}} sur {{rounds}} coups (graine {{seed}}), inscrit à la position {{position}}',
  'cli.ratings.description':
    'les séances des joueurs cotés à la table : temps, coups, mises, résultat réel et gain théorique',
  'cli.ratings.option.player': 'seulement la carte de ce joueur',
  'cli.ratings.option.day':
    'seulement les séances commencées ce jour de jeu AAAA-MM-JJ (par défaut : toutes)',
  'cli.ratings.option.read-only':
    'ne jamais écrire dans le journal (une copie de preuve) : le cache des coups est lu, pas rempli',
  'cli.ratings.option.json': 'afficher la cotation en un document JSON',
  'cli.ratings.none': 'aucune séance cotée à la table {{table}}',
  'cli.ratings.column.player': 'joueur',
  'cli.ratings.column.start': 'début',
  'cli.ratings.column.hours': 'heures',
  'cli.ratings.column.rounds': 'coups / mains',
  'cli.ratings.column.average-bet': 'mise moyenne',
  'cli.ratings.column.stakes': 'mises',
  'cli.ratings.column.actual': 'résultat du joueur',
  'cli.ratings.column.theo': 'théorique de la maison [95 %] @ avantage',
  'cli.ratings.signs':
    'résultat du joueur : ce que le joueur a gagné (+) ou perdu (−) sur la séance ; théorique de la maison : ce que la maison compte gagner sur les mises à son avantage (+ : pour la maison)',
  'cli.ratings.without-edge':
    'aucun avantage de la maison n’est inscrit pour les règles de {{profile}} : son théorique en demande un, lancez {{command}}',
  'cli.ratings.option.pg': 'toutes les tables du pit, depuis les copies de leurs journaux à la base centrale',
  'cli.ratings.db-or-pg':
    'sabot ratings lit une table (--db FICHIER) ou le pit (--pg URL) : donnez l’un des deux',
  'cli.economics.description':
    'ce que vaut pour la maison un changement de règles : l’avantage exact et simulé de deux tables, leur différence et le gain pour 100 000 misés',
  'cli.economics.option.profile': 'la table telle qu’elle est (identifiant d’un profil intégré)',
  'cli.economics.option.vs': 'la table à lui comparer (identifiant d’un profil intégré)',
  'cli.economics.option.rules':
    'la table à lui comparer, depuis un fichier de profil de règles (au lieu de --vs)',
  'cli.economics.option.rounds': 'coups simulés pour chaque table (par défaut : 10 000 000)',
  'cli.economics.option.seed':
    'graine de la simulation de la première table ; la seconde joue graine + 1 (par défaut : 1)',
  'cli.economics.option.bet':
    'mise moyenne d’une case, en unités de table (par défaut : la mise minimale de la première table)',
  'cli.economics.option.rounds-per-hour':
    'rythme des chiffres horaires (par défaut : celui du nombre minimal de cases occupées de la première table, comme sabot simulate --days le joue)',
  'cli.economics.option.json': 'afficher le rapport en JSON',
  'cli.economics.help':
    'L’avantage de chaque table est calculé exactement pour le premier coup d’un sabot neuf (stratégie de base, et stratégie selon la composition), puis simulé en stratégie de base sur tout le sabot avec deux fils d’exécution, par le chemin rapide quand les règles le permettent (un échantillon rejoué d’abord par l’automate). La différence est la seconde table moins la première, en espérance du joueur ; son intervalle simulé additionne les variances des deux simulations. Les montants utilisent l’avantage exact de la stratégie de base.',
  'cli.economics.name-a': 'nommez la table telle qu’elle est : --profile ID',
  'cli.economics.name-b': 'nommez la table à lui comparer : --vs ID ou --rules FICHIER, l’un des deux',
  'cli.economics.same-table': 'les deux côtés sont {{id}} : comparez-la à une autre table',
  'cli.economics.title': 'Économie des règles : {{a}} face à {{b}}',
  'cli.economics.side': '{{id}} ({{name}})',
  'cli.economics.exact':
    '  espérance exacte du joueur : {{basic}} en stratégie de base, {{composition}} selon la composition',
  'cli.economics.simulated':
    '  simulée : {{ev}}, intervalle à 95 % de {{low}} à {{high}} ({{rounds}} coups, graine {{seed}})',
  'cli.economics.rules-differ': 'Règles qui changent de {{a}} à {{b}} :',
  'cli.economics.rule-change': '{{rule}} : {{from}} → {{to}}',
  'cli.economics.no-rule-differs': 'aucune règle ne diffère',
  'cli.economics.difference':
    'Différence {{b}} − {{a}} : exacte {{basic}} (base), {{composition}} (composition) ; simulée {{ev}}, intervalle à 95 % de {{low}} à {{high}}',
  'cli.economics.per100k':
    'Gain de la maison pour {{drop}} misés : {{winA}} à {{a}}, {{winB}} à {{b}} ; écart {{difference}}',
  'cli.economics.per-hour':
    'Par case et par heure, à une mise moyenne de {{bet}} et {{rounds}} coups par heure : {{winA}}, puis {{winB}} ; écart {{difference}}',
  'cli.count.description':
    'le comptage de la boîte à drop de chaque table : enregistré au centre, et le drop compté à côté du drop enregistré',
  'cli.count.import.description':
    'enregistrer une feuille de comptage (CSV, docs/count.md) signée par trois compteurs ; leurs codes PIN sur l’entrée standard, un par ligne, dans l’ordre de --counters',
  'cli.count.import.file': 'la feuille de comptage : un fichier CSV tel que docs/count.md le décrit',
  'cli.count.import.example':
    'Exemple :\n  printf "1111\\n2222\\n3333\\n" | sabot count import --pg postgres://pit@localhost/pit --counters 301,302,303 comptage-2026-11-02.csv',
  'cli.count.report.description':
    'le drop compté à côté du drop enregistré, par table d’une journée de jeu : l’écart signalé au-delà de la tolérance, gain et hold sur le drop compté',
  'cli.count.option.counters':
    'les badges des trois compteurs qui signent le comptage, séparés par des virgules',
  'cli.count.option.recount':
    'un recomptage de boîtes déjà comptées, et pourquoi : chaque comptage enregistré remplace le dernier de sa boîte',
  'cli.count.option.day': 'la journée de jeu du comptage (AAAA-MM-JJ)',
  'cli.count.option.tolerance':
    'l’écart, en pour cent du drop enregistré, au-delà duquel le comptage d’une table est signalé',
  'cli.count.option.json': 'imprimer un document JSON',
  'cli.count.three-counters':
    'un comptage est signé par trois compteurs, chacun avec son badge : --counters nomme trois badges différents, pas « {{badges}} »',
  'cli.count.recount-reason': 'un recomptage dit pourquoi : --recount prend une raison',
  'cli.count.no-file': 'la feuille de comptage {{file}} ne peut pas être lue : {{problem}}',
  'cli.count.bad-tolerance': '« {{tolerance}} » n’est pas une tolérance : un pourcentage de 0 à 100',
  'cli.count.recorded':
    'boîte {{box}} de la table {{table}} du {{day}} : {{amount}} compté, signé par {{counters}}',
  'cli.count.report.title':
    'Drop compté face au drop enregistré, journée de jeu du {{day}} (signalé au-delà de {{tolerance}} %)',
  'cli.count.report.none': 'aucune table n’a joué et aucune boîte n’a été comptée ce jour-là',
  'cli.count.report.not-counted':
    '{{table}} : drop enregistré {{recorded}} ; boîte pas encore comptée : gain {{win}} et hold {{hold}} sur le drop enregistré',
  'cli.count.report.line':
    '{{table}} (boîte {{boxes}}) : enregistré {{recorded}}, compté {{counted}}, écart {{variance}} ({{percent}}) ; gain {{win}}, hold {{hold}} sur le drop compté',
  'cli.count.report.flagged':
    '{{table}} (boîte {{boxes}}) : enregistré {{recorded}}, compté {{counted}}, écart {{variance}} ({{percent}}) — AU-DELÀ DE LA TOLÉRANCE, à examiner ; gain {{win}}, hold {{hold}} sur le drop compté',
  'cli.pit.option.jurisdiction':
    'la réglementation des espèces appliquée à l’arrivée des changes : les espèces d’un client sur l’ensemble des tables rendant une déclaration due lèvent aussitôt une alarme sur le plateau ({{choices}} ; none : aucune alarme de ce genre)',
  'cli.compliance.description':
    'les registres d’espèces d’une table, de son propre journal : le registre des transactions multiples, les déclarations dues et les schémas à examiner, chaque chiffre avec les faits qu’il additionne',
  'cli.compliance.mtl.description':
    'chaque transaction en espèces égale ou supérieure au seuil de la juridiction',
  'cli.compliance.ctr.description':
    'chaque client dont les espèces d’une journée de jeu rendent une déclaration due',
  'cli.compliance.review.description':
    'des espèces fractionnées juste sous un seuil, les espèces répétées d’un client inconnu, un gros achat suivi de peu de jeu',
  'cli.compliance.option.day': 'seulement cette journée de jeu',
  'cli.compliance.option.jurisdiction':
    'la réglementation que suivent les registres : {{choices}} (par défaut {{default}})',
  'cli.compliance.option.log-from':
    'le seuil propre au casino du registre des transactions, en unités de la table (par défaut celui du profil)',
  'cli.compliance.option.report-from':
    'les espèces d’un client en une journée de jeu qui rendent une déclaration due, en unités de la table, plus strict que la loi',
  'cli.compliance.option.review-from':
    'le seuil à partir duquel les schémas sont signalés pour examen, en unités de la table',
  'cli.compliance.option.json': 'imprimer un seul document JSON',
  'cli.compliance.option.csv': 'imprimer du CSV : une ligne d’en-tête, puis une ligne par enregistrement',
  'cli.compliance.bad-jurisdiction':
    '--jurisdiction « {{text}} » n’est pas une juridiction connue de la table : choisissez {{choices}}',
  'cli.compliance.report-above-law':
    '--report-from ne peut être que plus strict que la loi : au plus {{amount}} selon {{profile}}',
  'cli.compliance.json-and-csv': 'choisissez --json ou --csv, pas les deux',
  'cli.compliance.lone-table':
    'ce sont les chiffres de la seule table {{table}} : les espèces d’un client aux autres tables ne sont additionnées que par le centre du pit',
  'cli.compliance.patron': '{{player}} ({{name}})',
  'cli.compliance.unknown': 'client inconnu « {{name}} »',
  'cli.compliance.fact': 'fait {{position}}',
  'cli.compliance.mtl.title':
    'Registre des transactions multiples — {{where}} : espèces de {{amount}} ou plus ({{regulation}})',
  'cli.compliance.mtl.none': 'aucune transaction en espèces de {{amount}} ou plus',
  'cli.compliance.mtl.line': '{{at}}  {{patron}}  {{amount}}  ({{fact}})',
  'cli.compliance.ctr.title.more-than':
    'Déclarations dues — {{where}} : plus de {{amount}} en espèces d’un client en une journée de jeu ({{regulation}})',
  'cli.compliance.ctr.title.at-or-above':
    'Déclarations dues — {{where}} : {{amount}} ou plus en espèces d’un client en une journée de jeu ({{regulation}})',
  'cli.compliance.ctr.none': 'les espèces d’aucun client ne rendent une déclaration due',
  'cli.compliance.ctr.line':
    '{{day}}  {{patron}}  espèces {{amount}}, due à {{at}} ({{fact}}), de {{count}} faits',
  'cli.compliance.review.title': 'À examiner — {{where}}, jamais dit au client ({{regulation}})',
  'cli.compliance.where.table': 'la table {{table}}',
  'cli.compliance.where.pit': 'le pit ({{count}} tables)',
  'cli.compliance.option.pg':
    'toutes les tables du pit, lues dans les copies de leurs journaux au centre : les espèces d’un client d’une table à l’autre',
  'cli.compliance.db-or-pg':
    'nommez le journal d’une table (--db FICHIER) ou le centre du pit (--pg URL), pas les deux',
  'cli.compliance.review.none': 'rien à examiner',
  'cli.compliance.review.structuring':
    '{{day}}  {{patron}}  {{amount}} en {{count}} transactions en espèces, chacune juste sous un seuil',
  'cli.compliance.review.unknown-repeated':
    '{{day}}  {{patron}}  {{amount}} en {{count}} transactions en espèces',
  'cli.compliance.review.little-play': '{{day}}  {{patron}}  {{amount}} en espèces, {{stakes}} misés',
};
