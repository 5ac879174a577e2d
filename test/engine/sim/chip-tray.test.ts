import { describe, expect, it } from 'vitest';
import { chipSetInMinor, DEFAULT_CHIP_SET, inventoryTotal } from '../../../engine/books/chip-set.js';
import { ChipTray } from '../../../engine/sim/chip-tray.js';
import { creditWanted, fillWanted } from '../../../engine/sim/tray-policy.js';

const chipSet = chipSetInMinor(DEFAULT_CHIP_SET) ?? [];
const PAR = { '1': 200, '5': 200, '25': 200, '100': 100, '500': 20, '1000': 10 };

describe('the simulated chip tray', () => {
  it('counts a lost bet in, a win and chips sold out, and reads as a count sheet', () => {
    const tray = new ChipTray(chipSet, { '5': 10, '25': 4 });
    tray.collect(3000);
    expect(tray.inventory()).toEqual({ '1': 0, '5': 11, '25': 5, '100': 0, '500': 0, '1000': 0 });
    tray.pay(1500);
    expect(tray.total).toBe(10 * 500 + 4 * 2500 + 3000 - 1500);
    expect(inventoryTotal(tray.inventory())).toBe(tray.total);
  });

  it('pays with the chips it has, taking change back when the small ones run out', () => {
    const tray = new ChipTray(chipSet, { '100': 2 });
    tray.pay(1500);
    // A hundred goes out and 85 comes back: the tray lost exactly 15.
    expect(tray.total).toBe(20_000 - 1500);
    expect(tray.count(10_000)).toBe(1);
    expect(Object.values(tray.inventory()).every((count) => count >= 0)).toBe(true);
  });

  it('sells chips no larger than asked, and refuses to pay more than it holds', () => {
    const tray = new ChipTray(chipSet, { '5': 100, '100': 10 });
    tray.pay(20_000, 1000);
    expect(tray.count(500)).toBe(60);
    expect(tray.count(10_000)).toBe(10);
    expect(() => tray.pay(tray.total + 100)).toThrow('the tray holds');
  });
});

describe('the pit’s fills and credits', () => {
  it('fills a value that ran short back to its par, in racks of five', () => {
    const tray = new ChipTray(chipSet, { ...PAR, '5': 40 });
    expect(fillWanted(tray, PAR)).toEqual({ '5': 160 });
    expect(creditWanted(tray, PAR)).toBeNull();
  });

  it('credits what piled up above par, and asks nothing of a tray at par', () => {
    const tray = new ChipTray(chipSet, { ...PAR, '25': 520, '100': 138 });
    expect(creditWanted(tray, PAR)).toEqual({ '25': 320, '100': 35 });
    expect(fillWanted(tray, PAR)).toBeNull();
    const atPar = new ChipTray(chipSet, PAR);
    expect(fillWanted(atPar, PAR)).toBeNull();
    expect(creditWanted(atPar, PAR)).toBeNull();
  });
});
