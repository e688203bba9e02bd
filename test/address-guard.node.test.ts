import { describe, expect, it } from "vitest";
import {
  type AddressPolicy,
  checkHost,
  checkTemplate,
  checkUrl,
  parseIPv4,
  parseIPv6,
} from "../src/tools/address-guard";

const publicPolicy: AddressPolicy = { allowHttpHosts: [], internal: false };
const refused = (url: string, policy: AddressPolicy = publicPolicy) => {
  const r = checkUrl(url, policy);
  expect(r.ok, `${url} should be refused`).toBe(false);
  return r.ok ? "" : r.reason;
};
const allowed = (url: string, policy: AddressPolicy = publicPolicy) =>
  expect(checkUrl(url, policy), url).toEqual({ ok: true });

describe("address guard: schemes", () => {
  it("allows public https", () => {
    allowed("https://api.example.com/v1/price?ticker=AAPL");
    allowed("https://93.184.216.34/x");
    allowed("https://[2606:4700::1111]/");
  });

  it("refuses plain http unless the host is allowed", () => {
    expect(refused("http://api.example.com/x")).toContain("API_ALLOW_HTTP_HOSTS");
    allowed("http://api.example.com/x", { allowHttpHosts: ["api.example.com"], internal: false });
    allowed("http://api.example.com:8080/x", { allowHttpHosts: ["api.example.com:8080"], internal: false });
    refused("http://api.example.com:9090/x", { allowHttpHosts: ["api.example.com:8080"], internal: false });
  });

  it("an operator-allowed local host (CRAG's mock API on localhost) is reachable; others stay refused", () => {
    const dev = { allowHttpHosts: ["localhost"], internal: false };
    allowed("http://localhost:8000/finance/get_price_history", dev);
    refused("http://127.0.0.1:8000/", dev);
  });

  it("refuses file:, data:, ftp:, javascript:, gopher: and internal: for network entries", () => {
    for (const url of [
      "file:///etc/passwd",
      "data:text/plain,hi",
      "ftp://ftp.example.com/x",
      "javascript:alert(1)",
      "gopher://example.com/",
      "internal://demo/status",
    ]) {
      expect(refused(url)).toMatch(/scheme/);
    }
  });

  it("refuses credentials in the URL and garbage", () => {
    expect(refused("https://user:pw@api.example.com/")).toContain("credentials");
    expect(refused("not a url")).toContain("not a valid");
  });
});

describe("address guard: hosts", () => {
  const privateUrls = [
    "https://10.0.0.1/",
    "https://10.255.255.255/",
    "https://172.16.0.1/",
    "https://172.31.255.254/",
    "https://192.168.1.1/",
    "https://127.0.0.1/",
    "https://127.255.0.9/",
    "https://169.254.169.254/latest/meta-data/",
    "https://100.64.0.1/",
    "https://100.127.255.255/",
    "https://0.0.0.0/",
    "https://0.1.2.3/",
    "https://224.0.0.1/",
    "https://239.255.255.250/",
    "https://255.255.255.255/",
    "https://[::1]/",
    "https://[::]/",
    "https://[fe80::1]/",
    "https://[febf::1]/",
    "https://[fc00::1]/",
    "https://[fd12:3456::1]/",
    "https://[ff02::1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:169.254.169.254]/",
    "https://[::ffff:7f00:1]/",
    "https://[64:ff9b::a9fe:a9fe]/",
    "https://[2002:c0a8:0101::1]/",
  ];
  it.each(privateUrls)("refuses %s", (url) => {
    refused(url);
  });

  it.each([
    ["decimal", "http://2130706433/"],
    ["hex dotted", "https://0x7f.0.0.1/"],
    ["octal", "https://017700000001/"],
    ["short form", "https://127.1/"],
    ["hex whole", "https://0x7f000001/"],
    ["octal dotted", "https://0177.0.0.01/"],
    ["metadata in decimal", "https://2852039166/"],
    ["trailing dot", "https://127.0.0.1./"],
  ])("refuses the %s IPv4 form %s", (_, url) => {
    refused(url.replace(/^http:/, "https:"));
  });

  it("reads the IPv4 forms the same as the URL parser does", () => {
    for (const form of [
      "2130706433",
      "0x7f.0.0.1",
      "017700000001",
      "127.1",
      "0x7f000001",
      "0177.0.0.01",
      "127.0.0.1",
    ]) {
      expect(parseIPv4(form), form).toBe(0x7f000001);
    }
    expect(parseIPv4("example.com")).toBeNull();
    expect(parseIPv4("256.1.1.1")).toBeNull();
    expect(parseIPv4("08.1.1.1")).toBeNull();
    expect(parseIPv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("1::2::3")).toBeNull();
  });

  it.each([
    "https://localhost/",
    "https://LOCALHOST:8443/",
    "https://api.localhost/",
    "https://localhost./",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://metadata/",
    "https://instance-data/",
    "https://printer.local/",
    "https://router.home.arpa/",
    "https://db.corp.internal/",
    "https://intranet/",
  ])("refuses the local or metadata name %s", (url) => {
    expect(refused(url)).toMatch(/local|metadata|single-label/);
  });

  it("checks bare host names too, brackets or not", () => {
    expect(checkHost("[::1]").ok).toBe(false);
    expect(checkHost("fe80::1%eth0").ok).toBe(false);
    expect(checkHost("api.example.org")).toEqual({ ok: true });
    expect(checkHost("8.8.8.8")).toEqual({ ok: true });
    expect(checkHost("[2001:db8::1]").ok).toBe(false);
  });
});

describe("address guard: internal entries and templates", () => {
  const internal = { allowHttpHosts: [], internal: true };
  it("internal entries skip the host checks (they never reach the network) but not the scheme check", () => {
    allowed("internal://demo/status/{region}", internal);
    allowed("http://localhost/demo/status", internal);
    refused("file:///etc/passwd", internal);
  });

  it("placeholders are allowed only after the host", () => {
    expect(checkTemplate("https://api.example.com/v1/{ticker}/price?date={date}")).toEqual({ ok: true });
    expect(checkTemplate("https://{host}/x").ok).toBe(false);
    expect(checkTemplate("https://api.example.com:{port}/x").ok).toBe(false);
    expect(checkTemplate("{scheme}://api.example.com/").ok).toBe(false);
    expect(checkTemplate("/relative/{x}").ok).toBe(false);
  });
});
