// Progress: a redrawn bar with running accuracy/hallucination on a TTY, one plain line per answer otherwise.
import type { ResultRow } from "./types.ts";

const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)}%` : "-");

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
}

export class Progress {
  private done = 0;
  private accurate = 0;
  private hallucinated = 0;
  private missing = 0;
  private errors = 0;
  private started = Date.now();
  private total = 0;

  constructor(
    private readonly out: NodeJS.WriteStream = process.stdout,
    private readonly tty = Boolean(process.stdout.isTTY),
  ) {}

  start(total: number) {
    this.total = total;
    this.started = Date.now();
    if (this.tty) this.draw();
  }

  /** A message above the bar (or a plain line). */
  log(message: string) {
    if (this.tty) this.out.write(`\r\x1b[K${message}\n`);
    else this.out.write(`${message}\n`);
    if (this.tty && this.total) this.draw();
  }

  tick(row: ResultRow) {
    this.done++;
    if (row.error) this.errors++;
    if (row.verdict === "accurate") this.accurate++;
    else if (row.verdict === "hallucinated") this.hallucinated++;
    else this.missing++;
    if (this.tty) return this.draw();
    const status = row.error ? `error: ${row.error.slice(0, 120)}` : `${row.verdict} (${row.method})`;
    this.out.write(
      `[${this.done}/${this.total}] ${row.dataset} ${row.system} ${row.id}: ${status} ${row.latency_ms} ms | ` +
        `acc ${pct(this.accurate, this.done)} hall ${pct(this.hallucinated, this.done)}\n`,
    );
  }

  private draw() {
    const width = 30;
    const filled = this.total ? Math.round((width * this.done) / this.total) : 0;
    const elapsed = Date.now() - this.started;
    const eta = this.done ? (elapsed / this.done) * (this.total - this.done) : 0;
    const line =
      `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${this.done}/${this.total} ` +
      `acc ${pct(this.accurate, this.done)} hall ${pct(this.hallucinated, this.done)} miss ${pct(this.missing, this.done)}` +
      `${this.errors ? ` err ${this.errors}` : ""} | ${formatDuration(elapsed)}${this.done ? ` eta ${formatDuration(eta)}` : ""}`;
    this.out.write(`\r\x1b[K${line}`);
  }

  finish() {
    if (this.tty) this.out.write("\n");
  }
}
