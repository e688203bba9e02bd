import { describe, expect, it } from "vitest";
import { sideDate } from "../src/skills/local/compare-dates";

describe("a founding dated by the words of its sense", () => {
  it("'founded' is read in 'formed' or 'established' when the page never says 'founded'", () => {
    const date = sideDate("Vellco was formed in 1965 with the merger of Vell and Tarrow Foods.", "event", ["found"]);
    expect(date && new Date(date.value * 86_400_000).getUTCFullYear()).toBe(1965);
  });

  it("'built' is read in 'constructed' or 'construction of … was completed'", () => {
    const date = sideDate("Construction of this lake was completed in 1927.", "event", ["built"]);
    expect(date && new Date(date.value * 86_400_000).getUTCFullYear()).toBe(1927);
  });

  it("not in words that only begin like them: 'formerly', 'creator', 'started trading'", () => {
    expect(
      sideDate("Vellco, formerly known as Vell Foods until 1995, sells snacks.", "event", ["found"]),
    ).toBeUndefined();
    expect(sideDate("Its creator, Tom Hart, was born in 1921.", "event", ["found"])).toBeUndefined();
    expect(sideDate("Vellco started trading shares in 2001.", "event", ["found"])).toBeUndefined();
  });
});
