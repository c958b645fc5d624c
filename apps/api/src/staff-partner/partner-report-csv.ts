import { AgeGroupLabel, KAnonymityFloor, type TPartnerReport, type TSuppressedFigure } from '@innerway/domain';

/** How a suppressed figure is written: the rule, not a value. */
const SuppressedCell = `<${KAnonymityFloor}`;

/**
 * One CSV cell: quoted when it holds a separator, quote or line break, and a text that a
 * spreadsheet would run as a formula (starting with = + - @ or a tab) is prefixed with '.
 */
function cell(value: string | number | TSuppressedFigure): string {
  if (value === null) return SuppressedCell;
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The report as CSV, one figure a line (`section,item,figure,value`), with the suppressed ones
 * written as `<10` and never their value: the same figures as the JSON reply.
 */
export function partnerReportCsv(report: TPartnerReport): string {
  const lines: (string | number | TSuppressedFigure)[][] = [['section', 'item', 'figure', 'value']];
  lines.push(['institution', report.institution.name, 'members', report.members]);
  lines.push(['weeks', `before ${report.weeks[0]?.week_start ?? ''}`.trim(), 'joined', report.joined_before]);
  for (const week of report.weeks) {
    lines.push(['weeks', week.week_start, 'joined', week.joined]);
    lines.push(['weeks', week.week_start, 'active', week.active]);
  }
  for (const topic of report.topics) {
    lines.push(['topics', topic.title, 'started', topic.started]);
    lines.push(['topics', topic.title, 'completed', topic.completed]);
    lines.push(['topics', topic.title, 'activities done', topic.activities_done]);
    lines.push(['topics', topic.title, 'average self-assessment rating', topic.average_rating]);
  }
  for (const group of report.age_groups) {
    lines.push(['age groups', group.age_group === null ? 'not answered' : AgeGroupLabel[group.age_group], 'members', group.members]);
  }
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
