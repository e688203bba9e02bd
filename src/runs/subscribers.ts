const HEARTBEAT_MS = 15_000;
const PING = new TextEncoder().encode(": ping\n\n");

interface Subscriber {
  send(chunk: Uint8Array): void;
  close(): void;
  /** Stops its timer, without touching the stream. */
  drop(): void;
}

/**
 * The live readers of one run's SSE. A reader that breaks or goes away is dropped; it never affects
 * the run that publishes to it.
 */
export class Subscribers {
  private readonly all = new Set<Subscriber>();

  /**
   * A stream that starts with `replay`. With `last`, it ends there (the run is over); otherwise it
   * stays subscribed and gets what is published until end(). Both happen synchronously, in the
   * stream's start(), so nothing published can fall between the replay and the subscription.
   */
  open(replay: Uint8Array[], last?: Uint8Array): ReadableStream<Uint8Array> {
    let subscriber: Subscriber | undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        for (const chunk of replay) controller.enqueue(chunk);
        if (last) {
          controller.enqueue(last);
          controller.close();
          return;
        }
        // A comment now and then keeps proxies from closing a quiet stream during a long model call,
        // and finds a reader that left (a cancelled RPC stream is noticed on the next write).
        const ping = setInterval(() => this.deliver(subscriber!, (s) => s.send(PING)), HEARTBEAT_MS);
        subscriber = {
          send: (chunk) => controller.enqueue(chunk),
          close: () => controller.close(),
          drop: () => clearInterval(ping),
        };
        this.all.add(subscriber);
      },
      cancel: () => {
        if (subscriber) this.remove(subscriber);
      },
    });
  }

  publish(chunk: Uint8Array): void {
    for (const s of this.all) this.deliver(s, (x) => x.send(chunk));
  }

  /** Sends the last frames and closes every stream. */
  end(last: Uint8Array): void {
    for (const s of this.all) {
      this.deliver(s, (x) => {
        x.send(last);
        x.close();
      });
      this.remove(s);
    }
  }

  private deliver(s: Subscriber, fn: (s: Subscriber) => void): void {
    try {
      fn(s);
    } catch {
      this.remove(s);
    }
  }

  private remove(s: Subscriber): void {
    s.drop();
    this.all.delete(s);
  }
}
