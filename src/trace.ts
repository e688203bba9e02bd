import type { TraceEvent } from "./types";

/** The ordered steps of one run; every stage appends what it did before the next one starts. */
export class Trace {
  readonly events: TraceEvent[] = [];
  private readonly started = Date.now();
  private readonly marks = new Map<string, number>();

  constructor(
    private readonly onEvent?: (event: TraceEvent) => void,
    /** The answer's text as it is generated (SSE `token` events); not a step, so not in `events`. */
    private readonly onToken?: (text: string) => void,
  ) {}

  /** A piece of the answer's text, sent to a streaming client as it arrives. */
  token(text: string): void {
    if (text) this.onToken?.(text);
  }

  step(type: string, data: Record<string, unknown> = {}): void {
    const event = { seq: this.events.length + 1, at: new Date().toISOString(), type, data };
    this.events.push(event);
    this.onEvent?.(event);
  }

  /** Runs fn and records its duration under name in timings(). */
  async time<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const t0 = Date.now();
    try {
      return await fn();
    } finally {
      this.marks.set(name, (this.marks.get(name) ?? 0) + Date.now() - t0);
    }
  }

  timings(): Record<string, number> {
    return { ...Object.fromEntries(this.marks), total: Date.now() - this.started };
  }
}
