/**
 * Sample corpus served to newcomers on `npm start`.
 *
 * The documentation and changelog of "Lumen Relay", a FICTIONAL hosted webhook
 * and message relay API. Every word was written for this project; the company,
 * product, hostnames (under the reserved `.example` TLD), prices and dates are
 * invented. Each document is a full HTML page with the boilerplate a real docs
 * site carries (cookie banner, header, nav, footer, scripts) so that the
 * cleaning stage has something to remove.
 *
 * Facts are stated in short declarative sentences because the local engine
 * answers extractively. Authentication v3 and v4 facts live in separate pages
 * (the lifetime "15 minutes" only in the v4 page, "never expire" only in the v3
 * page) so that comparing the two needs evidence from both.
 */

export interface SampleDocument {
  url: string;
  title: string;
  html: string;
}

const BASE_URL = "https://docs.lumenrelay.example";

interface PageSpec {
  path: string;
  title: string;
  section: string;
  updated: string;
  body: string;
}

const NAV_ITEMS: ReadonlyArray<readonly [path: string, label: string]> = [
  ["/overview", "Overview"],
  ["/auth/v4", "Authentication v4"],
  ["/auth/v3", "Authentication v3 (legacy)"],
  ["/guides/migrate-v3-to-v4", "Migrating v3 to v4"],
  ["/limits", "Rate limits &amp; quotas"],
  ["/pricing", "Pricing"],
  ["/errors", "Error codes"],
  ["/delivery/retries", "Retries &amp; delivery"],
  ["/changelog", "Changelog"],
];

function renderNav(current: string): string {
  const items = NAV_ITEMS.map(([path, label]) => {
    const active = path === current ? ' class="active" aria-current="page"' : "";
    return `        <li><a href="${path}"${active}>${label}</a></li>`;
  }).join("\n");
  return `    <nav class="docs-sidebar" aria-label="Documentation">
      <p class="nav-heading">Documentation</p>
      <ul>
${items}
      </ul>
      <p class="nav-heading">Resources</p>
      <ul>
        <li><a href="https://status.lumenrelay.example">System status</a></li>
        <li><a href="https://community.lumenrelay.example">Community forum</a></li>
        <li><a href="/contact">Contact sales</a></li>
      </ul>
    </nav>`;
}

function renderPage(spec: PageSpec): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${spec.title} · Lumen Relay Docs</title>
  <meta name="description" content="Lumen Relay documentation: ${spec.title}">
  <link rel="canonical" href="${BASE_URL}${spec.path}">
  <link rel="stylesheet" href="/assets/docs.4f1c2a.css">
  <script>
    window.lrAnalytics = window.lrAnalytics || [];
    window.lrAnalytics.push({ event: "page_view", path: "${spec.path}" });
  </script>
  <style>.cookie-banner{position:fixed;bottom:0;left:0;right:0}</style>
</head>
<body class="docs-page">
  <div class="cookie-banner" id="cookie-consent" role="dialog" aria-label="Cookie consent">
    <p>We use cookies to remember your preferences and to understand how visitors use this site.
    Read our <a href="/legal/cookies">cookie policy</a> to learn more.</p>
    <button type="button" data-consent="all">Accept all</button>
    <button type="button" data-consent="essential">Essential only</button>
  </div>
  <header class="site-header">
    <a class="logo" href="/"><img src="/assets/logo.svg" alt="Lumen Relay"> Docs</a>
    <form class="search" role="search" action="/search">
      <input type="search" name="q" placeholder="Search documentation" aria-label="Search documentation">
    </form>
    <a class="header-link" href="https://dashboard.lumenrelay.example/login">Sign in</a>
    <a class="header-link button" href="https://dashboard.lumenrelay.example/signup">Start free</a>
  </header>
  <div class="layout">
${renderNav(spec.path)}
    <main id="content">
      <nav class="breadcrumbs" aria-label="Breadcrumb">
        <a href="/">Docs</a> / <a href="/${spec.section.toLowerCase()}">${spec.section}</a> / <span>${spec.title}</span>
      </nav>
      <article class="doc">
${spec.body}
      </article>
      <div class="page-meta">
        <p>Last updated ${spec.updated}. <a href="https://github.example/lumenrelay/docs/edit/main${spec.path}.md">Edit this page</a></p>
        <p class="feedback">Was this page helpful? <button type="button">Yes</button> <button type="button">No</button></p>
      </div>
    </main>
  </div>
  <footer class="site-footer">
    <ul>
      <li><a href="/legal/privacy">Privacy</a></li>
      <li><a href="/legal/terms">Terms of service</a></li>
      <li><a href="/legal/cookies">Cookies</a></li>
      <li><a href="https://status.lumenrelay.example">Status</a></li>
    </ul>
    <p>&copy; 2026 Lumen Relay Labs, Inc. All rights reserved.</p>
  </footer>
  <script src="/assets/docs.9b77e0.js" defer></script>
  <script>
    document.querySelectorAll("#cookie-consent button").forEach(function (b) {
      b.addEventListener("click", function () {
        document.cookie = "lr_consent=" + b.dataset.consent + "; path=/; max-age=31536000";
        document.getElementById("cookie-consent").remove();
      });
    });
  </script>
</body>
</html>
`;
}

const OVERVIEW = renderPage({
  path: "/overview",
  title: "Lumen Relay overview",
  section: "Introduction",
  updated: "12 January 2026",
  body: `        <h1>Lumen Relay overview</h1>
        <p class="lead">Lumen Relay is a hosted webhook and message relay API. You publish a message once, and
        Lumen Relay delivers it to every HTTPS endpoint that subscribes to the message's topic.</p>
        <p>Teams use Lumen Relay so that their own services do not have to run delivery workers, track
        failed webhooks, or build retry logic. Lumen Relay takes care of fan-out, retries, per-key ordering and
        dead-lettering. Your application only makes one HTTPS call per message.</p>

        <h2 id="concepts">Core concepts</h2>
        <ul>
          <li><strong>Project</strong>: the unit of billing and access control. Every API call belongs to one project.</li>
          <li><strong>Topic</strong>: a named channel such as <code>orders.created</code>. Publishers send messages to topics.</li>
          <li><strong>Endpoint</strong>: an HTTPS URL that receives deliveries. An endpoint subscribes to one or more topics.</li>
          <li><strong>Message</strong>: a JSON body plus optional metadata. A message is accepted once and stored until every subscribed endpoint has received it.</li>
          <li><strong>Delivery</strong>: one attempt to send one message to one endpoint.</li>
        </ul>

        <h2 id="regions">Regions</h2>
        <p>Lumen Relay runs in three regions: us-east, eu-west and ap-south. Each region has its own API hostname.
        Messages published in a region are stored and delivered from that region only.
        Lumen Relay does not replicate messages between regions.</p>
        <table>
          <thead>
            <tr><th>Region</th><th>Location</th><th>API hostname</th></tr>
          </thead>
          <tbody>
            <tr><td>us-east</td><td>Eastern United States</td><td><code>api.us-east.lumenrelay.example</code></td></tr>
            <tr><td>eu-west</td><td>Western Europe</td><td><code>api.eu-west.lumenrelay.example</code></td></tr>
            <tr><td>ap-south</td><td>South Asia</td><td><code>api.ap-south.lumenrelay.example</code></td></tr>
          </tbody>
        </table>
        <p>The us-east region hostname is api.us-east.lumenrelay.example.
        The eu-west region hostname is api.eu-west.lumenrelay.example.
        The ap-south region hostname is api.ap-south.lumenrelay.example.</p>
        <p>The default region for new projects is us-east. You choose the region when you create a project,
        and the region of a project cannot be changed later. To serve customers in several regions, create one
        project per region.</p>

        <h2 id="quick-start">Quick start</h2>
        <ol>
          <li>Create a project in the dashboard at <a href="https://dashboard.lumenrelay.example">dashboard.lumenrelay.example</a>.</li>
          <li>Create an OAuth client and request an access token, as described in <a href="/auth/v4">Authentication v4</a>.</li>
          <li>Register an endpoint and subscribe it to a topic.</li>
          <li>Publish your first message with a single POST request.</li>
        </ol>
<pre><code>curl -X POST https://api.us-east.lumenrelay.example/v1/topics/orders.created/messages \\
  -H "Authorization: Bearer $LUMEN_ACCESS_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"order_id": "ord_1842", "total": 129.90}'</code></pre>
        <p>A successful publish returns HTTP 202 with the message ID. Delivery to your endpoints happens
        asynchronously; see <a href="/delivery/retries">Retries and delivery semantics</a> for the guarantees.</p>

        <h2 id="next">Where to go next</h2>
        <ul>
          <li><a href="/limits">Rate limits and quotas</a> lists the limits of each plan.</li>
          <li><a href="/errors">Error codes</a> explains every error the API can return.</li>
          <li><a href="/changelog">The changelog</a> records every release of the service.</li>
        </ul>
        <p>The current status of all regions is published at status.lumenrelay.example.</p>`,
});

const AUTH_V3 = renderPage({
  path: "/auth/v3",
  title: "Authentication v3 (legacy)",
  section: "Authentication",
  updated: "2 February 2026",
  body: `        <h1>Authentication v3 (legacy)</h1>
        <div class="callout warning" role="note">
          <p><strong>Deprecated.</strong> Authentication v3 was deprecated on 1 April 2025.
          The sunset date for Authentication v3 is 31 January 2026. After the sunset date, requests that use v3
          credentials are rejected with HTTP 401 and the error code <code>auth_v3_sunset</code>.
          New integrations must use <a href="/auth/v4">Authentication v4</a>.</p>
        </div>
        <p>This page documents the legacy v3 scheme for teams that still maintain older integrations.
        If you are moving an existing integration, follow the <a href="/guides/migrate-v3-to-v4">migration guide</a>.</p>

        <h2 id="keys">Static API keys</h2>
        <p>Authentication v3 uses static API keys. You create v3 API keys in the dashboard under
        <em>Settings &rarr; API keys</em>. Each v3 API key starts with the prefix <code>lrk_</code> and comes
        with a signing secret that starts with the prefix <code>lrs_</code>.</p>
        <p>v3 API keys never expire. A v3 key stays valid until someone revokes it in the dashboard.
        v3 API keys have no scopes, so every key has full access to its project.
        A project can hold at most 20 v3 API keys.</p>

        <h2 id="header">Sending the key</h2>
        <p>In v3, the API key is sent in the <code>X-Lumen-Key</code> header on every request.
        Query-string keys are not accepted.</p>

        <h2 id="signatures">HMAC-SHA256 request signatures</h2>
        <p>Every v3 request must also carry an HMAC-SHA256 request signature in the <code>X-Lumen-Signature</code> header.
        The signature proves that the request was created by someone who holds the signing secret and that the
        body was not modified in transit.</p>
        <p>To compute the signature:</p>
        <ol>
          <li>Take the current Unix time in seconds and send it in the <code>X-Lumen-Timestamp</code> header.</li>
          <li>Build the signing string: the timestamp, the HTTP method, the request path and the raw body, joined with newline characters.</li>
          <li>Compute HMAC-SHA256 of the signing string with the signing secret as the key.</li>
          <li>Send the lowercase hex digest in the <code>X-Lumen-Signature</code> header.</li>
        </ol>
        <p>Lumen Relay rejects a v3 request when its X-Lumen-Timestamp is more than 5 minutes old.
        A wrong or stale signature fails with HTTP 401 and the error code <code>invalid_signature</code>.</p>
<pre><code>import { createHmac } from "node:crypto";

function signV3(secret, method, path, body) {
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const signingString = [timestamp, method, path, body].join("\\n");
  const signature = createHmac("sha256", secret).update(signingString).digest("hex");
  return {
    "X-Lumen-Key": process.env.LUMEN_API_KEY,
    "X-Lumen-Timestamp": timestamp,
    "X-Lumen-Signature": signature,
  };
}</code></pre>

        <h2 id="example">Example request</h2>
<pre><code>curl -X POST https://api.eu-west.lumenrelay.example/v1/topics/invoices.paid/messages \\
  -H "X-Lumen-Key: lrk_3f9a0c51d2" \\
  -H "X-Lumen-Timestamp: 1735689600" \\
  -H "X-Lumen-Signature: 9c1e4b...e07a" \\
  -H "Content-Type: application/json" \\
  -d '{"invoice_id": "inv_2207"}'</code></pre>

        <h2 id="rotation">Rotating v3 keys</h2>
        <p>Because v3 keys are long-lived, a leaked key stays usable until it is revoked. To rotate a key,
        create a new key, deploy it to every service that calls Lumen Relay, and then revoke the old key.
        Revoked keys stop working within 60 seconds.</p>
        <p>Key rotation is no longer recommended as a long-term fix: the lasting fix is to move to
        Authentication v4 before the sunset date.</p>`,
});

const AUTH_V4 = renderPage({
  path: "/auth/v4",
  title: "Authentication v4 (OAuth 2.1)",
  section: "Authentication",
  updated: "20 November 2025",
  body: `        <h1>Authentication v4 (OAuth 2.1)</h1>
        <p class="lead">Authentication v4 is the current authentication scheme for Lumen Relay.
        Authentication v4 was introduced in version 4.0.0 on 3 March 2025.</p>
        <p>Authentication v4 uses the OAuth 2.1 client credentials grant. Your service exchanges a client ID and a
        client secret for a short-lived bearer access token, and then sends that token with each API request.</p>

        <h2 id="clients">OAuth clients</h2>
        <p>Create an OAuth client in the dashboard under <em>Settings &rarr; OAuth clients</em>. The dashboard shows
        the client ID, which starts with <code>lrc_</code>, and the client secret, which is displayed only once.
        You can rotate a client secret at any time. After a rotation, the old client secret remains valid for 24 hours
        so that you can roll out the new one without downtime.</p>

        <h2 id="token-endpoint">Token endpoint</h2>
        <p>The v4 token endpoint URL is https://auth.lumenrelay.example/oauth2/token.
        The token endpoint is global: it serves projects in every region.
        It accepts <code>POST</code> requests with the body encoded as <code>application/x-www-form-urlencoded</code>
        and the client credentials in HTTP Basic authentication.</p>
<pre><code>curl -X POST https://auth.lumenrelay.example/oauth2/token \\
  -u "lrc_7d21e0:$LUMEN_CLIENT_SECRET" \\
  -d "grant_type=client_credentials" \\
  -d "scope=relay:publish relay:read"</code></pre>
        <p>A successful response looks like this:</p>
<pre><code>{
  "access_token": "lrt_eyJhbGciOiJFZERTQSJ9...",
  "token_type": "Bearer",
  "expires_in": 900,
  "scope": "relay:publish relay:read"
}</code></pre>

        <h2 id="lifetime">Token lifetime</h2>
        <p>Access tokens issued by the v4 token endpoint expire after 15 minutes.
        The expires_in value of 900 seconds in the token response states the same lifetime.
        Authentication v4 does not issue refresh tokens. When an access token expires, request a new access token
        with the client credentials.</p>
        <p>Cache the access token and reuse it for all requests until it is close to expiry.
        We recommend fetching a new token when less than 60 seconds of its lifetime remain.
        A request with an expired access token fails with HTTP 401 and the error code <code>invalid_token</code>.</p>

        <h2 id="using">Using the access token</h2>
        <p>Send the access token in the Authorization header of every API request, in the form
        <code>Authorization: Bearer &lt;access_token&gt;</code>.</p>
<pre><code>curl https://api.ap-south.lumenrelay.example/v1/endpoints \\
  -H "Authorization: Bearer $LUMEN_ACCESS_TOKEN"</code></pre>
        <p>Authentication v4 does not use request signatures. Transport security comes from TLS 1.2 or later,
        and the short token lifetime limits the damage of a leaked token.</p>

        <h2 id="scopes">Scopes</h2>
        <p>Each access token carries a set of scopes that limit what it can do. Request scopes as a
        space-separated list in the <code>scope</code> parameter. If you omit the scope parameter, the token
        receives the <code>relay:publish</code> scope only.</p>
        <table>
          <thead>
            <tr><th>Scope</th><th>Grants</th></tr>
          </thead>
          <tbody>
            <tr><td><code>relay:publish</code></td><td>Publish messages to topics.</td></tr>
            <tr><td><code>relay:read</code></td><td>Read messages, delivery attempts and delivery logs.</td></tr>
            <tr><td><code>endpoints:manage</code></td><td>Create, update and delete endpoints and their subscriptions.</td></tr>
            <tr><td><code>dlq:replay</code></td><td>Inspect and replay messages in the dead-letter queue.</td></tr>
          </tbody>
        </table>
        <p>A request whose token lacks the required scope fails with HTTP 403 and the error code
        <code>insufficient_scope</code>.</p>

        <h2 id="limits">Token endpoint limits</h2>
        <p>The token endpoint accepts 30 token requests per minute per OAuth client. A well-behaved client that caches
        its token needs only about four token requests per hour.</p>`,
});

const MIGRATION = renderPage({
  path: "/guides/migrate-v3-to-v4",
  title: "Migrating from Authentication v3 to v4",
  section: "Guides",
  updated: "15 October 2025",
  body: `        <h1>Migrating from Authentication v3 to v4</h1>
        <p class="lead">This guide walks you through moving an integration from the legacy
        <a href="/auth/v3">Authentication v3</a> scheme to <a href="/auth/v4">Authentication v4</a>.
        Complete the migration before the v3 sunset date of 31 January 2026.</p>
        <p>Most teams finish the migration in less than a day. The API paths, request bodies and response bodies
        stay the same; only the way you authenticate changes.</p>

        <h2 id="what-changes">What changes</h2>
        <ul>
          <li><strong>Credentials.</strong> The static v3 API key and its signing secret are replaced by an OAuth client ID and client secret.</li>
          <li><strong>Header.</strong> The <code>X-Lumen-Key</code> header is replaced by the <code>Authorization: Bearer</code> header.</li>
          <li><strong>Signatures.</strong> HMAC-SHA256 request signatures are no longer needed after you migrate to v4.</li>
          <li><strong>Token refresh.</strong> v4 access tokens are short-lived, so your service must fetch new tokens on a schedule.</li>
          <li><strong>Permissions.</strong> v4 tokens carry scopes, so each service can receive only the access it needs.</li>
        </ul>

        <h2 id="steps">Step by step</h2>
        <ol>
          <li><strong>Create an OAuth client.</strong> In the dashboard, open <em>Settings &rarr; OAuth clients</em> and
          create one client per service. Store the client secret in your secret manager.</li>
          <li><strong>Pick scopes.</strong> A v3 key had full project access. Give each v4 client only the scopes its
          service uses; a service that only publishes needs <code>relay:publish</code>.</li>
          <li><strong>Add token fetching.</strong> Request a token from the token endpoint at start-up, cache it in memory,
          and fetch a new token shortly before the cached one expires.</li>
          <li><strong>Swap the header.</strong> Remove the <code>X-Lumen-Key</code> header from your requests and send
          <code>Authorization: Bearer &lt;access_token&gt;</code> instead.</li>
          <li><strong>Delete the signing code.</strong> Stop computing HMAC-SHA256 signatures and stop sending the
          <code>X-Lumen-Signature</code> and <code>X-Lumen-Timestamp</code> headers.</li>
          <li><strong>Verify.</strong> The dashboard's <em>Auth usage</em> report shows v3 and v4 traffic per day.
          Wait until the report shows no v3 traffic for seven days.</li>
          <li><strong>Revoke the v3 keys.</strong> Revoke every v3 API key of the project once nothing uses it.</li>
        </ol>

        <h2 id="refresh">Refreshing tokens</h2>
        <p>The simplest refresh strategy is a small wrapper that remembers when the current token expires:</p>
<pre><code>let cached = null;

async function getAccessToken() {
  if (cached &amp;&amp; cached.expiresAt - Date.now() &gt; 60_000) return cached.token;
  const res = await fetch("https://auth.lumenrelay.example/oauth2/token", {
    method: "POST",
    headers: { Authorization: "Basic " + btoa(CLIENT_ID + ":" + CLIENT_SECRET) },
    body: new URLSearchParams({ grant_type: "client_credentials", scope: "relay:publish" }),
  });
  const json = await res.json();
  cached = { token: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 };
  return cached.token;
}</code></pre>

        <h2 id="coexistence">Running v3 and v4 side by side</h2>
        <p>During the migration window, a project accepts v3 and v4 credentials at the same time, so you can migrate
        one service after another. If a request carries both an <code>X-Lumen-Key</code> header and an
        <code>Authorization</code> header, Lumen Relay uses the Authorization header and ignores the v3 key.
        Lumen Relay also ignores the X-Lumen-Signature and X-Lumen-Timestamp headers on requests authenticated with a v4 token.</p>

        <h2 id="faq">Frequently asked questions</h2>
        <p><strong>Do deliveries to my endpoints change?</strong> No. Deliveries that Lumen Relay sends to your
        endpoints are not affected by the migration.</p>
        <p><strong>What happens if I miss the sunset date?</strong> After 31 January 2026, every request that uses a v3
        API key fails with HTTP 401 and the error code <code>auth_v3_sunset</code>.</p>`,
});

const LIMITS = renderPage({
  path: "/limits",
  title: "Rate limits and quotas",
  section: "Reference",
  updated: "9 September 2025",
  body: `        <h1>Rate limits and quotas</h1>
        <p class="lead">Lumen Relay applies a request rate limit and a monthly message quota to every project.
        The limits depend on the project's plan: Free, Team or Enterprise.</p>

        <h2 id="per-plan">Limits per plan</h2>
        <table>
          <thead>
            <tr><th>Plan</th><th>Requests per second</th><th>Burst</th><th>Messages per month</th><th>Endpoints</th></tr>
          </thead>
          <tbody>
            <tr><td>Free</td><td>10</td><td>20</td><td>100,000</td><td>5</td></tr>
            <tr><td>Team</td><td>100</td><td>200</td><td>5,000,000</td><td>100</td></tr>
            <tr><td>Enterprise</td><td>1,000</td><td>2,000</td><td>100,000,000</td><td>Unlimited</td></tr>
          </tbody>
        </table>

        <h2 id="rate-limits">Request rate limits</h2>
        <p>Rate limits apply per project and per region. The limit counts every API request, including reads.</p>
        <ul>
          <li>The Free plan allows 10 requests per second per project, with bursts of up to 20 requests.</li>
          <li>The Team plan allows 100 requests per second per project, with bursts of up to 200 requests.</li>
          <li>The Enterprise plan allows 1,000 requests per second per project, with bursts of up to 2,000 requests. Higher Enterprise limits are available on request.</li>
        </ul>
        <p>Every response includes three headers that describe your current rate limit:</p>
        <ul>
          <li><code>X-RateLimit-Limit</code>: the number of requests allowed per second.</li>
          <li><code>X-RateLimit-Remaining</code>: the number of requests left in the current second.</li>
          <li><code>X-RateLimit-Reset</code>: the Unix time at which the window resets.</li>
        </ul>
        <p>When a project exceeds its rate limit, Lumen Relay returns HTTP 429 with the error code
        <code>rate_limited</code> and a <code>Retry-After</code> header. Wait the number of seconds given in
        Retry-After before sending the next request.</p>

        <h2 id="quotas">Monthly message quotas</h2>
        <p>The monthly quota counts published messages, not deliveries. A message that fans out to ten endpoints
        counts as one message.</p>
        <ul>
          <li>The Free plan includes 100,000 messages per month.</li>
          <li>The Team plan includes 5,000,000 messages per month.</li>
          <li>The Enterprise plan includes 100,000,000 messages per month.</li>
        </ul>
        <p>Quotas reset at 00:00 UTC on the first day of each calendar month. When a Free project uses up its monthly
        quota, publishing pauses until the quota resets. Team and Enterprise projects keep publishing after the quota is
        used up, and the extra messages are billed as overage at the rates on the <a href="/pricing">pricing page</a>.</p>

        <h2 id="other-limits">Other limits</h2>
        <ul>
          <li>The maximum message payload size is 256 KB on every plan.</li>
          <li>A topic name can be at most 128 characters long.</li>
          <li>An endpoint can subscribe to at most 50 topics.</li>
          <li>The Free plan allows 5 endpoints per project, and the Team plan allows 100 endpoints per project.</li>
        </ul>

        <h2 id="tips">Staying within the limits</h2>
        <p>Batch related events into one message when your consumers can handle it, spread scheduled jobs
        over time instead of starting them all on the hour, and honour the Retry-After header instead of retrying in a
        tight loop. If you regularly hit the limits of your plan, contact sales to discuss the Enterprise plan.</p>`,
});

const PRICING = renderPage({
  path: "/pricing",
  title: "Pricing",
  section: "Reference",
  updated: "9 September 2025",
  body: `        <h1>Pricing</h1>
        <p class="lead">Lumen Relay offers three plans: Free, Team and Enterprise. All prices are in US dollars and
        exclude taxes such as VAT.</p>

        <table>
          <thead>
            <tr><th>Plan</th><th>Monthly price</th><th>Included messages</th><th>Overage per 100,000 messages</th><th>Uptime SLA</th><th>Support</th></tr>
          </thead>
          <tbody>
            <tr><td>Free</td><td>$0</td><td>100,000</td><td>Not available</td><td>None</td><td>Community forum</td></tr>
            <tr><td>Team</td><td>$49</td><td>5,000,000</td><td>$0.80</td><td>99.9%</td><td>Email, 1 business day</td></tr>
            <tr><td>Enterprise</td><td>From $1,200</td><td>100,000,000</td><td>$0.50</td><td>99.95%</td><td>24/7, 1-hour response</td></tr>
          </tbody>
        </table>

        <h2 id="free">Free</h2>
        <p>The Free plan costs $0 per month and does not require a credit card. It is meant for prototypes,
        side projects and evaluation. The Free plan has no uptime SLA, and support is provided through the community
        forum. A Free project cannot buy overage: publishing pauses when its monthly quota is used up.</p>

        <h2 id="team">Team</h2>
        <p>The Team plan costs $49 per month per project. With annual billing, the Team plan costs $490 per year,
        which equals two months free. New Team subscriptions include a 14-day free trial.</p>
        <p>Team plan overage is billed at $0.80 per additional 100,000 messages. The Team plan includes a 99.9% uptime SLA
        and email support with a first response within 1 business day.</p>

        <h2 id="enterprise">Enterprise</h2>
        <p>The Enterprise plan starts at $1,200 per month and requires an annual contract.
        Enterprise plan overage is billed at $0.50 per additional 100,000 messages.
        The Enterprise plan includes a 99.95% uptime SLA, single sign-on for the dashboard, and 24/7 support with a
        1-hour first response for critical incidents. Enterprise customers can also ask for higher rate limits.</p>

        <h2 id="billing">Billing details</h2>
        <ul>
          <li>Plans are billed per project. A company with one project in us-east and one in eu-west pays for two projects.</li>
          <li>Overage is calculated at the end of each calendar month and charged with the next invoice.</li>
          <li>Upgrades take effect immediately and are prorated to the day.</li>
          <li>Downgrades take effect at the start of the next billing period.</li>
          <li>Lumen Relay accepts credit cards on every paid plan and bank transfer on the Enterprise plan.</li>
        </ul>

        <h2 id="sla-credits">SLA credits</h2>
        <p>If monthly uptime falls below the SLA of a paid plan, the project receives a service credit.
        The credit is 10% of the monthly fee when uptime is below the SLA, and 25% of the monthly fee when uptime is
        below 99.0%. Request SLA credits within 30 days of the end of the affected month.</p>

        <h2 id="questions">Questions</h2>
        <p>For volume discounts, custom contracts or invoicing questions, contact sales through the form on the
        contact page. Existing customers can also reach billing support from the dashboard.</p>`,
});

const ERRORS = renderPage({
  path: "/errors",
  title: "Error codes",
  section: "Reference",
  updated: "2 February 2026",
  body: `        <h1>Error codes</h1>
        <p class="lead">When a request fails, Lumen Relay returns an HTTP status code and a JSON body that names the
        error. This page lists every error code and what to do about it.</p>

        <h2 id="format">Error format</h2>
<pre><code>{
  "error": {
    "code": "rate_limited",
    "message": "Project prj_41ac exceeded 10 requests per second.",
    "request_id": "req_8e02f7c4"
  }
}</code></pre>
        <p>The <code>code</code> field is stable and safe to match in your code. The <code>message</code> field is
        meant for humans and may change. Every error response includes a <code>request_id</code>; include it when you
        contact support.</p>

        <h2 id="codes">Error code reference</h2>
        <table>
          <thead>
            <tr><th>HTTP status</th><th>Code</th><th>Meaning</th><th>What to do</th></tr>
          </thead>
          <tbody>
            <tr><td>400</td><td><code>invalid_payload</code></td><td>The body is not valid JSON or does not match the schema.</td><td>Fix the request body; the message field names the first invalid field.</td></tr>
            <tr><td>400</td><td><code>invalid_topic</code></td><td>The topic name is malformed or longer than 128 characters.</td><td>Use lowercase letters, digits, dots and hyphens only.</td></tr>
            <tr><td>401</td><td><code>invalid_token</code></td><td>The access token is missing, malformed or expired.</td><td>Request a new access token from the token endpoint and retry.</td></tr>
            <tr><td>401</td><td><code>invalid_signature</code></td><td>A v3 request signature is wrong, or its timestamp is too old.</td><td>Check the signing string and the clock of the calling server.</td></tr>
            <tr><td>401</td><td><code>auth_v3_sunset</code></td><td>The request used v3 credentials after the v3 sunset date.</td><td>Migrate to Authentication v4.</td></tr>
            <tr><td>403</td><td><code>insufficient_scope</code></td><td>The access token lacks a scope the operation requires.</td><td>Request a token that includes the missing scope.</td></tr>
            <tr><td>404</td><td><code>endpoint_not_found</code></td><td>The endpoint ID does not exist in this project and region.</td><td>Check the ID and make sure you call the hostname of the right region.</td></tr>
            <tr><td>409</td><td><code>duplicate_message</code></td><td>A message with the same Idempotency-Key was already accepted.</td><td>Treat the original publish as successful; do not retry.</td></tr>
            <tr><td>413</td><td><code>payload_too_large</code></td><td>The message body is larger than 256 KB.</td><td>Shrink the message, or store the data elsewhere and publish a reference to it.</td></tr>
            <tr><td>429</td><td><code>rate_limited</code></td><td>The project sent more requests per second than its plan allows.</td><td>Wait for the number of seconds in the Retry-After header.</td></tr>
            <tr><td>429</td><td><code>quota_exceeded</code></td><td>A Free project has used its monthly message quota.</td><td>Wait for the monthly reset or upgrade to the Team plan.</td></tr>
            <tr><td>500</td><td><code>internal_error</code></td><td>An unexpected error occurred inside Lumen Relay.</td><td>Retry with exponential backoff and report the request_id if it persists.</td></tr>
            <tr><td>503</td><td><code>region_unavailable</code></td><td>The region is temporarily unavailable.</td><td>Retry later and check the status page.</td></tr>
          </tbody>
        </table>

        <h2 id="details">Notes on common errors</h2>
        <p>The invalid_token error means the access token is missing, malformed or expired; fetch a new token and send the request again.</p>
        <p>The invalid_signature error only occurs with Authentication v3 requests.</p>
        <p>The insufficient_scope error returns HTTP status 403 when the token lacks a required scope.</p>
        <p>The duplicate_message error returns HTTP status 409 when the same Idempotency-Key is reused within 24 hours.</p>
        <p>The payload_too_large error means the message body is larger than 256 KB.</p>
        <p>The rate_limited error returns HTTP status 429 together with a Retry-After header.</p>
        <p>The quota_exceeded error returns HTTP status 429 when a Free project has used its monthly message quota.</p>

        <h2 id="retrying">Which errors are safe to retry?</h2>
        <p>Errors with status 429, 500 and 503 are temporary, and you can retry them with exponential backoff.
        Errors with status 400, 403, 404 and 413 will fail again until you change the request.
        For 401 errors, fetch a new access token once and retry; if the second attempt also fails, check your credentials.</p>`,
});

const RETRIES = renderPage({
  path: "/delivery/retries",
  title: "Retries and delivery semantics",
  section: "Delivery",
  updated: "9 September 2025",
  body: `        <h1>Retries and delivery semantics</h1>
        <p class="lead">This page explains how Lumen Relay delivers messages to your endpoints, what happens when a
        delivery fails, and how the dead-letter queue works.</p>

        <h2 id="guarantees">Delivery guarantees</h2>
        <p>Lumen Relay delivers messages with at-least-once semantics. An endpoint may receive the same message more
        than once, for example when your endpoint processed a delivery but the response was lost. Your handler must
        therefore be idempotent.</p>
        <p>Every delivery carries a <code>Lumen-Message-Id</code> header. The Lumen-Message-Id stays the same across
        all retries of a message, so you can use it to discard duplicates.</p>
        <p>Messages that share an ordering key are delivered in order to each endpoint. Messages without an ordering key
        can arrive in any order.</p>

        <h2 id="success">What counts as success</h2>
        <p>A delivery succeeds when your endpoint returns a 2xx status code within 10 seconds.
        Any other status code, a connection error, a TLS error or a timeout counts as a failed delivery attempt.
        Redirects are not followed, so a 3xx response also counts as a failure.
        A 410 Gone response stops retries for that message immediately and disables the endpoint.</p>

        <h2 id="schedule">Retry schedule</h2>
        <p>Lumen Relay retries a failed delivery up to 7 times after the first attempt, so one message gets at most
        8 delivery attempts per endpoint. The delay before each retry grows as follows:</p>
        <table>
          <thead>
            <tr><th>Retry</th><th>Delay after the previous attempt</th></tr>
          </thead>
          <tbody>
            <tr><td>1</td><td>30 seconds</td></tr>
            <tr><td>2</td><td>2 minutes</td></tr>
            <tr><td>3</td><td>10 minutes</td></tr>
            <tr><td>4</td><td>30 minutes</td></tr>
            <tr><td>5</td><td>1 hour</td></tr>
            <tr><td>6</td><td>3 hours</td></tr>
            <tr><td>7</td><td>6 hours</td></tr>
          </tbody>
        </table>
        <p>The whole retry schedule spans about 10 hours and 43 minutes from the first attempt to the last retry.
        Each delay includes up to 10% random jitter so that many failing messages do not retry at the same instant.</p>
        <p>You can trigger a manual retry of any message from the dashboard at any time; manual retries do not
        count towards the 7 automatic retries.</p>

        <h2 id="dlq">Dead-letter queue</h2>
        <p>When the last retry fails, the message moves to the dead-letter queue of the endpoint.
        The dead-letter queue retains messages for 14 days. After 14 days, dead-lettered messages are deleted
        permanently and cannot be recovered.</p>
        <p>You can inspect and replay dead-lettered messages in the dashboard, or with the API:</p>
<pre><code>curl -X POST https://api.us-east.lumenrelay.example/v1/dlq/msg_5b0e19/replay \\
  -H "Authorization: Bearer $LUMEN_ACCESS_TOKEN"</code></pre>
        <p>Replaying a message from the dead-letter queue requires an access token with the <code>dlq:replay</code> scope.
        A replayed message starts a fresh retry schedule.</p>

        <h2 id="disabled">Automatically disabled endpoints</h2>
        <p>An endpoint that fails every delivery for 3 consecutive days is disabled automatically, and the owners of the
        project receive an email. Messages for a disabled endpoint go straight to the dead-letter queue until you
        enable the endpoint again.</p>

        <h2 id="best-practices">Best practices for receivers</h2>
        <ul>
          <li>Respond quickly with 200 and process the message in the background.</li>
          <li>Store each Lumen-Message-Id you have processed and skip messages you have already seen.</li>
          <li>Return 410 only when you want Lumen Relay to stop sending to the endpoint.</li>
        </ul>`,
});

const CHANGELOG = renderPage({
  path: "/changelog",
  title: "Changelog",
  section: "Releases",
  updated: "2 February 2026",
  body: `        <h1>Changelog</h1>
        <p class="lead">This page lists every release of the Lumen Relay service, newest first.
        Releases are rolled out to all regions on the release date.</p>

        <section class="release" id="v4-3-0">
          <h2>4.3.0 &mdash; 2 February 2026</h2>
          <p>Version 4.3.0 was released on 2 February 2026.</p>
          <ul>
            <li>The Authentication v3 sunset is now enforced. Requests that send an X-Lumen-Key header fail with HTTP 401 and the error code auth_v3_sunset.</li>
            <li>The dashboard's Auth usage report now keeps 90 days of history.</li>
            <li>Delivery logs now show the response time of each delivery attempt.</li>
          </ul>
        </section>

        <section class="release" id="v4-2-0">
          <h2>4.2.0 &mdash; 9 September 2025</h2>
          <p>Version 4.2.0 was released on 9 September 2025.</p>
          <ul>
            <li>The Team plan rate limit was raised from 50 to 100 requests per second.</li>
            <li>Endpoints that answer with 410 Gone are now disabled immediately instead of after the full retry schedule.</li>
            <li>Added the X-RateLimit-Reset response header.</li>
          </ul>
        </section>

        <section class="release" id="v4-1-0">
          <h2>4.1.0 &mdash; 10 June 2025</h2>
          <p>Version 4.1.0 was released on 10 June 2025.</p>
          <ul>
            <li>The ap-south region launched on 10 June 2025.</li>
            <li>Dead-letter queue retention was increased from 7 days to 14 days on all plans.</li>
            <li>Manual retries from the dashboard no longer count towards the automatic retry limit.</li>
          </ul>
        </section>

        <section class="release" id="v4-0-0">
          <h2>4.0.0 &mdash; 3 March 2025</h2>
          <p>Version 4.0.0 was released on 3 March 2025.</p>
          <ul>
            <li>Version 4.0.0 introduced Authentication v4, based on the OAuth 2.1 client credentials grant with short-lived bearer tokens and scopes.</li>
            <li>Announced the deprecation of Authentication v3, effective 1 April 2025.</li>
            <li>Added the Auth usage report to the dashboard to help teams track their migration.</li>
          </ul>
        </section>

        <section class="release" id="v3-5-0">
          <h2>3.5.0 &mdash; 22 October 2024</h2>
          <p>Version 3.5.0 was released on 22 October 2024.</p>
          <ul>
            <li>The maximum message payload size was raised from 128 KB to 256 KB on 22 October 2024.</li>
            <li>Added the Idempotency-Key request header for publishing; duplicate publishes now return 409 duplicate_message.</li>
          </ul>
        </section>

        <section class="release" id="v3-4-0">
          <h2>3.4.0 &mdash; 18 June 2024</h2>
          <p>Version 3.4.0 was released on 18 June 2024.</p>
          <ul>
            <li>The eu-west region launched on 18 June 2024.</li>
            <li>Added ordering keys: messages that share an ordering key are delivered in order.</li>
          </ul>
        </section>

        <section class="release" id="v3-3-0">
          <h2>3.3.0 &mdash; 5 February 2024</h2>
          <p>Version 3.3.0 was released on 5 February 2024.</p>
          <ul>
            <li>Version 3.3.0 introduced the dead-letter queue, with a retention of 7 days.</li>
            <li>Dead-lettered messages can be replayed from the dashboard.</li>
            <li>Fixed a bug that delivered some messages twice to endpoints in the us-east region.</li>
          </ul>
        </section>

        <p>Subscribe to release announcements from the dashboard under <em>Settings &rarr; Notifications</em>.</p>`,
});

export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  { url: `${BASE_URL}/overview`, title: "Lumen Relay overview", html: OVERVIEW },
  { url: `${BASE_URL}/auth/v3`, title: "Authentication v3 (legacy)", html: AUTH_V3 },
  { url: `${BASE_URL}/auth/v4`, title: "Authentication v4 (OAuth 2.1)", html: AUTH_V4 },
  { url: `${BASE_URL}/guides/migrate-v3-to-v4`, title: "Migrating from Authentication v3 to v4", html: MIGRATION },
  { url: `${BASE_URL}/limits`, title: "Rate limits and quotas", html: LIMITS },
  { url: `${BASE_URL}/pricing`, title: "Pricing", html: PRICING },
  { url: `${BASE_URL}/errors`, title: "Error codes", html: ERRORS },
  { url: `${BASE_URL}/delivery/retries`, title: "Retries and delivery semantics", html: RETRIES },
  { url: `${BASE_URL}/changelog`, title: "Changelog", html: CHANGELOG },
];
