/**
 * What the projections ask of a fact's type, in one place until the engine's table of event kinds
 * answers it: whether it changes what the facts before it fold into (the rows from its round on
 * are folded again), and whether it flags its round as corrected in the pit boss's list.
 */
export const refoldsTable = (type: string): boolean => type === 'CardCorrected' || type === 'RoundVoided';

export const marksCorrection = (type: string): boolean =>
  type === 'CardCorrected' || type === 'RulingRecorded';
