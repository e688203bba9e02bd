// Sitemaps (sitemaps.org): a <urlset> lists pages; a <sitemapindex> lists sitemaps, followed one level (the
// sitemaps it lists are read, the indexes they might list are not). Fetched through the guarded fetcher under
// robots.txt; at most `maxUrls` pages, in document order.
import { Parser } from "htmlparser2";
import { fetchGuarded } from "../tools/guarded-fetch";
import type { FetchContext } from "./sources";

export interface ParsedSitemap {
  kind: "urlset" | "sitemapindex";
  locs: string[];
}

/** Parses sitemap XML; null when it is not a sitemap (not XML, or another root element). */
export function parseSitemap(xml: string): ParsedSitemap | null {
  let root: string | undefined;
  const locs: string[] = [];
  let inLoc = false;
  let text = "";
  const parser = new Parser(
    {
      onopentag(name) {
        const local = name.toLowerCase().replace(/^.*:/, "");
        root ??= local;
        if (local === "loc") {
          inLoc = true;
          text = "";
        }
      },
      ontext(t) {
        if (inLoc) text += t;
      },
      onclosetag(name) {
        if (name.toLowerCase().replace(/^.*:/, "") !== "loc" || !inLoc) return;
        inLoc = false;
        const loc = text.trim();
        if (loc) locs.push(loc);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  if (root !== "urlset" && root !== "sitemapindex") return null;
  return { kind: root, locs };
}

export type Discovered = { ok: true; urls: string[]; skipped: number } | { ok: false; reason: string };

async function readSitemap(
  url: string,
  ctx: FetchContext,
): Promise<{ ok: true; map: ParsedSitemap } | { ok: false; reason: string }> {
  const robots = await ctx.robots.check(url);
  if (!robots.allowed) return { ok: false, reason: robots.reason };
  const res = await fetchGuarded(url, ctx.fetcher, "application/xml, text/xml;q=0.9, */*;q=0.1");
  if (!res.ok) return { ok: false, reason: `fetching the sitemap ${url} failed: ${res.reason}` };
  const map = parseSitemap(new TextDecoder().decode(res.bytes));
  if (!map) return { ok: false, reason: `${url} is not a sitemap (no <urlset> or <sitemapindex> XML)` };
  return { ok: true, map };
}

/** The pages a sitemap lists (an index's sitemaps read one level deep), de-duplicated, at most `maxUrls`. */
export async function discoverSitemap(url: string, maxUrls: number, ctx: FetchContext): Promise<Discovered> {
  const top = await readSitemap(url, ctx);
  if (!top.ok) return top;
  const found: string[] = [];
  if (top.map.kind === "urlset") found.push(...top.map.locs);
  else {
    for (const child of top.map.locs) {
      if (found.length >= maxUrls) break;
      const sub = await readSitemap(child, ctx);
      // A broken child sitemap loses its pages, not the others'.
      if (sub.ok && sub.map.kind === "urlset") found.push(...sub.map.locs);
    }
  }
  const unique = [...new Set(found.filter((u) => /^https?:\/\//i.test(u)))];
  return { ok: true, urls: unique.slice(0, maxUrls), skipped: Math.max(0, unique.length - maxUrls) };
}
