import { describe, expect, it } from 'vitest';
import { KAnonymityFloor, meetsKAnonymity, suppressBelowFloor, suppressGroup, suppressPart } from './k-anonymity.ts';

describe('suppressBelowFloor', () => {
  it('hides a figure of 9 members and shows one of 10', () => {
    expect(KAnonymityFloor).toBe(10);
    expect(suppressBelowFloor(9)).toBeNull();
    expect(suppressBelowFloor(10)).toBe(10);
    expect(meetsKAnonymity(9)).toBe(false);
    expect(meetsKAnonymity(10)).toBe(true);
  });

  it('hides a figure about nobody', () => {
    expect(suppressBelowFloor(0)).toBeNull();
  });

  it('judges a figure that is not a count by the members it covers', () => {
    expect(suppressBelowFloor(4.5, 9)).toBeNull();
    expect(suppressBelowFloor(4.5, 10)).toBe(4.5);
    expect(suppressBelowFloor(3, 12)).toBe(3);
  });
});

describe('suppressGroup', () => {
  it('shows every cell when each covers at least 10 members', () => {
    expect(suppressGroup(30, [10, 20])).toEqual({ total: true, cells: [true, true] });
  });

  it('hides the whole group when the total is under 10', () => {
    expect(suppressGroup(9, [9, 0])).toEqual({ total: false, cells: [false, false] });
  });

  it('hides a second cell so that the one under 10 cannot be found by subtraction', () => {
    // 40 = 9 + 11 + 20: alone, the 9 would be 40 - 11 - 20.
    expect(suppressGroup(40, [9, 11, 20])).toEqual({ total: true, cells: [false, false, true] });
  });

  it('hides more cells until the hidden ones hold at least 10 together', () => {
    // 2 + 3 = 5 hidden; the next smallest (4) makes 9, still too few; then 25 makes 34.
    expect(suppressGroup(59, [2, 3, 4, 25, 25])).toEqual({ total: true, cells: [false, false, false, false, true] });
  });

  it('stops once the cells hidden for being small hold 10 together', () => {
    expect(suppressGroup(36, [5, 6, 25])).toEqual({ total: true, cells: [false, false, true] });
  });

  it('counts an empty cell as under the floor, hiding the cell beside it', () => {
    // Everyone who started completed: "0 did not" would tell it of each of the 12.
    expect(suppressGroup(12, [12, 0])).toEqual({ total: true, cells: [false, false] });
  });

  it('keeps the total when every cell is hidden: it holds at least 10 by itself', () => {
    expect(suppressGroup(16, [8, 8])).toEqual({ total: true, cells: [false, false] });
  });

  it('hides a cell of exactly 10 only when needed to protect another', () => {
    expect(suppressGroup(20, [10, 10])).toEqual({ total: true, cells: [true, true] });
    expect(suppressGroup(21, [10, 10, 1])).toEqual({ total: true, cells: [false, true, false] });
  });
});

describe('suppressPart', () => {
  it('shows a part when it and the rest both cover at least 10 members', () => {
    expect(suppressPart(25, 15)).toBe(15);
    expect(suppressPart(20, 10)).toBe(10);
  });

  it('hides a part whose rest is under 10: the whole minus the part would give the rest away', () => {
    expect(suppressPart(24, 15)).toBeNull();
    expect(suppressPart(12, 12)).toBeNull();
  });

  it('hides a part under 10, and any part of a whole under 10', () => {
    expect(suppressPart(40, 9)).toBeNull();
    expect(suppressPart(9, 0)).toBeNull();
  });
});
