import { describe, expect, it } from 'vitest';
import { previousTransferDutyTable } from '../figures/index.ts';
import {
  conveyancingFee,
  deedsOfficeBondFee,
  deedsOfficeTransferFee,
  initiationFee,
  serviceFee,
  transferDuty,
} from './schedules.ts';

describe('the schedules at their band edges (worked by hand)', () => {
  it('conveyancing guideline: each R50,000, R100,000 or R200,000 started counts whole', () => {
    expect(conveyancingFee(100_000)).toBe(6_640); // the first band's flat fee
    expect(conveyancingFee(100_001)).toBe(7_700); // 6,640 + 1 × 1,060
    expect(conveyancingFee(500_000)).toBe(15_120); // 6,640 + 8 × 1,060
    expect(conveyancingFee(800_000)).toBe(21_270); // 15,120 + 3 × 2,050 (the guideline's own example)
    expect(conveyancingFee(5_000_000)).toBe(66_370); // 25,370 + 20 × 2,050
    expect(conveyancingFee(10_000_000)).toBe(92_170); // 66,370 + 5 × 5,160
    expect(conveyancingFee(0)).toBe(0);
  });

  it('Deeds Office fees: an upper value belongs to its band', () => {
    expect(deedsOfficeTransferFee(1_000_000)).toBe(1_464);
    expect(deedsOfficeTransferFee(1_000_001)).toBe(1_646);
    expect(deedsOfficeTransferFee(25_000_000)).toBe(7_340);
    expect(deedsOfficeBondFee(150_000)).toEqual({ fee: 561, estimate: false });
    expect(deedsOfficeBondFee(6_000_000)).toEqual({ fee: 2_767, estimate: false });
  });

  it('the initiation fee reaches its cap at a bond of R51,500', () => {
    expect(initiationFee(51_500)).toBe(6_037.5); // 1,100 + 10% of 41,500 = 5,250, the cap; + VAT
    expect(initiationFee(20_000)).toBe(2_415); // 1,100 + 1,000 = 2,100 + VAT
    expect(initiationFee(0)).toBe(0);
  });

  it('the service fee cap is R60 plus VAT', () => {
    expect(serviceFee()).toBe(69);
  });

  it('transfer duty by the table in force, or by an older one when asked', () => {
    expect(transferDuty(1_800_000)).toBe(21_786); // 13,614 + 6% of 136,200
    expect(transferDuty(1_800_000, previousTransferDutyTable.value)).toBe(29_625); // 12,375 + 6% of 287,500 (17,250)
  });
});
