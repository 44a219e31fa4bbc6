/** A file name from the title, safe on every system: "Morning Prayer" → "morning-prayer.ics". */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
