// The /healthz probe of an OpenAI-compatible server, against real sockets on loopback.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { probeServer } from "../src/models/probe";

describe("probeServer", () => {
  it("says a server nobody listens on is unreachable", async () => {
    const out = await probeServer("http://127.0.0.1:1/v1", undefined, 2000);
    expect(out).toEqual({ ok: false, error: expect.stringMatching(/^unreachable: /) });
  });

  it("any HTTP answer proves the server is there; 401 means a refused key, and the key is sent as a bearer", async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(req.headers.authorization === "Bearer good" ? 404 : 401).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    try {
      expect(await probeServer(base, "good", 2000)).toEqual({ ok: true });
      expect(await probeServer(base, "bad", 2000)).toEqual({ ok: false, error: "the server refused the key (401)" });
      expect(seen).toEqual(["Bearer good", "Bearer bad"]);
    } finally {
      server.close();
    }
  });
});
