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
};
