import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { type ApiDraft, CATALOG_VERSION_KEY, clearCatalogCache, D1Catalog } from "../src/stores/d1-catalog";

/** A D1 handle that counts the batches sent through it (the catalog reads its rows in one batch). */
function counting(db: D1Database) {
  const counter = { batches: 0 };
  const handle = {
    prepare: (sql: string) => db.prepare(sql),
    batch: (statements: D1PreparedStatement[]) => {
      counter.batches++;
      return db.batch(statements);
    },
  } as unknown as D1Database;
  return { handle, counter };
}

const draft = (name: string, description = `${name} does a thing.`): ApiDraft => ({
  name,
  description,
  parameters: { type: "object", properties: {} },
  endpoint: { method: "GET", url: `https://api.example.com/${name}` },
});

const names = async (catalog: D1Catalog) => (await catalog.list()).map((e) => e.name);

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM apis"),
    env.DB.prepare("DELETE FROM meta WHERE key = ?").bind(CATALOG_VERSION_KEY),
  ]);
  clearCatalogCache();
});

describe("the API catalog's in-isolate copy", () => {
  it("reads the rows once while the catalog is unchanged, and sees every write through any instance", async () => {
    const { handle, counter } = counting(env.DB);
    const reader = new D1Catalog(handle);
    const writer = new D1Catalog(env.DB);
    await writer.upsert([draft("b_api"), draft("a_api")]);
    expect(await names(reader)).toEqual(["a_api", "b_api"]);
    expect(await names(reader)).toEqual(["a_api", "b_api"]);
    expect(counter.batches).toBe(1);

    await writer.upsert([draft("a_api", "changed")]);
    expect((await reader.list())[0]!.description).toBe("changed");
    const [a] = await reader.list();
    expect(await writer.delete(a!.id)).toBe(true);
    expect(await names(reader)).toEqual(["b_api"]);
    expect(await writer.delete(a!.id)).toBe(false);
  });

  it("sees another isolate's write by its token; a raw write that keeps the token is not seen (the contract)", async () => {
    const catalog = new D1Catalog(env.DB);
    await catalog.upsert([draft("a_api")]);
    expect(await names(catalog)).toEqual(["a_api"]);
    const row =
      "INSERT INTO apis (id, name, description, parameters, method, url, created_at) VALUES (?, ?, 'x', '{\"type\":\"object\"}', 'GET', 'https://api.example.com/x', '2026-01-01')";
    await env.DB.batch([
      env.DB.prepare(row).bind("api_other", "other_api"),
      env.DB.prepare("UPDATE meta SET value = 'other-isolate' WHERE key = ?").bind(CATALOG_VERSION_KEY),
    ]);
    expect(await names(catalog)).toEqual(["a_api", "other_api"]);
    await env.DB.prepare(row).bind("api_raw", "raw_api").run();
    expect(await names(catalog)).toEqual(["a_api", "other_api"]);
  });

  it("hands out a frozen copy: a caller cannot reorder or extend the shared list", async () => {
    const catalog = new D1Catalog(env.DB);
    await catalog.upsert([draft("b_api"), draft("a_api")]);
    const list = (await catalog.list()) as unknown as unknown[];
    expect(() => list.push({})).toThrow(TypeError);
    expect(() => list.reverse()).toThrow(TypeError);
    expect(await names(catalog)).toEqual(["a_api", "b_api"]);
  });
});
