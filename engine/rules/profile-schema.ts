import { z } from 'zod';
import { MAX_UNITS, unitsRefusal } from '../money.js';
import { renderMessage } from '../refusals/render.js';

/**
 * A rule profile is plain data the round statechart reads. Every difference between the tables
 * of RULES.md is a field here, so a new table is a new profile, never new code. The meaning of
 * each field is its `describe()` text (shown by `sabot rules ID`); why each table has its value is
 * quoted from the rule document in the profile's own file.
 */

const ratio = z.strictObject({
  pays: z.number().int().positive().max(1000).describe('Units paid …'),
  per: z.number().int().positive().max(1000).describe('… for this many staked.'),
});

const upcardValue = z.enum(['A', '10']);

/**
 * An amount of the table in units: above 0, with at most two decimals and at most the largest
 * amount the table counts exactly (engine/money.ts), or the profile would be refused only later,
 * by the first stake it meets.
 */
const units = () =>
  z
    .number()
    .positive()
    .superRefine((value, context) => {
      const refusal = unitsRefusal(value);
      if (refusal) context.addIssue({ code: 'custom', message: renderMessage(refusal) });
    });
const chips = () => z.number().int().min(1).max(MAX_UNITS);

export const ruleProfileSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes, e.g. "classic-6d"')
      .describe('Short id used on the command line and in scripts, e.g. `classic-6d`.'),
    name: z.string().min(1).describe('A name for screens.'),
    source: z
      .string()
      .min(1)
      .describe('The rule document the profile rests on (a file name under the seeds), or free text.'),

    shoe: z.strictObject({
      decks: z.number().int().min(1).max(8).describe('Number of 52-card decks, no jokers.'),
      reshuffle: z
        .enum(['cut-card', 'every-round'])
        .describe(
          '`cut-card`: a new shoe after the round in which the cut card appears; `every-round`: all cards gathered and shuffled after every round.',
        ),
      penetration: z
        .number()
        .min(0.1)
        .max(0.95)
        .describe('Share of the shoe dealt before the cut card comes out (only for `cut-card`).'),
      backupDeck: z
        .boolean()
        .describe(
          'A second, announced backup deck of the same size is opened when the stock runs out mid-round.',
        ),
    }),

    table: z.strictObject({
      boxes: z.number().int().min(1).max(7).describe('Boxes on the layout.'),
      minOccupiedBoxes: z
        .number()
        .int()
        .min(1)
        .max(7)
        .describe('Occupied boxes needed before a round may be dealt.'),
      maxBettorsPerBox: z
        .number()
        .int()
        .min(1)
        .max(3)
        .describe('Bettors allowed on one box (the decider plus back-bettors).'),
      boxDecider: z
        .enum(['seat-holder', 'first-bettor'])
        .describe('Who takes the decisions of a box: the player seated at it, or the first to bet on it.'),
      minStake: units().describe('Smallest stake of each bettor, in table units.'),
      maxBoxTotal: units().describe('Largest total of all stakes on one box, in table units.'),
    }),

    session: z
      .strictObject({
        rounds: z
          .number()
          .int()
          .min(1)
          .describe('Rounds agreed for the session, after which players are ranked by chips.'),
        playerChips: chips().describe('Chips each player starts with.'),
        bankChips: chips().describe('Chips the bank starts with.'),
        topUpBankWithFictitiousChips: z
          .boolean()
          .describe(
            'A bank that cannot cover the next round is topped up with marked fictitious chips before the deal.',
          ),
        bankCoverOfStakes: z
          .number()
          .min(0)
          .max(100)
          .default(2)
          .describe(
            'What the bank must hold before a deal, as a multiple of the stakes on the table (2: a doubled win on every box).',
          ),
      })
      .nullable()
      .describe('A home session: fixed chips and an agreed number of rounds; `null` at a casino table.'),

    dealing: z.strictObject({
      holeCard: z
        .enum(['none', 'peek'])
        .describe(
          "`none`: the dealer's second card comes after all boxes have played (no hole card); `peek`: a face-down second card, checked for a natural before the players act.",
        ),
      peekUpcards: z.array(upcardValue).describe('Up-cards on which the dealer peeks (only for `peek`).'),
      dealerNaturalTakes: z
        .enum(['all-bets', 'original-bets'])
        .describe(
          'Without a hole card, what a dealer natural takes: every bet on the box including doubles and splits, or only the original bets.',
        ),
    }),

    dealer: z.strictObject({
      standsOn: z
        .number()
        .int()
        .min(12)
        .max(21)
        .describe('The dealer draws below this total and stands on it or more.'),
      hitsSoft17: z
        .boolean()
        .describe('Whether a soft total equal to `standsOn` still draws (H17) or stands (S17).'),
      completesWhenNoLiveBoxes: z
        .boolean()
        .describe('Whether the dealer completes the hand when no box is left to play against.'),
    }),

    player: z.strictObject({
      mustDrawBelow: z
        .number()
        .int()
        .min(2)
        .max(21)
        .nullable()
        .describe('A hand below this total may not stand; `null` when the player may always stand.'),
      standsOn21: z.boolean().describe('A hand that reaches 21 takes no more cards and stands at once.'),
    }),

    double: z.strictObject({
      allowed: z.boolean().describe('Whether doubling is offered at all.'),
      totals: z
        .array(z.number().int().min(4).max(21))
        .nullable()
        .describe('Totals of a two-card hand that may double (e.g. 9, 10, 11); `null` for any two cards.'),
      afterSplit: z.boolean().describe('A hand made by a split may double.'),
      onSplitAces: z.boolean().describe('A hand made by splitting aces may double.'),
      forLess: z
        .boolean()
        .describe('The double may be any amount from the table minimum up to the original stake.'),
    }),

    split: z.strictObject({
      allowed: z.boolean().describe('Whether splitting is offered at all.'),
      pairsBy: z
        .enum(['value', 'rank'])
        .describe('Pairs split by equal `value` (10 with J) or only equal `rank` (K with K).'),
      maxHands: z
        .number()
        .int()
        .min(2)
        .nullable()
        .describe('Most hands one box may hold after splits; `null` for no limit.'),
      resplitAces: z.boolean().describe('An ace dealt to a split ace may be split again.'),
    }),

    surrender: z
      .strictObject({
        totals: z
          .array(z.number().int().min(4).max(21))
          .nullable()
          .describe('Totals of the first two cards that may surrender; `null` for any total.'),
        handWithAce: z.boolean().describe('A two-card hand holding an ace may surrender.'),
        againstAce: z.boolean().describe('Surrender is allowed when the dealer shows an ace.'),
        beforeTurn: z
          .boolean()
          .describe("A box may be surrendered before its turn comes (all of a player's boxes at once)."),
      })
      .nullable()
      .describe('Late surrender for half the stake; `null` where the table has none.'),

    insurance: z.strictObject({
      offered: z.boolean().describe('Whether insurance is offered when the dealer shows an ace.'),
      amount: z
        .enum(['exactly-half', 'up-to-half'])
        .describe('`exactly-half` the initial bet, or `up-to-half`.'),
      minimumShareOfTableMin: z
        .number()
        .min(0)
        .max(1)
        .describe('Smallest insurance as a share of the table minimum (0.5 = half the minimum); 0 for none.'),
      raiseAfterDoubleOrSplit: z
        .boolean()
        .describe('Insurance may be raised to half the new stake after a double or a split.'),
      naturalMayInsure: z.boolean().describe('A hand holding a natural may be insured.'),
      evenMoney: z
        .boolean()
        .describe('A natural may take even money (1:1 at once) when the dealer shows an ace.'),
      pays: ratio.describe('Payout of insurance when the dealer has a natural.'),
    }),

    payouts: z.strictObject({
      win: ratio.describe('Payout of an ordinary win.'),
      blackjack: ratio.describe('Payout of a natural that beats the dealer.'),
    }),

    misdeal: z.strictObject({
      policy: z
        .enum(['offer-then-dealer', 'burn'])
        .describe(
          "`offer-then-dealer`: offered to each box holder in turn, then the dealer's second card; `burn`: taken out of play.",
        ),
      pitBossNote: z.boolean().describe('A pit-boss note is asked for each misdealt card.'),
    }),

    hints: z
      .enum(['none', 'double-on-9-10-11', 'basic-strategy'])
      .describe(
        "Advice shown on the croupier's screen: none, the dealer's suggestion to double on 9–11, or a basic-strategy hint.",
      ),
    disputes: z
      .enum(['pit-boss', 'bank'])
      .describe('Who settles a dispute: a pit boss (corrections as new events) or the bank.'),
  })
  .superRefine((profile, context) => {
    if (profile.table.minOccupiedBoxes > profile.table.boxes) {
      context.addIssue({
        code: 'custom',
        path: ['table', 'minOccupiedBoxes'],
        message: `must be at most table.boxes (${profile.table.boxes})`,
      });
    }
    if (profile.table.minStake > profile.table.maxBoxTotal) {
      context.addIssue({
        code: 'custom',
        path: ['table', 'minStake'],
        message: `must be at most table.maxBoxTotal (${profile.table.maxBoxTotal})`,
      });
    }
    if (profile.dealing.holeCard === 'peek' && profile.dealing.peekUpcards.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['dealing', 'peekUpcards'],
        message: 'a peek table names the up-cards it peeks on: "A", "10" or both',
      });
    }
  });

export type RuleProfile = z.infer<typeof ruleProfileSchema>;
export type PayoutRatioSpec = z.infer<typeof ratio>;
