import type { Translated } from '../../catalogue-shape.js';
import type { rules as english } from '../en/rules.js';

/**
 * A rule profile in French, in the words of the house rules (sabot, boîte, croupier, mise,
 * doubler, séparer, abandon, assurance, carte brûlée, banque). The values in backquotes are the
 * keys the author types in a profile file and stay as they are.
 */
export const rules: Translated<typeof english> = {
  id: 'Identifiant court employé sur la ligne de commande et dans les scripts, par exemple `classic-6d`.',
  name: 'Un nom pour les écrans.',
  source:
    'Le règlement sur lequel repose le profil (un nom de fichier des règlements fournis), ou un texte libre.',
  'shoe.decks': 'Nombre de jeux de 52 cartes, sans joker.',
  'shoe.reshuffle':
    '`cut-card` : un nouveau sabot après le coup où sort la carte de coupe ; `every-round` : toutes les cartes ramassées et mélangées après chaque coup.',
  'shoe.penetration':
    'Part du sabot distribuée avant que sorte la carte de coupe (seulement pour `cut-card`).',
  'shoe.backupDeck':
    'Un second jeu de secours, de même taille et annoncé, est ouvert quand les cartes manquent en cours de coup.',
  'table.boxes': 'Boîtes sur le tapis.',
  'table.minOccupiedBoxes': 'Boîtes occupées nécessaires avant qu’un coup puisse être distribué.',
  'table.maxBettorsPerBox':
    'Joueurs admis à miser sur une boîte (celui qui décide et ceux qui misent derrière lui).',
  'table.boxDecider':
    'Qui prend les décisions d’une boîte : le joueur assis devant elle, ou le premier à y avoir misé.',
  'table.minStake': 'Plus petite mise de chaque joueur, en unités de la table.',
  'table.maxBoxTotal': 'Plus grand total de toutes les mises sur une boîte, en unités de la table.',
  session:
    'Une partie à la maison : des jetons fixés et un nombre de coups convenu ; `null` à une table de casino.',
  'session.rounds':
    'Coups convenus pour la partie, après lesquels les joueurs sont classés selon leurs jetons.',
  'session.playerChips': 'Jetons de chaque joueur au départ.',
  'session.bankChips': 'Jetons de la banque au départ.',
  'session.topUpBankWithFictitiousChips':
    'Une banque qui ne peut pas couvrir le coup suivant est complétée de jetons fictifs marqués avant la donne.',
  'session.bankCoverOfStakes':
    'Ce que la banque doit détenir avant une donne, en multiple des mises sur la table (2 : un gain doublé sur chaque boîte).',
  'dealing.holeCard':
    '`none` : la seconde carte du croupier vient après le jeu de toutes les boîtes (sans carte cachée) ; `peek` : une seconde carte face cachée, vérifiée pour un blackjack avant que les joueurs jouent.',
  'dealing.peekUpcards':
    'Cartes visibles du croupier sur lesquelles il vérifie sa carte cachée (seulement pour `peek`).',
  'dealing.dealerNaturalTakes':
    'Sans carte cachée, ce que prend un blackjack du croupier : toutes les mises de la boîte, doubles et séparations comprises, ou seulement les mises initiales.',
  'dealer.standsOn': 'Le croupier tire en dessous de ce total et reste à ce total ou au-delà.',
  'dealer.hitsSoft17': 'Si un total souple égal à `standsOn` tire encore (H17) ou reste (S17).',
  'dealer.completesWhenNoLiveBoxes':
    'Si le croupier complète sa main quand il ne reste plus aucune boîte contre laquelle jouer.',
  'player.mustDrawBelow':
    'Une main en dessous de ce total ne peut pas rester ; `null` quand le joueur peut toujours rester.',
  'player.standsOn21': 'Une main qui atteint 21 ne reçoit plus de carte et reste aussitôt.',
  'double.allowed': 'Si l’on peut doubler à cette table.',
  'double.totals':
    'Totaux d’une main de deux cartes qui peut doubler (par exemple 9, 10, 11) ; `null` pour deux cartes quelconques.',
  'double.afterSplit': 'Une main issue d’une séparation peut doubler.',
  'double.onSplitAces': 'Une main issue de la séparation de deux as peut doubler.',
  'double.forLess': 'Le double peut être de tout montant, du minimum de la table jusqu’à la mise initiale.',
  'split.allowed': 'Si l’on peut séparer à cette table.',
  'split.pairsBy':
    'Paires séparées à `value` égale (un 10 avec un valet) ou seulement à `rank` égal (un roi avec un roi).',
  'split.maxHands':
    'Nombre maximal de mains d’une boîte après séparations, au plus 8 ; `null` pour aucune limite.',
  'split.resplitAces': 'Un as reçu sur un as séparé peut être séparé à nouveau.',
  surrender: 'Abandon tardif pour la moitié de la mise ; `null` là où la table n’en a pas.',
  'surrender.totals': 'Totaux des deux premières cartes qui permettent l’abandon ; `null` pour tout total.',
  'surrender.handWithAce': 'Une main de deux cartes contenant un as peut abandonner.',
  'surrender.againstAce': 'L’abandon est permis quand le croupier montre un as.',
  'surrender.beforeTurn':
    'Une boîte peut être abandonnée avant que son tour vienne (toutes les boîtes d’un joueur à la fois).',
  'insurance.offered': 'Si l’assurance est proposée quand le croupier montre un as.',
  'insurance.amount':
    'Exactement la moitié de la mise initiale (`exactly-half`), ou jusqu’à la moitié (`up-to-half`).',
  'insurance.minimumShareOfTableMin':
    'Plus petite assurance, en part du minimum de la table (0.5 = la moitié du minimum) ; 0 pour aucune.',
  'insurance.raiseAfterDoubleOrSplit':
    'L’assurance peut être portée à la moitié de la nouvelle mise après un double ou une séparation.',
  'insurance.naturalMayInsure': 'Une main qui tient un blackjack peut être assurée.',
  'insurance.evenMoney':
    'Un blackjack peut prendre le paiement immédiat à 1 pour 1 quand le croupier montre un as.',
  'insurance.pays': 'Paiement de l’assurance quand le croupier a un blackjack.',
  'payouts.win': 'Paiement d’un gain ordinaire.',
  'payouts.blackjack': 'Paiement d’un blackjack qui bat le croupier.',
  'misdeal.policy':
    '`offer-then-dealer` : la carte tirée par erreur est proposée à chaque titulaire de boîte à son tour, puis devient la seconde carte du croupier ; `burn` : elle est brûlée, retirée du jeu.',
  'misdeal.pitBossNote': 'Une note du chef de table est demandée pour chaque carte tirée par erreur.',
  hints:
    'Conseil affiché sur l’écran du croupier : aucun, la suggestion du croupier de doubler sur 9 à 11, ou un conseil de stratégie de base.',
  disputes: 'Qui tranche un litige : un chef de table (les corrections en nouveaux événements) ou la banque.',
  // The tables Sabot ships.
  'classic-6d': 'Classique à six jeux (sans carte cachée)',
  'open-6d': 'Ouverte à six jeux (sans carte cachée, doubles généreux)',
  'home-1d': 'Partie à la maison, un jeu (carte cachée vérifiée, jetons)',
};
