/**
 * The partner report's privacy rule (k-anonymity, decision 031): an institution sees figures
 * about its members only in groups of at least `KAnonymityFloor` people. A figure that counts
 * fewer members, none included, is suppressed: its value never leaves the server and the screens
 * and the CSV say "fewer than 10" instead.
 *
 * Counting nobody is suppressed too: "0 of the 12 who started it did not finish" says something
 * about each of the 12, and a rule with no exception is one a reader can be told in one sentence.
 */
export const KAnonymityFloor = 10;

/** A figure as the report carries it: its value, or null when suppressed. */
export type TSuppressedFigure = number | null;

/** Whether a figure about `members` people may be shown. */
export function meetsKAnonymity(members: number): boolean {
  return members >= KAnonymityFloor;
}

/** `value` when it covers at least the floor of members (`members`, by default the value itself), else null. */
export function suppressBelowFloor(value: number, members: number = value): TSuppressedFigure {
  return meetsKAnonymity(members) ? value : null;
}

/** Which figures of a group (`suppressGroup`) may be shown. */
export interface TGroupSuppression {
  total: boolean;
  cells: boolean[];
}

/**
 * Complementary suppression for cells that add up to a total (age groups, or the members who
 * started a topic split into those who completed it and those who did not).
 *
 * Hiding a small cell is not enough when the total and the other cells are shown: subtraction
 * gives it back. So, after every cell under the floor is hidden (primary suppression), the
 * hidden cells together must also count at least the floor of members; while they do not, the
 * smallest cell still shown is hidden too (the least information lost). Then all a reader can
 * learn by subtraction is a sum of at least the floor, which is allowed to be shown anyway. A
 * total under the floor hides the whole group.
 *
 * `cells` must add up to `total`; a part the screens never show (those who did not complete)
 * is passed as a cell all the same, since subtraction shows it.
 */
export function suppressGroup(total: number, cells: readonly number[]): TGroupSuppression {
  if (!meetsKAnonymity(total)) return { total: false, cells: cells.map(() => false) };
  const shown = cells.map(meetsKAnonymity);
  const hiddenSum = () => cells.reduce((sum, cell, index) => (shown[index] ? sum : sum + cell), 0);
  while (shown.includes(false) && !meetsKAnonymity(hiddenSum())) {
    let smallest = -1;
    cells.forEach((cell, index) => {
      if (shown[index] && (smallest < 0 || cell < cells[smallest]!)) smallest = index;
    });
    // Every cell is hidden: what they hold together is the total, shown above the floor.
    if (smallest < 0) break;
    shown[smallest] = false;
  }
  return { total: true, cells: shown };
}

/**
 * A part of a whole (members who completed a topic, of those who started it): shown only when
 * the whole is, and when neither the part nor the rest (`whole - part`, which subtraction would
 * give) covers fewer than the floor of members. Null when suppressed.
 */
export function suppressPart(whole: number, part: number): TSuppressedFigure {
  const { total, cells } = suppressGroup(whole, [part, whole - part]);
  return total && cells[0] ? part : null;
}
