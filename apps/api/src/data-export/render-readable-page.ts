import type { TLanguage } from '@innerway/domain';
import { escapeHtml } from '../mail/templates/layout.ts';
import type { TExportDocument } from './collect-export.ts';
import { exportWords, type TExportWords } from './export-words.ts';
import type { TSectionKey } from './sections/index.ts';
import type { TExportValue } from './sections/section.ts';

interface TPageContext {
  words: TExportWords;
  formatDate: (date: Date) => string;
}

const isRecord = (value: TExportValue): value is { [key: string]: TExportValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const label = (key: string, { words }: TPageContext) => escapeHtml(words.labels[key] ?? key.replace(/_/g, ' '));

/**
 * One value as HTML. Everything a member or anyone else wrote goes through escapeHtml and only
 * there: no value is ever markup (the page's CSP would stop a script even so).
 */
function renderValue(value: TExportValue, context: TPageContext): string {
  if (value === null) return '<span class="none">—</span>';
  if (typeof value === 'boolean') return escapeHtml(value ? context.words.yes : context.words.no);
  if (typeof value === 'number') return escapeHtml(String(value));
  if (typeof value === 'string') return `<span class="text">${escapeHtml(value)}</span>`;
  if (value instanceof Date) return `<time datetime="${escapeHtml(value.toISOString())}">${escapeHtml(context.formatDate(value))}</time>`;
  if (Array.isArray(value)) return renderList(value, context);
  return renderRecord(value, context);
}

function renderRecord(record: { [key: string]: TExportValue }, context: TPageContext): string {
  const entries = Object.entries(record);
  if (entries.length === 0) return `<p class="none">${escapeHtml(context.words.nothing)}</p>`;
  const rows = entries.map(([key, value]) => `<div><dt>${label(key, context)}</dt><dd>${renderValue(value, context)}</dd></div>`);
  return `<dl>${rows.join('')}</dl>`;
}

function renderList(items: TExportValue[], context: TPageContext): string {
  if (items.length === 0) return `<p class="none">${escapeHtml(context.words.nothing)}</p>`;
  if (!items.every(isRecord)) return `<ul>${items.map((item) => `<li>${renderValue(item, context)}</li>`).join('')}</ul>`;
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const head = columns.map((column) => `<th scope="col">${label(column, context)}</th>`).join('');
  const body = items.map((item) => `<tr>${columns.map((column) => `<td>${renderValue(item[column] ?? null, context)}</td>`).join('')}</tr>`);
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table></div>`;
}

function renderPart(key: string, value: TExportValue, context: TPageContext): string {
  return `<h3>${label(key, context)}</h3>${renderValue(value, context)}`;
}

const styles = `
:root{color-scheme:light dark;--ink:#24302d;--muted:#5b6662;--line:#d9dedb;--paper:#fbfaf7;--card:#fff;--accent:#2f6f62}
@media (prefers-color-scheme:dark){:root{--ink:#e8ece9;--muted:#a9b3af;--line:#3a4542;--paper:#151b19;--card:#1d2523;--accent:#8fd0bf}}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:72rem;margin:0 auto;padding:2rem 1rem 4rem}
h1{margin:0 0 .5rem;font-size:1.75rem;color:var(--accent)}
h2{margin:2.5rem 0 .75rem;padding-top:1rem;border-top:2px solid var(--line);font-size:1.375rem}
h3{margin:1.5rem 0 .5rem;font-size:1.0625rem}
p{margin:.25rem 0 .75rem;max-width:48rem}
.meta,.none{color:var(--muted)}
nav ol{padding-left:1.25rem}
a{color:var(--accent)}
dl{display:grid;gap:.25rem;margin:0}
dl>div{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.75rem;padding:.25rem 0;border-bottom:1px solid var(--line)}
dt{color:var(--muted)}
dd{margin:0}
td dl>div{grid-template-columns:minmax(5rem,auto) 1fr;gap:.5rem}
.scroll{overflow-x:auto;border:1px solid var(--line);border-radius:.5rem;background:var(--card)}
table{border-collapse:collapse;width:100%;font-size:.9375rem}
th,td{padding:.5rem .75rem;text-align:start;vertical-align:top;border-bottom:1px solid var(--line)}
th{font-weight:600;white-space:nowrap}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
/* A narrow window scrolls a table sideways rather than squeezing words a letter a line. */
td .text{display:block;min-width:14rem}
time{white-space:nowrap}
`;

/**
 * The export as a page a person reads: self-contained (no script, no request anywhere, as its
 * CSP says), in the member's language, one heading per section.
 */
export function renderReadablePage(document: TExportDocument, { language, productName }: { language: TLanguage; productName: string }): string {
  const words = exportWords[language];
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const context: TPageContext = { words, formatDate: (date) => dateFormat.format(date) };
  const sections = Object.entries(document.sections) as [TSectionKey, TExportDocument['sections'][TSectionKey]][];
  const contents = sections.map(([key]) => `<li><a href="#${key}">${escapeHtml(words.sections[key])}</a></li>`).join('');
  const body = sections
    .map(
      ([key, section]) =>
        `<section aria-labelledby="${key}"><h2 id="${key}">${escapeHtml(words.sections[key])}</h2>${Object.entries(section)
          .map(([part, value]) => renderPart(part, value, context))
          .join('')}</section>`,
    )
    .join('\n');
  const title = escapeHtml(words.title(productName));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(words.intro(productName))}</p>
<p class="meta">${escapeHtml(words.generatedAt)} ${renderValue(document.generated_at, context)}. ${escapeHtml(words.datesInUtc)}</p>
<p class="meta">${escapeHtml(words.machineReadable)}</p>
<nav aria-label="${escapeHtml(words.contents)}"><h2>${escapeHtml(words.contents)}</h2><ol>${contents}</ol></nav>
${body}
</main>
</body>
</html>
`;
}
