import type { Translated } from '../../catalogue-shape.js';
import type { table as english } from '../en/table.js';

/**
 * The table's own sentences in French, in the words of the house rules (boîte, sabot, croupier,
 * mise, doubler, séparer, abandon, assurance, carte brûlée, banque). Keyed commands (« ok »,
 * « new session », the JSON line types) stay as the croupier types them.
 */
export const table: Translated<typeof english> = {
  // Phrases that other sentences take as parameters.
  'hand.label-box': 'boîte {{box}}',
  'hand.label-split': 'boîte {{box}} main {{hand}}',
  'phase.betting': 'les mises sont ouvertes',
  'phase.dealing': 'la donne initiale est en cours (carte suivante : {{next}})',
  'phase.insurance': 'l’assurance est ouverte (la fermer avec N)',
  'phase.players': 'c’est le tour des joueurs',
  'phase.offer': 'le {{card}} tiré par erreur est proposé à la boîte {{box}} : le prendre ou passer',
  'phase.offer-unknown': 'une carte tirée par erreur est proposée',
  'phase.dealer': 'c’est le tour du croupier',
  'phase.settled': 'le coup est réglé',
  'phase.resume': 'le coup reprend',
  'spot.box': 'boîte {{box}}',
  'spot.dealer': 'croupier',
  'spot.deal-complete': 'la donne initiale est terminée',

  // Where the round stands decides what it takes.
  'round.not-now': 'pas maintenant : {{phase}}',
  'decision.not-now': 'aucune décision maintenant : {{phase}}',

  // Inputs as received (a script line, a keyed line, a request).
  'input.not-an-object': 'ce n’est pas un objet JSON : {{detail}}',
  'input.not-an-object-value': 'une ligne est un objet JSON, par exemple {"type":"deal"}',
  'input.unknown-type':
    'une ligne de type {{type}} n’est pas une entrée que la table accepte : les types sont {{types}}',
  'input.unknown-field': 'une ligne {{type}} ne prend pas de {{field}}',
  'input.missing-field': 'il manque à la ligne son « {{field}} »',
  'input.box-number': '{{value}} n’est pas un numéro de boîte : les boîtes sont numérotées à partir de 1',
  'input.amount': '{{value}} n’est pas un montant : un montant est un nombre d’unités de table supérieur à 0',
  'input.name': 'un {{field}} est un nom de 1 à {{max}} caractères',
  'input.name-character':
    'un {{field}} s’écrit en caractères imprimables : {{code}} est un caractère de contrôle ou de direction',
  'input.card-text': 'une carte s’écrit en 1 à 8 caractères, par exemple AS ou 10h',
  'input.profile-name': 'la ligne de table nomme son profil, par exemple classic-6d',
  'input.invalid': 'une ligne {{type}} ainsi écrite n’est pas une entrée que la table accepte',
  'script.line-too-long':
    'une ligne de script fait au plus {{max}} caractères : une entrée est un court objet JSON',
  'script.control-character':
    'une ligne de script contient un caractère de contrôle ({{code}}) que le journal ne garde pas : écrivez la ligne sans lui',
  'script.table-line-first':
    'la ligne de table (profil et limites) ne peut être que la première ligne d’un script',
  'script.profile-conflict': 'le scénario est pour {{script}} mais --profile dit {{option}}',
  'script.no-table': 'nommez la table : --profile ID, ou une ligne de table en tête du scénario',
  'script.limits-reversed': 'le minimum de la table {{min}} est au-dessus de son maximum {{max}}',
  'amount.too-large': '{{amount}} dépasse ce que la table compte : un montant est d’au plus {{max}}',
  'amount.too-precise': '{{amount}} n’est pas un montant que la table peut tenir : au plus deux décimales',
  'card.unreadable':
    '« {{text}} » n’est pas une carte : écrivez une valeur (A, 2–9, 10 ou T, J, Q, K) suivie d’une couleur (S, H, D, C ou ♠ ♥ ♦ ♣), en majuscules ou minuscules : AS, as, A♠, 10h, Th, td, QC',

  // Seats, bets and the deal.
  'name.another-box':
    '« {{name}} » est le nom que la table donne au parieur de la boîte {{other}} : à la boîte {{box}}, prenez un autre nom',
  'seat.already-seated': '{{player}} est déjà assis à la boîte {{box}}',
  'bet.no-such-box': 'il n’y a pas de boîte {{box}} : cette table a {{boxes}} boîtes',
  'bet.box-full': {
    one: 'la boîte {{box}} a déjà {{count}} parieur : le plus qu’une boîte accepte à cette table',
    many: 'la boîte {{box}} a déjà {{count}} parieurs : le plus qu’une boîte accepte à cette table',
    other: 'la boîte {{box}} a déjà {{count}} parieurs : le plus qu’une boîte accepte à cette table',
  },
  'bet.below-minimum':
    'une mise doit atteindre au moins le minimum de la table, {{min}} : {{bettor}} aurait {{stake}} sur la boîte {{box}}',
  'bet.above-box-maximum':
    'la boîte {{box}} porterait {{total}} : le maximum de la table pour une boîte est {{max}}',
  'bet.beyond-payable':
    'la boîte {{box}} porterait {{total}} : au-delà de {{max}}, une boîte pourrait gagner plus que la table ne peut payer à ses paiements',
  'bet.closed': 'les mises sont fermées : {{phase}}',
  'compliance.identification-required':
    'PIÈCE D’IDENTITÉ EXIGÉE avant ce change : {{patron}} a changé {{before}} en espèces cette journée de jeu, et ces {{amount}} le portent à {{after}}, au-delà de {{above}}. Vérifiez sa pièce d’identité, puis enregistrez de nouveau le change comme identifié',
  'chips.not-enough': '{{bettor}} a {{free}} jetons libres : il en faut {{needed}}',
  'deal.too-few-boxes': {
    one: 'un coup demande au moins {{needed}} boîtes occupées à cette table : {{count}} est occupée',
    many: 'un coup demande au moins {{needed}} boîtes occupées à cette table : {{count}} sont occupées',
    other: 'un coup demande au moins {{needed}} boîtes occupées à cette table : {{count}} sont occupées',
  },
  'deal.shuffle-due':
    'la carte de coupe est sortie au dernier coup : mélangez (un nouveau sabot) avant de donner',
  'deal.bank-short': 'il manque {{short}} jetons à la banque pour couvrir ce coup : elle en a {{bank}}',
  'deal.no-bets-next-round': 'aucune mise n’est sur la table pour le coup suivant',
  'deal.already-dealt': 'le coup est déjà donné : {{phase}}',

  // The shoe.
  'card.not-in-shoe': {
    one: 'le {{card}} ne peut plus sortir de ce sabot : {{count}} jeu en contient {{count}} et il est déjà sorti (erreur de lecture ? vérifiez la carte)',
    many: 'le {{card}} ne peut plus sortir de ce sabot : {{count}} jeux en contiennent {{count}} et les {{count}} sont déjà sortis (erreur de lecture ? vérifiez la carte)',
    other:
      'le {{card}} ne peut plus sortir de ce sabot : {{count}} jeux en contiennent {{count}} et les {{count}} sont déjà sortis (erreur de lecture ? vérifiez la carte)',
  },
  'shuffle.round-in-play': 'un coup est en cours : mélangez une fois qu’il est réglé',

  // The players' decisions.
  'hit.no-hand-on-turn': 'aucune main n’a la parole pour tirer',
  'hit.already-asked': '{{label}} a déjà demandé une carte : saisissez la carte',
  'hit.split-ace-one-card': '{{label}} ne peut pas tirer : un as séparé ne reçoit qu’une carte',
  'stand.no-hand-on-turn': 'aucune main n’a la parole pour rester',
  'stand.waiting-second-card': '{{label}} ne peut pas rester : elle attend sa deuxième carte',
  'stand.must-draw': '{{label}} doit tirer : {{total}} est inférieur à {{below}}',
  'hand.doubled-takes-one-card': '{{label}} a doublé : elle reçoit sa carte unique',
  'double.no-hand-on-turn': 'aucune main n’a la parole pour doubler',
  'double.waiting-second-card': '{{label}} ne peut pas doubler : elle attend sa deuxième carte',
  'double.not-offered': 'cette table ne permet pas de doubler',
  'double.card-count': {
    one: '{{label}} ne peut pas doubler : elle a {{count}} carte',
    many: '{{label}} ne peut pas doubler : elle a {{count}} cartes',
    other: '{{label}} ne peut pas doubler : elle a {{count}} cartes',
  },
  'double.already-doubled': '{{label}} a déjà doublé',
  'double.blackjack': '{{label}} ne peut pas doubler : c’est un blackjack',
  'double.split-ace': '{{label}} ne peut pas doubler : c’est un as séparé',
  'double.after-split-not-allowed':
    '{{label}} ne peut pas doubler : pas de doublement après séparation à cette table',
  'double.total-not-allowed': '{{label}} ne peut pas doubler sur {{total}} : seulement sur {{totals}}',
  'double.no-stake': '{{label}} n’a pas de mise',
  'double.full-stake-only': 'cette table ne double que pour la mise entière ({{stake}})',
  'double.above-stake': 'un doublement ne peut pas dépasser la mise de {{stake}}',
  'double.below-minimum': 'un doublement doit atteindre au moins le minimum de la table, {{min}}',
  'split.no-hand-on-turn': 'aucune main n’a la parole pour séparer',
  'split.waiting-second-card': '{{label}} ne peut pas séparer : elle attend sa deuxième carte',
  'split.not-offered': 'cette table ne permet pas de séparer',
  'split.card-count': {
    one: '{{label}} ne peut pas séparer : elle a {{count}} carte',
    many: '{{label}} ne peut pas séparer : elle a {{count}} cartes',
    other: '{{label}} ne peut pas séparer : elle a {{count}} cartes',
  },
  'split.rank-differs':
    '{{label}} ne peut pas séparer {{pair}} : ici, seules deux cartes de même rang se séparent',
  'split.value-differs': '{{label}} ne peut pas séparer {{pair}} : les cartes n’ont pas la même valeur',
  'split.max-hands': '{{label}} ne peut plus séparer : une boîte tient au plus {{max}} mains à cette table',
  'split.no-resplit-aces': '{{label}} ne peut plus séparer : les as séparés ne se reséparent pas ici',
  'surrender.not-offered': 'cette table ne permet pas l’abandon',
  'surrender.no-hand-on-turn': 'aucune main n’a la parole pour abandonner',
  'surrender.no-hand': 'la boîte {{box}} n’a pas de main à ce coup',
  'surrender.not-on-turn':
    'la boîte {{box}} n’a pas la parole : ici, seule la main qui a la parole peut abandonner',
  'surrender.turn-played': 'la boîte {{box}} a joué son tour : trop tard pour abandonner',
  'surrender.after-split':
    'la boîte {{box}} a séparé : l’abandon n’est permis que sur les deux premières cartes',
  'surrender.card-count': {
    one: 'la boîte {{box}} ne peut pas abandonner : elle a {{count}} carte',
    many: 'la boîte {{box}} ne peut pas abandonner : elle a {{count}} cartes',
    other: 'la boîte {{box}} ne peut pas abandonner : elle a {{count}} cartes',
  },
  'surrender.already-surrendered': 'la boîte {{box}} a déjà abandonné',
  'surrender.already-decided': 'la boîte {{box}} a déjà décidé',
  'surrender.blackjack': 'la boîte {{box}} tient un blackjack : rien à abandonner',
  'surrender.against-ace': 'pas d’abandon quand le croupier montre un as',
  'surrender.hand-with-ace': 'la boîte {{box}} tient un as : l’abandon n’est permis que sans as',
  'surrender.total-not-allowed':
    'la boîte {{box}} ne peut pas abandonner sur {{total}} : seulement sur {{totals}}',

  // Insurance and even money.
  'insurance.no-stake': '{{bettor}} n’a pas de mise à assurer sur la boîte {{box}}',
  'insurance.natural-not-insurable':
    'la boîte {{box}} tient un blackjack, qui ne peut pas être assuré à cette table',
  'insurance.natural-take-even-money':
    'la boîte {{box}} tient un blackjack, qui ne peut pas être assuré à cette table : prenez plutôt le paiement immédiat à 1 pour 1',
  'insurance.even-money-taken':
    'la boîte {{box}} a pris le paiement immédiat à 1 pour 1 : elle est déjà payée',
  'insurance.window-closed': 'l’assurance est fermée',
  'insurance.raise-not-insured':
    '{{bettor}} n’a pas assuré la boîte {{box}} : seule une assurance peut être augmentée',
  'insurance.raise-before-double-or-split':
    'la boîte {{box}} n’a ni doublé ni séparé : l’assurance ne peut être augmentée qu’après',
  'insurance.already-insured': '{{bettor}} a déjà assuré la boîte {{box}}',
  'insurance.exactly-half':
    'ici, l’assurance est exactement la moitié de la mise : {{amount}} pour {{bettor}} sur la boîte {{box}}',
  'insurance.above-half': 'l’assurance ne peut pas dépasser la moitié de la mise : au plus {{amount}}',
  'insurance.below-minimum': 'l’assurance doit être d’au moins {{min}} ({{share}} minimum de la table)',
  'insurance.not-offered-now':
    'l’assurance est proposée quand le croupier montre un as, juste après la donne',
  'insurance.no-window': 'l’assurance n’est pas ouverte',
  'even-money.not-offered': 'cette table ne propose pas le paiement immédiat à 1 pour 1',
  'even-money.no-blackjack':
    'la boîte {{box}} ne tient pas de blackjack : le paiement immédiat à 1 pour 1 est pour un blackjack',
  'even-money.already-taken': 'la boîte {{box}} a déjà pris le paiement immédiat à 1 pour 1',
  'even-money.insured': 'la boîte {{box}} est assurée : le paiement immédiat à 1 pour 1 remplace l’assurance',
  'even-money.not-offered-now':
    'le paiement immédiat à 1 pour 1 est proposé quand le croupier montre un as, juste après la donne',

  // Misdealt cards.
  'misdeal.offer-open': 'une carte tirée par erreur est déjà proposée : répondez d’abord',
  'misdeal.no-card-this-round': 'aucune carte de ce coup n’a été tirée',
  'misdeal.decision-taken':
    'la dernière carte ne peut plus être reprise : une décision a été prise après elle',
  'misdeal.no-card': 'aucune carte n’a été tirée à ce coup',
  'misdeal.already-burned': 'la dernière carte, {{card}}, est déjà brûlée',
  'misdeal.already-on-offer': 'la dernière carte, {{card}}, est déjà proposée',
  'offer.none': 'aucune carte tirée par erreur n’est proposée',
  'offer.other-box-first':
    'le {{card}} est proposé maintenant à la boîte {{box}} : la boîte {{box}} répond d’abord',

  // Void rounds and the croupier's own keying corrections.
  'void.already-void': 'le coup {{round}} est déjà annulé',
  'void.no-bets': 'le coup {{round}} n’a pas de mise à annuler',
  'fix.no-card-drawn': 'aucune carte n’a encore été tirée',
  'fix.round-settled':
    'le coup {{round}} est réglé : le croupier ne peut plus corriger ses cartes — une décision du chef de table (avec le code PIN) le corrige',
  'fix.earlier-round':
    'aucune carte du coup {{round}} n’a été tirée : une carte d’un coup précédent n’est pas au croupier de la corriger — une décision du chef de table (avec le code PIN) la corrige',
  'fix.table-went-on':
    'la dernière carte ne peut plus être corrigée : la table a continué après elle (une décision, un marquage ou une mise) — une décision du chef de table (avec le code PIN) la corrige',
  'ruling.no-table': 'le journal ne contient encore aucune table',
  'ruling.no-such-round': 'il n’y a pas de coup {{round}} dans ce journal',
  'ruling.not-a-card': 'la position {{position}} n’est pas une carte tirée du sabot',

  // A home session: its agreed rounds, then a new session.
  'session.over':
    'la partie est finie : ses {{rounds}} coups sont joués — saisissez « new session » pour commencer la suivante (chaque joueur repart avec {{chips}} jetons)',
  'session.none': 'cette table ne joue pas de partie en famille : il n’y a pas de partie à commencer',
  'session.bets-on-table': 'des mises sont sur la table : une nouvelle partie commence entre deux coups',
  'session.not-over': 'la partie n’est pas finie : {{played}} de ses {{rounds}} coups sont joués',
  'session.between-rounds': 'une nouvelle partie commence entre deux coups : {{phase}}',
  'shoe.no-simulator': 'cette table lit un vrai sabot : il n’y a pas de sabot simulé',
  'shoe.simulator-off': 'le sabot simulé est éteint',
  'shoe.simulator-not-on': 'le sabot simulé n’est pas allumé',
  'shoe.simulator-empty': 'le sabot simulé est vide : mélangez un nouveau sabot',
  'fix.card-from-shoe':
    'la dernière carte vient du lecteur du sabot, pas du clavier : le chef de table corrige une erreur de lecture',

  // Alarms: what the croupier must see until the condition clears.
  'alarm.bad-frame':
    'une trame illisible du lecteur du sabot a été refusée ({{detail}}) ; aucune carte n’a été supposée',
  'alarm.conflict':
    'le lecteur du sabot a envoyé deux fois la trame {{seq}} avec un contenu différent : vérifiez les dernières cartes',
  'alarm.frames-lost': {
    one: '{{count}} trame du lecteur du sabot a été perdue : vérifiez les cartes données, saisissez toute carte manquante, puis confirmez (« ok »)',
    many: '{{count}} trames du lecteur du sabot ont été perdues : vérifiez les cartes données, saisissez toute carte manquante, puis confirmez (« ok »)',
    other:
      '{{count}} trames du lecteur du sabot ont été perdues : vérifiez les cartes données, saisissez toute carte manquante, puis confirmez (« ok »)',
  },
  'alarm.reader-restarted':
    'le lecteur du sabot a redémarré : des cartes lues juste avant ont pu être perdues — vérifiez les cartes données, saisissez toute carte manquante, puis confirmez (« ok »)',
  'alarm.card-refused': 'le sabot a signalé le {{card}} mais la table l’a refusé : {{refusal}}',
  'alarm.silent': 'le lecteur du sabot est muet : est-il allumé et branché ?',
  'alarm.disconnected': 'le lecteur du sabot est déconnecté ({{detail}}) ; reconnexion en cours',
  'alarm.jam': 'le sabot signale un bourrage : dégagez la carte avant de continuer à donner',
  'alarm.cover-open': 'le couvercle du sabot est ouvert',
  'alarm.empty': 'le sabot est vide',
  'alarm.log-damaged': 'le journal de la table est endommagé ({{problem}}) : appelez le chef de table',
  'alarm.log-failed-audit':
    'le journal de la table a échoué à son contrôle ({{problem}}) : plus rien n’est enregistré ; appelez le chef de table',
  'log.failed-audit':
    'le journal a échoué à son contrôle ({{problem}}) : plus rien n’est enregistré tant qu’un chef de table ne l’a pas vérifié',
  // PINs and logins: where an attempt came from, and what the lockout says.
  'from.machine': 'cette machine',
  'from.command-line': 'la ligne de commande',
  'from.connection': 'cette connexion ({{address}})',
  'from.address': 'l’adresse {{address}}',
  'pin.not-set':
    'aucun code PIN {{role}} n’est défini sur cette table : définissez-en un avec « sabot pin set »',
  'pin.wrong-badge': 'code PIN erroné pour le badge {{badge}} : {{action}} refusé',
  'pin.wrong': 'code PIN {{role}} erroné : {{action}} refusé',
  'pin.locked':
    'les codes PIN {{role}} venant de {{from}} sont bloqués jusqu’à {{until}} après des codes erronés répétés : {{action}} refusé',
  'pin.locked-summary': {
    one: '{{count}} autre tentative de code PIN {{role}} venant de {{from}} a été refusée pendant le blocage',
    many: '{{count}} autres tentatives de code PIN {{role}} venant de {{from}} ont été refusées pendant le blocage',
    other:
      '{{count}} autres tentatives de code PIN {{role}} venant de {{from}} ont été refusées pendant le blocage',
  },
  'access.login-first': 'connectez-vous d’abord : croupier, chef de table ou contrôle',
  'access.review-only':
    'le rôle de contrôle ne fait que lire la table et son journal : {{op}} ne lui est pas ouvert',
  'login.pin-needed': 'le rôle {{role}} se connecte avec un code PIN',
  'login.closed': 'aucun code PIN {{role}} n’a été donné à ce serveur : la connexion {{role}} est fermée',
  'login.nonce-missing':
    'une connexion porte le nonce par lequel le serveur a accueilli sa liaison : ce tableau de bord est plus ancien que le serveur, rechargez la page',
  'login.other-connection':
    'cette connexion a été faite pour une autre liaison et est refusée sur celle-ci : reconnectez-vous depuis cet écran',

  // The journal's own summaries, so a flood of refusals costs a row, not a row each.
  'journal.repeated': {
    one: '{{count}} refus de plus de {{code}} venant de {{source}}',
    many: '{{count}} refus de plus de {{code}} venant de {{source}}',
    other: '{{count}} refus de plus de {{code}} venant de {{source}}',
  },
  'journal.refused-before-login': {
    one: 'une connexion depuis {{address}} a eu {{count}} requête refusée avant de se connecter',
    many: 'une connexion depuis {{address}} a eu {{count}} requêtes refusées avant de se connecter',
    other: 'une connexion depuis {{address}} a eu {{count}} requêtes refusées avant de se connecter',
  },
  'journal.before-login': {
    one: 'une connexion depuis {{address}} s’est fermée sans se connecter : {{count}} requête a été refusée',
    many: 'une connexion depuis {{address}} s’est fermée sans se connecter : {{count}} requêtes ont été refusées',
    other:
      'une connexion depuis {{address}} s’est fermée sans se connecter : {{count}} requêtes ont été refusées',
  },
  'alarm.disk-full':
    'le disque du journal est plein : plus rien ne peut être enregistré ; libérez de la place et la table reprend',
  'alarm.clock-back':
    'l’horloge de la table a été reculée : un fait de {{at}} a suivi un fait de {{after}} ; il est enregistré tel quel, appelez le chef de partie pour remettre l’horloge à l’heure',

  // The log cannot store what the table was asked: nothing of it was recorded.
  'log.disk-full':
    'non enregistré : le disque du journal est plein, plus rien ne peut être enregistré ; libérez de la place et la table reprend',

  // The share of the table minimum an insurance must reach, as 'insurance.below-minimum' says it.
  'insurance.share-half': 'la moitié du',
  'insurance.share-percent': '{{percent}} % du',

  // The pit review's rulings.
  'ruling.needs-reason': 'une décision doit donner son motif, en mots que le contrôle peut lire',
  'ruling.action-void': 'annuler le coup {{round}}',
  'ruling.action-correct': 'corriger la carte en position {{position}}',
  'ruling.action-note': 'noter une décision sur le coup {{round}}',
  'ruling.hole-card-down':
    'la carte en position {{position}} est la carte cachée du croupier, encore face cachée : elle peut être corrigée quand le croupier la retourne',

  // The burn box, the next card and key-in on the croupier's screen.
  'burned.bets-open': 'tirée pendant les mises : aucune main ne pouvait la prendre',
  'burned.settled': 'tirée après le règlement du coup : aucune main ne pouvait la prendre',
  'burned.insurance': 'tirée pendant l’assurance : aucune main ne pouvait la prendre',
  'burned.on-offer':
    'tirée pendant qu’une carte mal donnée était offerte : aucune main ne pouvait la prendre',
  'burned.unwanted': 'la main en jeu ne pouvait pas la prendre',
  'burned.marked': 'signalée par le croupier comme tirée par erreur',
  'burned.nobody-took': 'tirée par erreur et offerte aux boîtes : personne ne l’a prise',
  'burned.recorded': 'brûlée : {{why}}',
  'next.bets-open': 'les mises sont ouvertes',
  'next.settled': 'le coup est réglé',
  'next.insurance': 'l’assurance est ouverte',
  'next.offer': 'le {{card}} est offert',
  'next.dealer-stands': 'le croupier reste',
  'next.no-hand': 'aucune main n’est en jeu',
  'keyin.control-character':
    'la ligne saisie contient un caractère de contrôle ({{code}}) que le journal ne garde pas : saisissez-la sans lui',
  'keyin.nothing': 'rien n’a été saisi',
  'keyin.not-a-command':
    '« {{line}} » n’est pas une commande : saisissez une carte comme AS ou 10h, une décision comme h ou s — « help » donne toutes les formes',
  'keyin.wrong-form':
    '« {{line}} » ne se saisit pas ainsi : saisissez {{example}} — « help » donne toutes les formes',
  'keyin.amount':
    '« {{line}} » : {{value}} n’est pas une mise — saisissez un nombre supérieur à 0, comme {{example}}',
  'keyin.box':
    '« {{value}} » n’est pas un numéro de boîte : saisissez une boîte à partir de 1, comme {{example}}',
  'keyin-form.card': 'une carte sortie du sabot (rang puis couleur, majuscules ou minuscules)',
  'keyin-form.decisions': 'carte, reste, séparer (la main en jeu)',
  'keyin-form.double': 'doubler ; doubler pour 5 (doubler pour moins)',
  'keyin-form.surrender': 'abandon de la main en jeu ; abandon de la boîte 4 avant son tour',
  'keyin-form.bet': 'mise de 10 sur la boîte 3 (pour ann)',
  'keyin-form.deal': 'les mises sont closes, la donne commence',
  'keyin-form.insurance': 'assurance de 5 sur la boîte 2 (pour ann)',
  'keyin-form.even-money': 'paiement immédiat sur la boîte 2 ; assurance close',
  'keyin-form.misdeal': 'la dernière carte a été tirée par erreur',
  'keyin-form.offer':
    'la boîte 3 prend la carte mal donnée ; la passer (t et n répondent pour la boîte interrogée)',
  'keyin-form.fix': 'la dernière carte saisie (rien saisi depuis) était une faute de frappe : c’était QH',
  'keyin-form.confirm': 'aucune carte n’a été perdue (après une alarme de trames perdues)',
  'keyin-form.shuffle': 'un nouveau sabot',
  'keyin-form.seat': 'ann s’assoit à la boîte 2',
  'keyin-form.buy-in':
    'jetons vendus à la boîte 2 pour 200 en espèces (à ann) ; ajouter marker pour un marqueur, confirm pour enregistrer un montant sur lequel la table a demandé confirmation, id une fois la pièce d’identité du client vérifiée (la table la demande quand ses espèces du jour dépassent le seuil de déclaration)',
  'keyin-form.new-session':
    'la partie à la maison commence sa session suivante (chaque joueur reprend ses jetons du départ)',
  'keyin-form.moved':
    'les jetons que demandait la décision sur le coup 11 sont déplacés (sa notice disparaît)',
  'keyin-form.help': 'cette liste des formes',
  'hint.basic-strategy': 'stratégie de base : {{choice}} — {{hand}} contre {{upcard}}',
  'hint.double-suggested': 'le croupier suggère de doubler — {{hand}} contre {{upcard}}',
  'hint.hand-pair': '{{pair}}',
  'hint.hand-soft': '{{total}} souple',
  'hint.hand-hard': '{{total}}',
  'hint.upcard': 'un {{value}}',
  'hint.upcard-an': 'un {{value}}',
  'hint.upcard-ace': 'un as',
  'choice.hit': 'carte',
  'choice.stand': 'rester',
  'choice.double': 'doubler',
  'choice.split': 'séparer',
  'choice.surrender': 'abandon',

  // The croupier's screen: the dealer's banner.
  'dealer.total-hard': '{{total}}',
  'dealer.total-soft': '{{total}} souple',
  'dealer.draw': '{{total}} — TIRE',
  'dealer.stand': '{{total}} — RESTE',
  'dealer.bust': '{{total}} — SAUTÉ',
  'dealer.blackjack': 'BLACK-JACK',
  // The dealer's drawing rule, as every command and screen states it.
  'dealer-rule.hits-soft-seventeen': 'le croupier tire à 17 souple (H17)',
  'dealer-rule.stands-on-soft-seventeen': 'le croupier reste à 17 souple (S17)',
  'dealer-rule.draws-soft':
    'le croupier tire en dessous de {{total}} et à {{total}} souple, reste à {{total}} dur ou plus',
  'dealer-rule.draws': 'le croupier tire en dessous de {{total}} et reste à {{total}} ou plus',
  // The table's books (table accounting).
  'books.table-closed':
    'la table est fermée : ni mise ni donne avant que le chef de table la rouvre avec le compte d’ouverture',
  'books.already-open': 'la table est déjà ouverte : compter la fermeture avant de la rouvrir',
  'books.not-open':
    'la table n’est pas ouverte : le chef de table l’ouvre d’abord avec le compte d’ouverture',
  'books.buy-in-not-open':
    'les jetons ne se vendent qu’à une table ouverte : le chef de table l’ouvre d’abord avec le compte d’ouverture',
  'books.round-in-play': 'un coup est en cours : le float se compte entre deux coups, une fois le coup réglé',
  'books.signature-missing': 'cet enregistrement demande la signature du {{signer}}',
  'signer.croupier': 'croupier en service',
  'signer.supervisor': 'chef de table',
  'signer.cashier': 'caissier',
  'signer.runner': 'porteur',
  'signer.surveillance': 'agent de surveillance',
  'signer.manager': 'directeur',
  'signer.counter': 'membre de l’équipe de comptage',
  'signer.compliance': 'responsable de la conformité',
  'staff.badge-form':
    '« {{badge}} » n’est pas un numéro de badge : lettres, chiffres et tirets, 16 au plus, comme sur le badge',
  'staff.badge-taken':
    'le badge {{badge}} est déjà celui de {{name}} : un badge reste à une seule personne (le désactiver et en donner un nouveau)',
  'staff.unknown-badge': 'le badge {{badge}} n’est pas au registre du personnel',
  'staff.disabled':
    'le badge {{badge}} ({{name}}) est désactivé : il ne signe rien et n’ouvre aucune session',
  'staff.already-disabled': 'le badge {{badge}} ({{name}}) est déjà désactivé',
  'staff.name-form': 'il faut le nom de la personne, {{max}} caractères au plus',
  'staff.unknown-role': 'il n’y a pas de rôle « {{role}} » : les rôles sont {{roles}}',
  'staff.no-role': 'une personne a au moins un rôle',
  'staff.first-is-manager':
    'le registre du personnel est vide : la première personne inscrite est un directeur, qui s’inscrit lui-même',
  'staff.not-a-manager':
    'le badge {{badge}} n’est pas celui d’un directeur : seul un directeur modifie le registre du personnel',
  'staff.last-manager':
    'le badge {{badge}} est le dernier directeur actif : inscrire d’abord un autre directeur',
  'staff.needs-reason': 'dire pourquoi le badge est désactivé',
  'staff.lacks-role': 'le badge {{badge}} ({{name}}) n’a pas le rôle de {{role}}',
  'staff.sign-in-instead':
    'cette table tient un registre du personnel : {{name}} prend la table en s’identifiant avec son badge et son code PIN, non en étant nommé',
  'staff.no-pin': 'le badge {{badge}} ({{name}}) n’a pas encore de PIN : le fixer avec sabot staff pin',
  'staff.one-person-two-roles':
    'le badge {{badge}} ne peut signer comme {{first}} et comme {{second}} : deux rôles sur un même document sont deux personnes',
  'staff.register-off':
    'cette table n’a pas encore de registre du personnel : inscrire d’abord son premier directeur avec sabot staff add',
  'staff.not-on-duty': 'le badge {{badge}} n’est pas le croupier en service ici',
  'staff.already-on-duty': '{{name}} (badge {{badge}}) donne déjà à cette table',
  'staff.no-croupier':
    'aucun croupier n’est connecté : un croupier se connecte avec son badge avant les mises',
  'staff.needs-pin':
    'le registre du personnel et le croupier en service changent avec le code PIN de la personne concernée : un directeur avec sabot staff, un croupier en se connectant avec son badge',
  'books.chip-not-in-set': 'cette table n’a pas de jeton de {{chip}} : ses jetons sont {{chips}}',
  'books.chip-spelling':
    'écrivez le jeton de {{value}} « {{value}} », et non « {{chip}} » : chaque valeur de jeton est comptée une fois, sous sa seule écriture',
  'books.chip-count':
    '{{count}} n’est pas un nombre de jetons de {{chip}} : un nombre est un entier de 0 à {{max}}',
  'books.no-chips': 'un approvisionnement ou un retour porte au moins un jeton',
  'books.fill-slip-form': '{{slip}} n’est pas un numéro de bon d’approvisionnement : ils s’écrivent F-0001',
  'books.credit-slip-form': '{{slip}} n’est pas un numéro de bon de retour : ils s’écrivent C-0001',
  'books.slip-reused': 'le bon {{slip}} est déjà enregistré : le bon suivant est {{expected}}',
  'books.slip-out-of-sequence':
    'le bon {{slip}} est hors séquence : le bon suivant est {{expected}} (annuler un formulaire gâché pour en user le numéro)',
  'books.slip-too-wide':
    'le bon {{slip}} a trop de chiffres pour commencer une série : son premier bon a au plus {{digits}} chiffres, pour que les suivants puissent le suivre',
  'books.slip-already-void': 'le bon {{slip}} est déjà annulé',
  'books.no-such-slip':
    'il n’y a pas de bon {{slip}} : les bons d’approvisionnement s’écrivent F-0001, les bons de retour C-0001',
  'books.void-unknown-slip':
    'le bon {{slip}} n’est pas enregistré : une annulation nomme un bon enregistré, ou le formulaire suivant de sa série ({{expected}})',
  'books.limits-order': 'le minimum de la table dépasse son maximum',
  'books.croupier-on-duty': '{{name}} est déjà le croupier en service',
  // A log that cannot be used, and the folder or file that is why.
  'log.no-file-named': 'aucun fichier n’a été nommé pour le journal',
  'log.missing': '{{path}} n’existe pas : vérifier le nom du journal',
  'log.is-a-folder': '{{path}} est un dossier, pas un fichier de journal',
  'log.not-a-regular-file': '{{path}} n’est pas un fichier ordinaire : un journal est un fichier',
  'log.cannot-write': '{{path}} ne peut pas être ouvert en écriture : {{why}}',
  'log.cannot-write-detail': '{{path}} ne peut pas être ouvert en écriture ({{detail}})',
  'log.cannot-read': '{{path}} ne peut pas être ouvert : {{detail}}',
  'log.not-a-database': '{{path}} n’est pas un journal Sabot (le fichier n’est pas une base de données)',
  'log.foreign-database':
    '{{path}} n’est pas un journal Sabot (c’est la base de données d’un autre programme, avec les tables {{tables}})',
  'log.damaged':
    '{{path}} est endommagé (SQLite a trouvé un dommage) : garder le fichier pour examen et restaurer le journal depuis la dernière sauvegarde vérifiée',
  'log.damaged-detail':
    '{{path}} est endommagé ({{detail}}) : garder le fichier pour examen et restaurer le journal depuis la dernière sauvegarde vérifiée',
  'log.busy': '{{path}} est tenu par un autre programme ; le fermer et réessayer',
  'log.open-disk-full': 'le disque de {{path}} est plein ; plus rien ne peut être enregistré',
  'log.disk-failed': 'le disque de {{path}} n’a pas pu lire ou écrire ({{code}})',
  'log.no-wal':
    '{{path}} est inutilisable : son disque ne prend pas en charge la journalisation anticipée (WAL)',
  'log.newer-sabot':
    'cette base a été écrite par un Sabot plus récent : la migration {{label}} est inconnue ici ; l’ouvrir avec cette version',
  'log.migration-missing':
    'la migration {{label}} ({{name}}) est enregistrée dans cette base mais son fichier manque à ce Sabot',
  'log.migration-changed':
    'la migration {{label}} ({{name}}) appliquée à cette base diffère de {{file}} : une migration publiée ne se modifie jamais (somme enregistrée {{recorded}}, fichier {{found}})',
  'log.no-table-yet': '{{path}} ne contient encore aucune table : nommer son profil pour en ouvrir une',
  'log.other-profile': '{{path}} est le journal d’une table {{held}}, pas {{asked}}',
  'log.cannot-start':
    'la table ne peut pas démarrer sur {{path}} : {{problem}} ; rien n’est enregistré tant qu’un chef de table n’a pas vérifié le journal (sabot verify --db {{path}})',
  'log.head-mismatch':
    '{{problem}} ; plus rien n’est enregistré tant qu’un chef de table n’a pas vérifié le journal',
  'log.not-a-head': 'le fichier de tête de chaîne {{path}} n’est pas une tête de chaîne ({{why}})',
  'folder.is-a-file': '{{path}} est un fichier, pas un dossier',
  'folder.missing': 'le dossier {{path}} n’existe pas',
  'folder.cannot-be-made': '{{path}} ne peut pas être créé : {{why}}',
  'folder.not-writable': 'le dossier {{path}} n’est pas accessible en écriture ({{why}})',
  'folder.why-forbidden': 'cet utilisateur ne peut pas y écrire',
  'folder.why-read-only': 'son disque est en lecture seule',
  'folder.why-file-in-path': 'une partie du chemin est un fichier, pas un dossier',
  'folder.why-missing': 'le dossier n’existe pas',
  'folder.why-disk-full': 'le disque est plein',
  'folder.why-permission': 'permission refusée',
  'folder.why-file-forbidden': 'cet utilisateur ne peut pas lire et écrire le fichier',
  'lease.holder': 'la table en direct du processus {{pid}} sur l’hôte {{host}}, depuis {{since}}',
  'lease.holder-opening': 'une autre table en direct (elle s’ouvre)',
  'lease.taken':
    '{{path}} est déjà ouvert par {{holder}} : un journal a une seule table en direct ; fermer d’abord celle-là',
  'lease.taken-remote':
    '{{path}} est déjà ouvert par {{holder}} : un journal a une seule table en direct ; fermer d’abord celle-là ; une fois cette table sûrement fermée, supprimer {{holderPath}}',
  // rule meanings: a table Sabot does not ship.
  'profile.unknown':
    'il n’y a pas de profil de règles « {{id}} » : les tables sont {{known}} (ou chargez-en un avec --rules FICHIER)',
  // rule meanings: the faults of a profile file, each field by its dotted path.
  'profile.not-json': '{{origin}} n’est pas du JSON valide : {{detail}}',
  'profile.invalid': '{{origin}} n’est pas un profil de règles valide :{{faults}}',
  'profile.fault': '\n  - {{field}} : {{why}}{{more}}',
  'profile.whole': '(le profil entier)',
  'profile.one-of': 'doit valoir l’un de {{values}}',
  'profile.unknown-field': 'champ inconnu {{fields}}',
  'profile.unknown-fields': 'champs inconnus {{fields}}',
  'profile.missing': 'manque (de type {{expected}})',
  'profile.at-most': 'doit valoir au plus {{limit}}',
  'profile.below': 'doit valoir moins de {{limit}}',
  'profile.at-least': 'doit valoir au moins {{limit}}',
  'profile.above': 'doit valoir plus de {{limit}}',
  'profile.id-form': 'employez des minuscules, des chiffres et des tirets, par exemple « classic-6d »',
  'profile.above-boxes': 'doit valoir au plus table.boxes ({{boxes}})',
  'profile.above-box-total': 'doit valoir au plus table.maxBoxTotal ({{max}})',
  'profile.peek-upcards':
    'une table à vérification nomme les cartes visibles sur lesquelles le croupier vérifie : "A", "10" ou les deux',
  'profile.shipped-id':
    'est l’identifiant d’une table livrée avec Sabot ({{shipped}}) : donnez à votre table un identifiant à elle',
  'profile.shipped-name':
    'est le nom d’une table livrée avec Sabot ({{shipped}}) : donnez à votre table un nom à elle',
  'profile.split-hands':
    'doit valoir au plus {{limit}} : une boîte n’a pas la place pour plus de mains (null pour aucune limite)',
  'profile.other': '{{detail}}',
  // live books
  'books.action-table-open': 'enregistrer l’ouverture',
  'books.action-table-close': 'enregistrer la fermeture',
  'books.action-fill': 'enregistrer le bon d’approvisionnement {{slip}}',
  'books.action-credit': 'enregistrer le bon de retour {{slip}}',
  'books.action-slip-void': 'annuler le bon {{slip}}',
  'books.action-limits': 'changer les limites en {{min}}–{{max}}',
  'books.action-croupier': 'mettre {{name}} en service comme croupier',
  'books.buy-in-confirm':
    'un achat de jetons de {{amount}} dépasse {{times}} fois le maximum de la table ({{max}}) : vérifier le montant ; s’il est juste, l’enregistrer de nouveau, confirmé',
  'books.action-buy-in-void': 'annuler l’achat de jetons {{buyIn}}',
  'books.no-such-buy-in':
    'il n’y a pas d’achat de jetons {{buyIn}} : la table en a enregistré {{sold}}, numérotés à partir de 1',
  'books.buy-in-already-void': 'l’achat de jetons {{buyIn}} est déjà annulé',
  'adjustment.none-owed': 'aucune décision sur le coup {{round}} n’attend que ses jetons soient déplacés',
  'books.needs-pins':
    '{{action}} : le chef de table l’enregistre avec les codes PIN (le sien et celui du croupier), sur l’écran des comptes ou avec sabot books',
  'books.needs-pit-boss-pin':
    '{{action}} : le chef de table le fait avec son code PIN, sur l’écran des comptes ou avec sabot books',
  'books.croupier-unnamed':
    'aucun croupier n’est en service pour signer ({{action}}) : nommer le croupier qui signe',
  'pin.croupier-not-set':
    'aucun code PIN de croupier n’est défini à cette table : le définir avec « sabot pin set --role croupier »',
  'access.compliance-only':
    'la connexion du responsable de la conformité n’ouvre que les registres d’espèces, pas {{op}} : connectez-vous comme chef de partie ou en consultation pour le plateau',
  'access.not-compliance':
    '{{op}} est réservé au responsable de la conformité : connectez-vous comme responsable de la conformité',
  'access.pit-boss-only':
    'seul un chef de table connecté peut utiliser {{op}} : se connecter comme chef de table',
  // Setting a PIN.
  'pin.form': 'un code PIN compte de 4 à 12 chiffres',
  // Le bureau du registre du personnel.
  'staff.register-on':
    'cette table a déjà un registre du personnel : un responsable inscrit chacun avec son propre code PIN',
  'staff.center-register-on':
    'le pit a déjà un registre du personnel à son centre : un responsable inscrit chacun avec son propre code PIN (--by son badge)',
  'staff.follows-center':
    'cette table suit le registre du personnel du pit à son centre : modifiez le registre là-bas, avec --pg',
  'staff.action-enrol': 'inscrire le badge {{badge}}',
  'staff.action-roles': 'changer les rôles du badge {{badge}}',
  'staff.action-disable': 'désactiver le badge {{badge}}',
  'staff.action-pin': 'fixer le code PIN du badge {{badge}}',
  'staff.action-needs-pin': '{{action}} : le code PIN de la personne qui le demande est nécessaire',
  'staff.action-sign-in': 'prendre la table',
  'staff.action-sign-out': 'quitter la table',
  'pin.personal':
    'cette table tient un registre du personnel : chacun a son propre code PIN, fixé avec sabot staff pin --badge N',
  'pin.already-set': 'un code PIN {{role}} est déjà défini : donner le code actuel pour le changer',
  'pin.action-change': 'changer le code PIN',
  // Le registre central de la salle.
  'pit.center-down': 'la base centrale {{center}} est injoignable ({{detail}})',
  'pit.center-unreachable':
    'la base centrale {{center}} est injoignable ({{detail}}) : la table continue de jouer et envoie son journal à son retour',
  'pit.ship-refused': 'la base centrale a refusé le journal de la table {{table}} : {{why}}',
  'pit.table-not-admitted':
    'la table {{table}} n’est pas admise au pit : un chef de partie l’admet avec sabot pit admit --table {{table}}',
  'pit.table-log-elsewhere':
    'ce journal est déjà envoyé au pit comme table {{other}} : un journal est une seule table',
  'pit.table-other-log':
    'un autre journal est déjà envoyé au pit comme table {{table}} : ce journal n’est pas le sien',
  'pit.table-no-key':
    'le journal n’a pas encore de clé de table : démarrer la table une fois avec cette version de Sabot',
  'pit.chain-differs-from-stored':
    'le fait en position {{position}} de la table {{table}} n’est pas celui déjà enregistré au centre (modifié ou réécrit)',
  'pit.chain-breaks-chain':
    'le fait en position {{position}} de la table {{table}} ne s’enchaîne pas au dernier enregistré au centre',
  'pit.chain-hash-mismatch':
    'le fait en position {{position}} de la table {{table}} ne correspond pas à sa propre empreinte',
  'pit.chain-gap': 'la table {{table}} a sauté la position {{position}} : ses faits arrivent sans trou',
  'pit.chain-shorter':
    'la table {{table}} détient moins de faits que le centre : son journal a été coupé ou réécrit à partir de la position {{position}}',
  'pit.chain-not-a-fact':
    'le fait en position {{position}} de la table {{table}} n’est pas un fait que Sabot sait lire : son contenu n’est pas ce qu’écrit la table',
  'pit.table-left-out': 'la table {{table}} est laissée de côté : {{why}}',
  'pit.table-id':
    '{{id}} n’est pas un nom de table pour le centre : lettres, chiffres, points, tirets et soulignés, 64 au plus',
  'pit.lag':
    'la table {{table}} est muette depuis {{since}} : à son dernier signe, {{behind}} faits attendaient d’être envoyés (son propre en-tête montre combien attendent maintenant)',
  'pit.journal-differs':
    'l’entrée {{journal}} en position {{position}} de la table {{table}} n’est pas celle déjà enregistrée au centre',
  'pit.no-answer': 'aucune réponse en {{seconds}} s',
  'pit.journal-altered':
    'l’entrée {{journal}} en position {{position}} de la table {{table}} ne correspond pas à son sceau : elle a été modifiée ou inventée',
  'pit.journal-breaks':
    'l’entrée {{journal}} en position {{position}} de la table {{table}} ne suit pas l’entrée précédente',
  'pit.journal-ahead':
    'le centre détient des entrées {{journal}} de la table {{table}} à partir de la position {{position}} que la table n’a jamais écrites',
  'pit.journal-unshippable':
    'l’entrée {{journal}} en position {{position}} de la table {{table}} ne peut pas être enregistrée au centre ({{detail}}) : le reste est envoyé',
  // Le serveur du pit : les alarmes des tables sur le plan de salle, ses connexions et acquittements.
  'pit.round-alarm':
    'table {{table}} : la donne {{round}} a une alarme (carte mal lue, panne du lecteur ou carte refusée pendant la donne)',
  'pit.opener-differs':
    'la table {{table}} a ouvert avec {{opener}} au plateau alors que la dernière fermeture comptait {{closer}}',
  'pit.no-pin':
    'aucun code PIN {{role}} n’est défini au centre : définissez-le avec sabot pit pin set --role {{role}}',
  'pit.no-such-alarm': 'le centre n’a pas d’alarme {{alarm}}',
  'pit.already-acknowledged': 'l’alarme {{alarm}} a déjà été acquittée par {{operator}}',
  'pit.no-such-table': 'le centre ne détient aucune table {{table}}',
  'pit.login-action': 'accès au pit',
  'pit.admit-action': 'admission de tables au pit',
  'pit.pin-review-changes-own':
    'le code PIN du rôle review ne change que le sien : le code PIN {{role}} demande son propre code actuel',
  'pit.pin-changes-bounded':
    'le code PIN {{role}} a été changé ou essayé {{count}} fois dans les dix dernières minutes : attendre avant de le changer',
  'pit.pin-same-as-other':
    'ce code PIN ouvre déjà le rôle {{other}} du pit : le code PIN {{role}} doit être le sien',
  'pit.review-read-only':
    'la revue du pit lit la copie centrale de la table {{table}} : décisions et corrections se font à la table',
  // L’audit d’un journal (sabot verify, le contrôle au démarrage, la vérification de la revue).
  'book.journal': 'registre',
  'book.device-journal': 'registre du lecteur',
  'book.pins': 'table des codes PIN',
  'verify.no-log': 'il n’y a pas de journal à {{path}}, ou il est illisible',
  'verify.damaged': '{{path}} est endommagé : {{detail}}',
  'verify.not-a-log': '{{path}} n’est pas un journal Sabot (il n’a pas de tables de journal)',
  'verify.unsealed':
    'le {{book}} de ce journal n’est pas encore scellé (une version antérieure de Sabot l’a écrit) : ouvrir le journal une fois avec cette version, qui le scelle, puis vérifier à nouveau',
  'verify.guard-missing':
    'la protection d’ajout seul {{guard}} manque : le journal a pu être modifié sur place',
  'verify.position-missing': 'la position {{expected}} manque : les faits sautent de {{before}} à {{found}}',
  'verify.event-altered':
    'le fait en position {{position}} a été modifié après son écriture (son empreinte ne correspond pas à son contenu)',
  'verify.chain-breaks':
    'la chaîne se rompt en position {{position}} : elle ne suit pas le fait en position {{before}}, qui a été réécrit, ou un fait a été inséré',
  'verify.round-skips': 'le coup {{round}} saute de son fait {{last}} à {{next}} en position {{position}}',
  'verify.head-missing':
    'le fichier de tête de chaîne {{path}} manque alors que le journal contient {{count}} faits : le journal ne peut être prouvé complet',
  'verify.head-differs':
    'le fait en position {{position}} n’est pas celui qu’a noté le fichier de tête de chaîne : le journal a été réécrit à partir de là ou avant',
  'verify.lost-tail': {
    one: 'le journal a été tronqué après la position {{last}} : le fichier de tête note la position {{head}}, donc {{count}} fait après la position {{last}} a été perdu (le fichier -wal à côté du journal a-t-il été supprimé, ou le fichier coupé ?)',
    other:
      'le journal a été tronqué après la position {{last}} : le fichier de tête note la position {{head}}, donc {{count}} faits après la position {{last}} ont été perdus (le fichier -wal à côté du journal a-t-il été supprimé, ou le fichier coupé ?)',
    many: 'le journal a été tronqué après la position {{last}} : le fichier de tête note la position {{head}}, donc {{count}} faits après la position {{last}} ont été perdus (le fichier -wal à côté du journal a-t-il été supprimé, ou le fichier coupé ?)',
  },
  'verify.unwitnessed': {
    one: 'le journal contient {{count}} fait après son fichier de tête (position {{head}}, le journal va jusqu’à {{last}}) : il a été ajouté sans que la tête soit écrite, par une panne ou un disque plein à ce moment, ou à la main ; un chef de table le contrôle avec la table avant que la tête soit réécrite',
    other:
      'le journal contient {{count}} faits après son fichier de tête (position {{head}}, le journal va jusqu’à {{last}}) : ils ont été ajoutés sans que la tête soit écrite, par une panne ou un disque plein à ce moment, ou à la main ; un chef de table les contrôle avec la table avant que la tête soit réécrite',
    many: 'le journal contient {{count}} faits après son fichier de tête (position {{head}}, le journal va jusqu’à {{last}}) : ils ont été ajoutés sans que la tête soit écrite, par une panne ou un disque plein à ce moment, ou à la main ; un chef de table les contrôle avec la table avant que la tête soit réécrite',
  },
  'verify.book-entry-erased':
    'l’entrée {{position}} du {{book}}, que note le fichier de tête, manque : des entrées ont été effacées à sa fin',
  'verify.book-entry-differs':
    'l’entrée {{position}} du {{book}} n’est pas celle qu’a notée le fichier de tête : il a été réécrit à partir de là ou avant',
  'verify.book-entry-missing':
    'l’entrée {{expected}} du {{book}} manque : il saute de {{before}} à {{found}}',
  'verify.book-entry-altered':
    'l’entrée {{position}} du {{book}} a été modifiée ou insérée après son écriture (son sceau ne correspond pas à son contenu)',
  'verify.book-breaks':
    'le {{book}} se rompt à l’entrée {{position}} : elle ne suit pas l’entrée {{before}}, qui a été réécrite ou supprimée',
  'verify.pin-unproven': '{{problem}}',
  'verify.differs-from-verified':
    'le fait en position {{position}} n’est pas celui vérifié le {{at}} : le journal a été réécrit à partir de là ou avant',
  'backup.nothing-copied': '{{problem}} (rien n’a été copié)',
  'backup.no-file': 'aucun fichier n’a été nommé pour la sauvegarde',
  'backup.exists': '{{path}} existe déjà : une sauvegarde n’écrase jamais un fichier',
  'backup.failed': 'la sauvegarde vers {{path}} a échoué : {{detail}}',
  'verify.at-position': 'en position {{position}} : {{problem}}',
  'verify.could-not-run': 'l’audit n’a pas pu être mené : {{detail}}',
  // The last English (shoe-sim, server bodies, profile names, profile faults).
  'http.wrong-name': 'ce serveur ne répond pas à ce nom',
  'http.read-with-get': 'le tableau de bord se lit avec GET',
  'http.not-found': 'introuvable',
  'http.not-built': 'le tableau de bord n’est pas construit (pas de {{index}}) : lancez « npm run build »',
  'http.file-failed': 'le serveur n’a pas pu envoyer ce fichier ; sa sortie dit pourquoi',
  'http.socket-path': 'la connexion de ce serveur est {{path}}',
  'http.foreign-origin': 'seul le tableau de bord servi depuis l’origine de ce serveur peut se connecter',
  'http.other-window': 'cette table ne répond qu’à la fenêtre qui l’a lancée',
  'socket.internal-error': 'erreur interne : {{op}} a échoué ; la sortie du serveur dit pourquoi',
  'profile.expected-received': 'doit être de type {{expected}}, reçu : {{received}}',
  'profile.type-number': 'nombre',
  'profile.type-boolean': 'booléen',
  'profile.type-string': 'texte',
  'profile.type-object': 'objet',
  'profile.type-array': 'liste',
  'profile.type-null': 'null (rien)',
  'card-script.line': '{{origin}}, ligne {{line}} : {{why}}',
  'card-script.empty': '{{origin}} ne contient aucune carte',
  'card-script.the-script': 'le script de cartes',
  'simulator.cannot-open': 'le lecteur simulé ne peut pas ouvrir {{path}} : {{detail}}',
  // L’envoi de la table vivante à la salle.
  'pit.ship-failed':
    'l’envoi à la base centrale {{center}} a échoué ({{detail}}) : la table continue de jouer et réessaie',
  // The shoe reader's port.
  'reader.port-missing':
    'le port {{path}} du lecteur du sabot est absent (lecteur débranché ou éteint ?) ; nouvel essai en cours',
  'reader.port-denied':
    'Sabot n’a pas le droit d’ouvrir le port {{path}} du lecteur du sabot : permission refusée (l’utilisateur qui lance Sabot doit être dans le groupe dialout) ; nouvel essai en cours',
  'reader.port-busy':
    'le port {{path}} du lecteur du sabot est tenu par un autre programme (un autre Sabot ou un programme de terminal ?) ; nouvel essai en cours',
  'reader.not-serial': '{{path}} n’est pas un port série ; vérifiez le port réglé pour le lecteur',
  'reader.cannot-open':
    'le port {{path}} du lecteur du sabot ne s’ouvre pas ({{reason}}) ; nouvel essai en cours',
  'reader.line-down':
    'le lecteur du sabot sur {{path}} a quitté la ligne : débranché, éteint ou câble coupé ; reconnexion en cours',
  'reader.line-down-because':
    'le lecteur du sabot sur {{path}} a quitté la ligne : débranché, éteint ou câble coupé ({{reason}}) ; reconnexion en cours',
  'reader.port-gone':
    'le lecteur du sabot sur {{path}} a quitté la ligne : débranché, éteint ou câble coupé (son port a disparu) ; reconnexion en cours',
  'reader.silent':
    'le lecteur du sabot est muet depuis {{seconds}} s : vérifiez qu’il est allumé et que son câble est branché',
  'reader.unreadable': {
    one: 'aucune trame valable du lecteur du sabot depuis {{seconds}} s, seulement {{count}} octet illisible : vérifiez le câble et la vitesse (bauds) du lecteur',
    many: 'aucune trame valable du lecteur du sabot depuis {{seconds}} s, seulement {{count}} octets illisibles : vérifiez le câble et la vitesse (bauds) du lecteur',
    other:
      'aucune trame valable du lecteur du sabot depuis {{seconds}} s, seulement {{count}} octets illisibles : vérifiez le câble et la vitesse (bauds) du lecteur',
  },
  // The PIN table.
  'pin.forged':
    'le code PIN {{role}} de la ligne {{position}} de la table des PIN n’a pas été posé par Sabot ({{why}}) : il a été inscrit à la main',
  'pin.forged-no-entry': 'aucune entrée scellée du journal ne le nomme',
  'pin.forged-seal': 'son sceau ne correspond pas',
  'pin.forged-refused': '{{problem}} ; {{action}} refusé tant qu’un chef de table n’a pas vérifié le journal',
  // The socket's answers to frames that are no request.
  'request.binary': 'seules des trames texte JSON sont lues ici',
  'request.not-json': 'une requête est du texte JSON : un objet avec ses champs id, op et payload',
  'request.not-envelope': 'une requête est un objet avec ses champs id, op et payload',
  'request.unknown-operation': 'il n’y a pas d’opération « {{op}} »',
  'request.invalid': 'la requête {{op}} n’est pas valable ({{detail}})',
  'request.busy':
    'cet écran a déjà {{waiting}} rapports en attente : {{op}} n’est pas pris maintenant, redemandez une fois qu’ils ont reçu leur réponse',
  // Une carte désignée par sa place : le coup, la main comme le rapport du coup la nomme, sa place dans la main.
  'ruling.hand-dealer': 'la main du croupier',
  'ruling.hand-box': 'la boîte {{box}}',
  'ruling.hand-split': 'la boîte {{box}}.{{hand}}',
  'ruling.action-correct-at': 'corriger la carte {{card}} de {{hand}} au coup {{round}}',
  'ruling.no-such-box': 'le coup {{round}} n’a pas de mise sur la boîte {{box}} (boîtes jouées : {{boxes}})',
  'ruling.box-was-split':
    'la boîte {{box}} a été séparée au coup {{round}} : nommez l’une de ses {{hands}} mains, {{box}}.1 à {{box}}.{{hands}}',
  'ruling.box-not-split': 'la boîte {{box}} n’a pas été séparée au coup {{round}} : nommez-la {{box}}',
  'ruling.no-such-hand':
    'la boîte {{box}} n’a pas de main {{box}}.{{hand}} au coup {{round}} : ses mains sont {{box}}.1 à {{box}}.{{hands}}',
  'ruling.no-such-card': 'au coup {{round}}, {{hand}} n’a pas de carte {{card}} ; ses cartes : {{held}}',
  'ruling.hole-card-down-now':
    'la deuxième carte du croupier au coup {{round}} est la carte cachée, encore face cachée : elle peut être corrigée quand le croupier la retourne',
  'held.nothing-to-confirm': 'aucune carte n’est retenue : il n’y a rien à confirmer',
  // The simulated reader's line.
  'simulator.pty-dir': 'impossible de créer le dossier {{dir}} des pseudo-terminaux : {{detail}}',
  'simulator.socat-slow': 'socat n’a pas ouvert les pseudo-terminaux en 5 s : {{said}}',
  'simulator.socat-missing': 'socat n’est pas installé : apt-get install socat',
  'simulator.socat-failed': 'socat n’a pas pu démarrer : {{detail}}',
  'simulator.socat-stopped':
    'socat s’est arrêté ({{how}}) avant que les pseudo-terminaux soient prêts : {{said}}',
  'simulator.socat-said-nothing': '(socat n’a rien dit)',
  'simulator.not-open': 'rien où écrire : le port {{path}} du lecteur simulé n’est pas ouvert',
  'simulator.write-failed': 'l’écriture sur {{path}} a échoué : {{detail}}',
  'simulator.no-return': 'le lecteur simulé n’a pas pu revenir sur la ligne : {{why}}',
  'simulator.fault-share': '{{name}} est une part des trames de 0 à 1, pas {{rate}}',
  'simulator.fault-shares-sum':
    'les trames abîmées et perdues ne peuvent pas dépasser ensemble toutes les trames',
  'simulator.fault-duration': '{{name}} est une durée en ms, pas {{ms}}',
  'simulator.penetration':
    'la place de la carte de coupe est une part du sabot entre 0 et 1, pas {{penetration}}',
  'simulator.decks': 'un sabot contient de 1 à 8 jeux, pas {{decks}}',
  // A refused frame from the shoe reader.
  'frame.cut-off': 'trame coupée : une nouvelle trame a commencé avant sa fin',
  'frame.too-long': 'trame de plus de {{max}} octets',
  'frame.noise': 'octets hors d’une trame (bruit sur la ligne ?)',
  'frame.no-checksum': 'pas de somme de contrôle : une trame finit par *XXXX et CR LF',
  'frame.not-printable': 'l’octet {{byte}} n’est pas un caractère ASCII imprimable',
  'frame.bad-checksum': 'somme de contrôle {{text}} fausse (les octets de la trame donnent {{expected}})',
  'frame.unknown-protocol': 'protocole « {{protocol}} » inconnu (SBT1 attendu)',
  'frame.bad-sequence': 'le numéro de séquence « {{seq}} » n’est pas entre 0 et 65535',
  'frame.unknown-card': 'carte « {{card}} » inconnue dans une trame de carte',
  'frame.unknown-status': 'état « {{status}} » inconnu',
  'frame.heartbeat-fields': 'une trame de présence ne porte aucun champ',
  'frame.hello-fields': 'une trame d’accueil porte le fabricant, le modèle et le micrologiciel',
  'frame.unknown-kind': 'type de trame « {{kind}} » inconnu',
  'frame.decoder-failed': 'le décodeur {{codec}} a échoué sur ces octets (un défaut de Sabot) : {{detail}}',
  'pit.protection-count-betting':
    'table {{table}} : les mises de {{player}} suivent le compte (r {{r}} sur {{rounds}} donnes, p {{p}})',
  'pit.protection-count-deviations':
    "table {{table}} : {{player}} s'écarte de la stratégie de base du côté d'un indice du compte ({{observed}} sur {{trials}}, hasard {{expected}}, p {{p}})",
  'pit.protection-hole-card':
    "table {{table}} : {{player}} joue comme s'il voyait la carte cachée ({{observed}} écarts justes sur {{trials}}, hasard {{expected}}, p {{p}})",
  'pit.protection-croupier':
    'table {{table}} : le croupier {{croupier}} se distingue par {{rates}} sur {{rounds}} donnes',
  'count.sheet-unreadable': 'la feuille de comptage n’est pas un fichier CSV lisible par Sabot : {{problem}}',
  'count.sheet-empty': 'la feuille de comptage ne contient aucune ligne de comptage',
  'count.sheet-columns':
    'il manque à la feuille de comptage la ou les colonnes {{missing}} : sa ligne d’en-tête doit être {{columns}}',
  'count.sheet-line':
    'ligne {{line}} de la feuille de comptage : {{problem}} ; rien de la feuille n’a été enregistré',
  'count.repeated': 'la boîte {{box}} a déjà cette nature et cette coupure sur une ligne précédente',
  'count.bad-day': '« {{day}} » n’est pas une journée de jeu (AAAA-MM-JJ)',
  'count.bad-table': '« {{value}} » n’est pas un nom de table (1 à 40 lettres, chiffres, espaces, . _ - / #)',
  'count.bad-box':
    '« {{value}} » n’est pas un numéro de boîte à drop (1 à 40 lettres, chiffres, espaces, . _ - / #)',
  'count.bad-kind': '« {{kind}} » n’est pas une nature de ligne de comptage : {{kinds}}',
  'count.bad-quantity': '« {{quantity}} » n’est pas une quantité (un nombre entier à partir de 1)',
  'count.amount-needed': 'une ligne {{kind}} se compte en montant : son montant manque',
  'count.amount-differs': 'le montant {{amount}} n’est pas {{quantity}} × {{denomination}} = {{total}}',
  'count.bad-amount': '« {{amount}} » n’est pas un montant en unités de table (au-dessus de 0, au centime)',
  'count.already-counted':
    'la boîte {{box}} de la table {{table}} du {{day}} est déjà comptée : un recomptage dit pourquoi (--recount RAISON) ; rien de la feuille n’a été enregistré',
  'count.nothing-to-recount':
    'la boîte {{box}} de la table {{table}} du {{day}} n’a jamais été comptée : il n’y a pas de comptage à remplacer ; rien de la feuille n’a été enregistré',
  'count.recorded-meanwhile':
    'un autre comptage de la même boîte a été enregistré entre-temps : rien de cette feuille n’a été enregistré ; lisez le rapport de comptage et recommencez',
  'count.action-sign': 'signer le comptage de {{boxes}} boîte(s) à drop',
  'pit.compliance-report-due':
    'table {{table}} : DÉCLARATION DUE — {{patron}} a changé {{amount}} en espèces le {{day}} à {{tables}} table(s), au-delà du seuil de déclaration ({{law}})',
  'pit.protection-hold':
    "table {{table}} : le gain ÷ mises du {{day}} est de {{hold}} %, hors de l'intervalle attendu de {{low}} % à {{high}} % (z {{z}})",
  'seat.player-card':
    '{{card}} n’est pas un numéro de carte de joueur : 1 à 40 lettres, chiffres, points, tirets ou soulignés',
  'seat.nobody-seated': 'personne n’est assis à la boîte {{box}}',
  'seat.leave-in-play':
    '{{player}} a une mise sur la boîte {{box}} dans le coup en cours : il part une fois le coup réglé',
  'keyin-form.seat-card': 'ann s’assoit à la boîte 2 avec sa carte de joueur P-10442 (notée)',
  'keyin-form.leave': 'le joueur de la boîte 2 quitte la table',
  'edge.other-profile': 'un avantage de {{profile}} ne vaut pas pour cette table, qui joue {{held}}',
  'odds.stands-too-low':
    'les probabilités du croupier portent sur les totaux 17 à 21, mais ce croupier reste à {{total}} : prenez un profil dont le croupier reste à 17 ou plus',
  'fact.unknown-type': 'cette version de Sabot ne connaît pas de fait du type {{type}}',
  'fact.table-not-opened': 'la table n’a pas encore été ouverte',
};
