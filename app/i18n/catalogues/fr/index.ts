import { cli } from './cli.js';
import { pit } from './pit.js';
import { review } from './review.js';
import { ruleWords } from './rule-words.js';
import { rules } from './rules.js';
import { screen } from './screen.js';
import { table } from './table.js';

export const french = { table, screen, review, cli, rules, ruleWords, pit };
