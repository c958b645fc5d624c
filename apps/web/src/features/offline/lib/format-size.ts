/** A file size as people read it: '540 kB', '3.2 MB' (decimal units, as the phones' settings show). */
export function formatSize(bytes: number, language: string): string {
  const [unit, value] = bytes >= 1e6 ? (['megabyte', bytes / 1e6] as const) : (['kilobyte', Math.max(1, bytes / 1e3)] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(value);
}
