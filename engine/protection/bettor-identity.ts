/**
 * Who the protection signals group a bettor of a round by. Today the log names bettors only
 * (`box3`, a name the croupier keyed), so a bettor is its own identity; once a player card links a
 * bettor to a player, this one function returns the player instead and every signal follows.
 */
export const identityOfBettor = (bettor: string, _round: number): string => bettor;
