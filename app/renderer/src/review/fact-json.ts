/**
 * A fact's data for the disclosure under its sentence, its amounts in table units as everything
 * else the pit boss reads (the log keeps minor units: a bet of 25 is `"amount": 2500` there).
 */
type Data = Readonly<Record<string, unknown>>;

const units = (value: unknown): unknown => (typeof value === 'number' ? value / 100 : value);
const unitsOf = (data: unknown, keys: readonly string[]): unknown => {
  if (typeof data !== 'object' || data === null) return data;
  const copy: Record<string, unknown> = { ...(data as Data) };
  for (const key of keys) if (key in copy) copy[key] = units(copy[key]);
  return copy;
};

export function factDataInTableUnits(type: string, data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const fields = data as Data;
  switch (type) {
    case 'TableOpened':
      return { ...fields, limits: unitsOf(fields.limits, ['min', 'max']) };
    case 'LimitsChanged':
      return { ...fields, limits: unitsOf(fields.limits, ['min', 'max']) };
    case 'BetPlaced':
    case 'HandDoubled':
    case 'InsurancePlaced':
    case 'ChipsSold':
      return unitsOf(fields, ['amount']);
    case 'RoundSettled': {
      const nets = (fields.netByBettor ?? {}) as Data;
      const lines = Array.isArray(fields.lines) ? fields.lines : [];
      return {
        ...fields,
        netByBettor: Object.fromEntries(Object.entries(nets).map(([bettor, net]) => [bettor, units(net)])),
        lines: lines.map((line) => unitsOf(line, ['staked', 'net'])),
      };
    }
    default:
      return data;
  }
}
