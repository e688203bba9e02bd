import { inject } from "vitest";
import { it, expect } from "vitest";
it("reaches loopback", async () => {
  const res = await fetch(`${inject("modelServer")}/models`);
  expect(res.status).toBe(200);
  console.log(await res.text());
});
