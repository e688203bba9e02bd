// Inline SVG charts for report.html, drawn from numbers alone (no scripts, fonts or network).
import { quantile } from "./aggregate.ts";

export const COLORS = { acc: "#2e9d5b", miss: "#b9bec7", hall: "#d9473f", box: "#4a78c2" };
const PALETTE = ["#4a78c2", "#e08a2c", "#2e9d5b", "#8e5bc2", "#d9473f", "#3aa7a7"];

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const LABEL_W = 230;
const BAR_W = 460;
const ROW_H = 24;

export interface StackedRow {
  label: string;
  acc: number;
  miss: number;
  hall: number;
  n: number;
}

/** Horizontal 100% bars: accurate | missing | hallucinated, with the percentage in each wide-enough segment. */
export function stackedBars(rows: StackedRow[]): string {
  const height = rows.length * ROW_H + 30;
  const parts: string[] = [];
  rows.forEach((r, k) => {
    const y = k * ROW_H + 4;
    parts.push(`<text x="${LABEL_W - 8}" y="${y + 15}" text-anchor="end">${esc(r.label)}</text>`);
    let x = LABEL_W;
    for (const [key, value] of [
      ["acc", r.acc],
      ["miss", r.miss],
      ["hall", r.hall],
    ] as const) {
      const w = (BAR_W * value) / 100;
      if (w > 0) {
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${ROW_H - 6}" fill="${COLORS[key]}"><title>${key} ${value.toFixed(1)}%</title></rect>`,
        );
        if (w > 34)
          parts.push(
            `<text x="${(x + w / 2).toFixed(1)}" y="${y + 13}" text-anchor="middle" class="in">${value.toFixed(0)}%</text>`,
          );
      }
      x += w;
    }
    parts.push(`<text x="${LABEL_W + BAR_W + 6}" y="${y + 15}" class="muted">n=${r.n}</text>`);
  });
  const ly = rows.length * ROW_H + 20;
  const legend = (["acc", "miss", "hall"] as const)
    .map(
      (k, i) =>
        `<rect x="${LABEL_W + i * 130}" y="${ly - 10}" width="12" height="12" fill="${COLORS[k]}"/><text x="${LABEL_W + i * 130 + 16}" y="${ly}">${{ acc: "accurate", miss: "missing", hall: "hallucinated" }[k]}</text>`,
    )
    .join("");
  return `<svg viewBox="0 0 ${LABEL_W + BAR_W + 60} ${height}" width="${LABEL_W + BAR_W + 60}" height="${height}" role="img">${parts.join("")}${legend}</svg>`;
}

function ticks(max: number, count = 5): number[] {
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, k) => k * step);
}

/** Box plots on a shared linear axis: whiskers p5-p95, box p25-p75, median line, mean dot. */
export function boxPlots(groups: { label: string; values: number[] }[], unit: string): string {
  const withData = groups.filter((g) => g.values.length);
  if (!withData.length) return `<p class="muted">no data</p>`;
  const max = Math.max(...withData.flatMap((g) => g.values)) * 1.05 || 1;
  const sx = (v: number) => LABEL_W + (BAR_W * v) / max;
  const height = withData.length * 30 + 56;
  const parts: string[] = [];
  withData.forEach((g, k) => {
    const y = k * 30 + 8;
    const q = (p: number) => quantile(g.values, p)!;
    const mean = g.values.reduce((a, b) => a + b, 0) / g.values.length;
    parts.push(
      `<text x="${LABEL_W - 8}" y="${y + 14}" text-anchor="end">${esc(g.label)}</text>`,
      `<line x1="${sx(q(0.05))}" x2="${sx(q(0.95))}" y1="${y + 10}" y2="${y + 10}" stroke="#555"/>`,
      `<rect x="${sx(q(0.25))}" y="${y + 2}" width="${Math.max(1, sx(q(0.75)) - sx(q(0.25)))}" height="16" fill="${COLORS.box}" fill-opacity="0.35" stroke="${COLORS.box}"><title>p25 ${q(0.25).toFixed(0)} / p50 ${q(0.5).toFixed(0)} / p75 ${q(0.75).toFixed(0)} ${unit}</title></rect>`,
      `<line x1="${sx(q(0.5))}" x2="${sx(q(0.5))}" y1="${y + 2}" y2="${y + 18}" stroke="#123" stroke-width="2"/>`,
      `<circle cx="${sx(mean)}" cy="${y + 10}" r="3" fill="#123"><title>mean ${mean.toFixed(0)} ${unit}</title></circle>`,
      `<text x="${LABEL_W + BAR_W + 6}" y="${y + 14}" class="muted">p50 ${q(0.5).toFixed(0)}</text>`,
    );
  });
  const axisY = withData.length * 30 + 12;
  const axis = ticks(max)
    .map(
      (t) =>
        `<line x1="${sx(t)}" x2="${sx(t)}" y1="${axisY}" y2="${axisY + 4}" stroke="#555"/><text x="${sx(t)}" y="${axisY + 16}" text-anchor="middle" class="muted">${t}</text>`,
    )
    .join("");
  return `<svg viewBox="0 0 ${LABEL_W + BAR_W + 80} ${height}" width="${LABEL_W + BAR_W + 80}" height="${height}" role="img">${parts.join("")}<line x1="${LABEL_W}" x2="${LABEL_W + BAR_W}" y1="${axisY}" y2="${axisY}" stroke="#555"/>${axis}<text x="${LABEL_W + BAR_W}" y="${axisY + 30}" text-anchor="end" class="muted">${esc(unit)}</text></svg>`;
}

/** Small-multiple histograms of a small integer count (model calls per question), one row per group. */
export function countHistograms(groups: { label: string; values: number[] }[]): string {
  const withData = groups.filter((g) => g.values.length);
  if (!withData.length) return `<p class="muted">no data</p>`;
  const maxValue = Math.max(...withData.flatMap((g) => g.values));
  const bins = Array.from({ length: maxValue + 1 }, (_, k) => k);
  const binW = Math.min(40, BAR_W / bins.length);
  const rowH = 70;
  const parts: string[] = [];
  withData.forEach((g, k) => {
    const top = k * rowH + 6;
    const counts = bins.map((b) => g.values.filter((v) => v === b).length);
    const peak = Math.max(...counts) || 1;
    parts.push(`<text x="${LABEL_W - 8}" y="${top + 40}" text-anchor="end">${esc(g.label)}</text>`);
    counts.forEach((c, b) => {
      const h = (46 * c) / peak;
      const x = LABEL_W + b * binW;
      parts.push(
        `<rect x="${x + 1}" y="${top + 48 - h}" width="${binW - 2}" height="${h}" fill="${PALETTE[k % PALETTE.length]}"><title>${b}: ${c}</title></rect>`,
      );
      if (k === withData.length - 1 || bins.length <= 20)
        parts.push(`<text x="${x + binW / 2}" y="${top + 60}" text-anchor="middle" class="muted">${b}</text>`);
    });
  });
  const height = withData.length * rowH + 10;
  return `<svg viewBox="0 0 ${LABEL_W + BAR_W + 20} ${height}" width="${LABEL_W + BAR_W + 20}" height="${height}" role="img">${parts.join("")}</svg>`;
}
