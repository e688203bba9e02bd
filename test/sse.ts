export interface SseEvent {
  event: string;
  id?: string;
  data: any;
}

/** Parses a complete Server-Sent Events body into its events. */
export function parseSse(text: string): SseEvent[] {
  return (
    text
      .split("\n\n")
      // Blocks of comments only (": ping") are keep-alives, not events.
      .filter((block) => block.split("\n").some((line) => line.trim() && !line.startsWith(":")))
      .map((block) => {
        const out: SseEvent = { event: "message", data: null };
        for (const line of block.split("\n")) {
          const at = line.indexOf(": ");
          const [field, value] = at < 0 ? [line, ""] : [line.slice(0, at), line.slice(at + 2)];
          if (field === "event") out.event = value;
          else if (field === "id") out.id = value;
          else if (field === "data") out.data = JSON.parse(value);
        }
        return out;
      })
  );
}

/** Reads an SSE body event by event, so a test can act in the middle of a run. */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = "";

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** The next event, or null at the end of the stream. */
  async next(): Promise<SseEvent | null> {
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = this.buffer.slice(0, end + 2);
        this.buffer = this.buffer.slice(end + 2);
        const [event] = parseSse(block);
        if (event) return event;
        continue;
      }
      const { done, value } = await this.reader.read();
      if (done) return null;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** Reads until an event matches (returning it), or throws at the end of the stream. */
  async until(match: (e: SseEvent) => boolean): Promise<SseEvent> {
    for (;;) {
      const e = await this.next();
      if (!e) throw new Error("the stream ended first");
      if (match(e)) return e;
    }
  }

  /** The client goes away. */
  async cancel(): Promise<void> {
    await this.reader.cancel();
  }
}
