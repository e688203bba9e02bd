// robots.txt rules and sitemap parsing: pure functions.
import { describe, expect, it } from "vitest";
import { robotsAllow, robotsRules } from "../src/ingest/robots";
import { parseSitemap } from "../src/ingest/sitemap";

describe("robots.txt", () => {
  const txt = [
    "User-agent: *",
    "Disallow: /private/",
    "Allow: /private/press/",
    "Disallow: /*.json$",
    "",
    "User-agent: edge-dynamic-rag",
    "User-agent: other-bot",
    "Disallow: /drafts/",
  ].join("\n");

  it("our own group wins over *, and its rules alone apply", () => {
    const ours = robotsRules(txt);
    expect(robotsAllow(ours, "https://a.example/drafts/x")).toBe(false);
    expect(robotsAllow(ours, "https://a.example/private/x")).toBe(true);
  });

  it("the longest match wins; $ anchors and * wildcards", () => {
    const star = robotsRules(txt, "some-crawler");
    expect(robotsAllow(star, "https://a.example/private/x")).toBe(false);
    expect(robotsAllow(star, "https://a.example/private/press/today")).toBe(true);
    expect(robotsAllow(star, "https://a.example/data/feed.json")).toBe(false);
    expect(robotsAllow(star, "https://a.example/data/feed.json?x=1")).toBe(true);
    expect(robotsAllow(star, "https://a.example/")).toBe(true);
  });

  it("an empty Disallow allows everything", () => {
    expect(robotsAllow(robotsRules("User-agent: *\nDisallow:\n"), "https://a.example/anything")).toBe(true);
  });
});

describe("sitemaps", () => {
  it("reads a urlset and an index, with entities decoded; anything else is not a sitemap", () => {
    const set = parseSitemap(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc> https://a.example/p?x=1&amp;y=2 </loc><lastmod>2026-01-01</lastmod></url>
        <url><loc>https://a.example/q</loc></url>
      </urlset>`,
    );
    expect(set).toEqual({ kind: "urlset", locs: ["https://a.example/p?x=1&y=2", "https://a.example/q"] });
    const index = parseSitemap(`<sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>`);
    expect(index).toEqual({ kind: "sitemapindex", locs: ["https://a.example/s1.xml"] });
    expect(parseSitemap("<html><body>not a sitemap</body></html>")).toBeNull();
    expect(parseSitemap("just words")).toBeNull();
    expect(parseSitemap("")).toBeNull();
  });
});
