import { z } from 'zod';
import { MAX_UNITS, unitsRefusal } from '../money.js';
import { type Message, say } from '../refusals/message.js';
import { codeOf } from '../result.js';
import { meaning } from './meanings.js';
import { saidParams } from './profile-faults.js';

/**
 * A rule profile is plain data the round statechart reads. Every difference between the tables
 * of RULES.md is a field here, so a new table is a new profile, never new code. The meaning of
 * each field is its `describe()` text, taken from meanings.ts by its dotted path (`sabot rules ID`
 * shows it, in the command's language); why each table has its value is quoted from the rule
 * document in the profile's own file.
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
      if (refusal)
        context.addIssue({ code: 'custom', message: codeOf(refusal), params: saidParams(refusal) });
    });
const chips = () => z.number().int().min(1).max(MAX_UNITS);

export const ruleProfileSchema = z
  .strictObject({
    id: z
      .string()
      // Said as `profile.id-form` (profile-faults.ts): the one pattern of the schema.
      .regex(/^[a-z0-9][a-z0-9-]*$/)
      .describe(meaning('id')),
    name: z.string().min(1).describe(meaning('name')),
    source: z.string().min(1).describe(meaning('source')),

    shoe: z.strictObject({
      decks: z.number().int().min(1).max(8).describe(meaning('shoe.decks')),
      reshuffle: z.enum(['cut-card', 'every-round']).describe(meaning('shoe.reshuffle')),
      penetration: z.number().min(0.1).max(0.95).describe(meaning('shoe.penetration')),
      backupDeck: z.boolean().describe(meaning('shoe.backupDeck')),
    }),

    table: z.strictObject({
      boxes: z.number().int().min(1).max(7).describe(meaning('table.boxes')),
      minOccupiedBoxes: z.number().int().min(1).max(7).describe(meaning('table.minOccupiedBoxes')),
      maxBettorsPerBox: z.number().int().min(1).max(3).describe(meaning('table.maxBettorsPerBox')),
      boxDecider: z.enum(['seat-holder', 'first-bettor']).describe(meaning('table.boxDecider')),
      minStake: units().describe(meaning('table.minStake')),
      maxBoxTotal: units().describe(meaning('table.maxBoxTotal')),
    }),

    session: z
      .strictObject({
        rounds: z.number().int().min(1).describe(meaning('session.rounds')),
        playerChips: chips().describe(meaning('session.playerChips')),
        bankChips: chips().describe(meaning('session.bankChips')),
        topUpBankWithFictitiousChips: z.boolean().describe(meaning('session.topUpBankWithFictitiousChips')),
        bankCoverOfStakes: z
          .number()
          .min(0)
          .max(100)
          .default(2)
          .describe(meaning('session.bankCoverOfStakes')),
      })
      .nullable()
      .describe(meaning('session')),

    dealing: z.strictObject({
      holeCard: z.enum(['none', 'peek']).describe(meaning('dealing.holeCard')),
      peekUpcards: z.array(upcardValue).describe(meaning('dealing.peekUpcards')),
      dealerNaturalTakes: z
        .enum(['all-bets', 'original-bets'])
        .describe(meaning('dealing.dealerNaturalTakes')),
    }),

    dealer: z.strictObject({
      standsOn: z.number().int().min(12).max(21).describe(meaning('dealer.standsOn')),
      hitsSoft17: z.boolean().describe(meaning('dealer.hitsSoft17')),
      completesWhenNoLiveBoxes: z.boolean().describe(meaning('dealer.completesWhenNoLiveBoxes')),
    }),

    player: z.strictObject({
      mustDrawBelow: z.number().int().min(2).max(21).nullable().describe(meaning('player.mustDrawBelow')),
      standsOn21: z.boolean().describe(meaning('player.standsOn21')),
    }),

    double: z.strictObject({
      allowed: z.boolean().describe(meaning('double.allowed')),
      totals: z.array(z.number().int().min(4).max(21)).nullable().describe(meaning('double.totals')),
      afterSplit: z.boolean().describe(meaning('double.afterSplit')),
      onSplitAces: z.boolean().describe(meaning('double.onSplitAces')),
      forLess: z.boolean().describe(meaning('double.forLess')),
    }),

    split: z.strictObject({
      allowed: z.boolean().describe(meaning('split.allowed')),
      pairsBy: z.enum(['value', 'rank']).describe(meaning('split.pairsBy')),
      maxHands: z.number().int().min(2).nullable().describe(meaning('split.maxHands')),
      resplitAces: z.boolean().describe(meaning('split.resplitAces')),
    }),

    surrender: z
      .strictObject({
        totals: z.array(z.number().int().min(4).max(21)).nullable().describe(meaning('surrender.totals')),
        handWithAce: z.boolean().describe(meaning('surrender.handWithAce')),
        againstAce: z.boolean().describe(meaning('surrender.againstAce')),
        beforeTurn: z.boolean().describe(meaning('surrender.beforeTurn')),
      })
      .nullable()
      .describe(meaning('surrender')),

    insurance: z.strictObject({
      offered: z.boolean().describe(meaning('insurance.offered')),
      amount: z.enum(['exactly-half', 'up-to-half']).describe(meaning('insurance.amount')),
      minimumShareOfTableMin: z.number().min(0).max(1).describe(meaning('insurance.minimumShareOfTableMin')),
      raiseAfterDoubleOrSplit: z.boolean().describe(meaning('insurance.raiseAfterDoubleOrSplit')),
      naturalMayInsure: z.boolean().describe(meaning('insurance.naturalMayInsure')),
      evenMoney: z.boolean().describe(meaning('insurance.evenMoney')),
      pays: ratio.describe(meaning('insurance.pays')),
    }),

    payouts: z.strictObject({
      win: ratio.describe(meaning('payouts.win')),
      blackjack: ratio.describe(meaning('payouts.blackjack')),
    }),

    misdeal: z.strictObject({
      policy: z.enum(['offer-then-dealer', 'burn']).describe(meaning('misdeal.policy')),
      pitBossNote: z.boolean().describe(meaning('misdeal.pitBossNote')),
    }),

    hints: z.enum(['none', 'double-on-9-10-11', 'basic-strategy']).describe(meaning('hints')),
    disputes: z.enum(['pit-boss', 'bank']).describe(meaning('disputes')),
  })
  .superRefine((profile, context) => {
    const fault = (path: string[], said: Message): void =>
      context.addIssue({ code: 'custom', path, message: codeOf(said), params: saidParams(said) });
    if (profile.table.minOccupiedBoxes > profile.table.boxes)
      fault(['table', 'minOccupiedBoxes'], say('profile.above-boxes', { boxes: profile.table.boxes }));
    if (profile.table.minStake > profile.table.maxBoxTotal)
      fault(['table', 'minStake'], say('profile.above-box-total', { max: profile.table.maxBoxTotal }));
    if (profile.dealing.holeCard === 'peek' && profile.dealing.peekUpcards.length === 0)
      fault(['dealing', 'peekUpcards'], say('profile.peek-upcards'));
  });

export type RuleProfile = z.infer<typeof ruleProfileSchema>;
export type PayoutRatioSpec = z.infer<typeof ratio>;
