/**
 * Query times arrive as ISO 8601 or in CRAG's form "MM/DD/YYYY, HH:MM:SS PT". Both become a Date;
 * Pacific time follows the US daylight-saving rule (second Sunday of March to first Sunday of November).
 */
const CRAG_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(PT|PST|PDT)?$/i;

function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (n - 1) * 7;
}

function pacificOffsetHours(year: number, month: number, day: number, hour: number): number {
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2);
  const local = Date.UTC(year, month, day, hour);
  return local >= start && local < end ? 7 : 8;
}

export function parseQueryTime(raw: string | undefined, now = new Date()): Date | null {
  if (raw === undefined || raw.trim() === "") return now;
  const m = CRAG_RE.exec(raw.trim());
  if (m) {
    const [month, day, year, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((x) =>
      Number(x ?? 0),
    ) as number[];
    const zone = (m[7] ?? "PT").toUpperCase();
    const offset = zone === "PST" ? 8 : zone === "PDT" ? 7 : pacificOffsetHours(year!, month! - 1, day!, hour!);
    if (!validCalendar(year!, month!, day!) || hour! > 23 || minute! > 59 || second! > 59) return null;
    const local = new Date(0);
    local.setUTCFullYear(year!, month! - 1, day!);
    local.setUTCHours(hour! + offset, minute!, second!, 0);
    return local;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim());
  if (!iso || !validCalendar(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return null;
  const date = new Date(raw.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date exists (no 13th month, no 30 February): Date would silently roll it over. */
function validCalendar(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}
