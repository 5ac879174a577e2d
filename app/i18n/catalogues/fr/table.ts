import type { Translated } from '../../catalogue-shape.js';
import { table as english } from '../en/table.js';

// TEMPORARY: the English sentences until the translation lands.
export const table: Translated<typeof english> = {
  ...english,
  // The pit review's rulings.
  'ruling.needs-reason': "une décision doit dire sa raison, en mots que l'audit peut lire",
  'ruling.action-void': 'annuler la manche {{round}}',
  'ruling.action-correct': 'corriger la carte en position {{position}}',
  'ruling.action-note': 'noter une décision sur la manche {{round}}',
  'ruling.hole-card-down':
    'la carte en position {{position}} est la carte cachée du croupier, encore face cachée : elle peut être corrigée quand le croupier la retourne',

  // The burn box, the next card and key-in on the croupier's screen.
  'burned.bets-open': 'tirée pendant les mises : aucune main ne pouvait la prendre',
  'burned.settled': 'tirée après le règlement du coup : aucune main ne pouvait la prendre',
  'burned.insurance': 'tirée pendant l’assurance : aucune main ne pouvait la prendre',
  'burned.on-offer':
    'tirée pendant qu’une carte mal donnée était offerte : aucune main ne pouvait la prendre',
  'burned.unwanted': 'la main en jeu ne pouvait pas la prendre',
  'burned.marked': 'signalée par le croupier comme tirée par erreur',
  'burned.nobody-took': 'tirée par erreur et offerte aux boîtes : personne ne l’a prise',
  'burned.recorded': 'brûlée : {{why}}',
  'next.bets-open': 'les mises sont ouvertes',
  'next.settled': 'le coup est réglé',
  'next.insurance': 'l’assurance est ouverte',
  'next.offer': 'le {{card}} est offert',
  'next.dealer-stands': 'le croupier reste',
  'next.no-hand': 'aucune main n’est en jeu',
  'keyin.nothing': 'rien n’a été saisi',
  'keyin.not-a-command':
    '« {{line}} » n’est pas une commande : saisissez une carte comme AS ou 10h, une décision comme h ou s — « help » donne toutes les formes',
  'keyin.wrong-form':
    '« {{line}} » ne se saisit pas ainsi : saisissez {{example}} — « help » donne toutes les formes',
  'keyin.amount':
    '« {{line}} » : {{value}} n’est pas une mise — saisissez un nombre supérieur à 0, comme {{example}}',
  'keyin.box':
    '« {{value}} » n’est pas un numéro de boîte : saisissez une boîte à partir de 1, comme {{example}}',
  'keyin-form.card': 'une carte sortie du sabot (rang puis couleur, majuscules ou minuscules)',
  'keyin-form.decisions': 'carte, reste, séparer (la main en jeu)',
  'keyin-form.double': 'doubler ; doubler pour 5 (doubler pour moins)',
  'keyin-form.surrender': 'abandon de la main en jeu ; abandon de la boîte 4 avant son tour',
  'keyin-form.bet': 'mise de 10 sur la boîte 3 (pour ann)',
  'keyin-form.deal': 'les mises sont closes, la donne commence',
  'keyin-form.insurance': 'assurance de 5 sur la boîte 2 (pour ann)',
  'keyin-form.even-money': 'paiement immédiat sur la boîte 2 ; assurance close',
  'keyin-form.misdeal': 'la dernière carte a été tirée par erreur',
  'keyin-form.offer': 'la boîte 3 prend la carte mal donnée ; la passer',
  'keyin-form.fix': 'la dernière carte saisie (rien saisi depuis) était une faute de frappe : c’était QH',
  'keyin-form.confirm': 'aucune carte n’a été perdue (après une alarme de trames perdues)',
  'keyin-form.shuffle': 'un nouveau sabot',
  'keyin-form.seat': 'ann s’assoit à la boîte 2',
  'keyin-form.new-session':
    'la partie à la maison commence sa session suivante (chaque joueur reprend ses jetons du départ)',
  'keyin-form.help': 'cette liste des formes',
  'hint.basic-strategy': 'stratégie de base : {{choice}} — {{hand}} contre {{upcard}}',
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

  // The croupier's screen: the dealer's banner, the hands and places the next card phrase names.
  'hand.label-box': 'boîte {{box}}',
  'hand.label-split': 'boîte {{box}} main {{hand}}',
  'spot.box': 'boîte {{box}}',
  'spot.dealer': 'croupier',
  'spot.deal-complete': 'la distribution initiale est terminée',
  'dealer.total-hard': '{{total}}',
  'dealer.total-soft': '{{total}} souple',
  'dealer.draw': '{{total}} — TIRE',
  'dealer.stand': '{{total}} — RESTE',
  'dealer.bust': '{{total}} — BRÛLÉ',
  'dealer.blackjack': 'BLACK-JACK',
};
