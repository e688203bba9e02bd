// The playground: plain DOM, no framework, no build step.
// Every server string reaches the page through textContent or a checked attribute, never innerHTML.

(() => {
  const $ = (id) => document.getElementById(id);
  const STORE = { token: "playground.adminToken", namespace: "playground.namespace" };
  const SHOWN_BARS = 8;
  const LONG_DOC_LIST = 12;

  const els = {
    health: $("health"),
    settings: document.querySelector("details.settings"),
    namespace: $("namespace"),
    token: $("admin-token"),
    askForm: $("ask-form"),
    question: $("question"),
    mode: $("mode"),
    queryTime: $("query-time"),
    useApis: $("use-apis"),
    askButton: $("ask-button"),
    stopButton: $("stop-button"),
    askStatus: $("ask-status"),
    answer: $("answer"),
    trace: $("trace"),
    traceMeta: $("trace-meta"),
    traceEmpty: $("trace-empty"),
    docForm: $("doc-form"),
    docUrl: $("doc-url"),
    docTitle: $("doc-title"),
    docFormat: $("doc-format"),
    docContent: $("doc-content"),
    docStatus: $("doc-status"),
    docRefresh: $("doc-refresh"),
    docList: $("doc-list"),
    docFile: $("doc-file"),
    docFileRow: $("doc-file-row"),
    ingestionList: $("ingestion-list"),
    docCount: $("doc-count"),
    apiList: $("api-list"),
  };

  // ---------- small helpers ----------

  /** Builds an element. Children that are not Nodes become text nodes, so strings are always escaped. */
  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") el.className = value;
      else if (key === "dataset") Object.assign(el.dataset, value);
      else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
      else el.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(child instanceof Node ? child : String(child));
    }
    return el;
  }

  /** Only http(s) links are ever made clickable; anything else stays text. */
  function safeUrl(url) {
    if (typeof url !== "string" || !url) return null;
    try {
      const u = new URL(url, location.href);
      return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
    } catch {
      return null;
    }
  }

  function link(url, text, attrs = {}) {
    const href = safeUrl(url);
    if (!href) return h("span", {}, text ?? String(url ?? ""));
    return h("a", { href, rel: "noopener noreferrer", target: "_blank", ...attrs }, text ?? href);
  }

  function json(value) {
    try {
      return JSON.stringify(value, null, 2);
    } catch {
      return String(value);
    }
  }

  function fmtScore(n) {
    return typeof n === "number" && Number.isFinite(n) ? n.toFixed(3) : "–";
  }

  function fmtMs(ms) {
    if (!Number.isFinite(ms)) return "";
    if (ms < 1) return "<1 ms";
    if (ms < 1000) return `${Math.round(ms)} ms`;
    if (ms < 10_000) return `${(ms / 1000).toFixed(2)} s`;
    return `${(ms / 1000).toFixed(1)} s`;
  }

  /** A step's gap since the previous one: "+64 ms", or "<1 ms" when it followed at once. */
  function fmtGap(ms) {
    return ms < 1 ? fmtMs(ms) : `+${fmtMs(ms)}`;
  }

  function fmtCount(n) {
    return Number.isFinite(n) ? n.toLocaleString("en-US") : "0";
  }

  function truncate(text, n) {
    const s = String(text ?? "");
    return s.length > n ? `${s.slice(0, n - 1)}…` : s;
  }

  function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
  }

  function asText(q) {
    if (typeof q === "string") return q;
    if (q && typeof q === "object") return q.query ?? q.question ?? q.text ?? json(q);
    return String(q);
  }

  function namespace() {
    return els.namespace.value.trim() || "default";
  }

  /** The key (or admin token) from Settings: sent on every request, reads included. */
  function writeHeaders() {
    const token = els.token.value.trim();
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  /** The contract's error body as {code, message}, whatever came back. */
  async function errorOf(res) {
    let body = null;
    try {
      body = await res.json();
    } catch {
      /* not JSON */
    }
    const err = body?.error ? body.error : {};
    return {
      code: err.code || `http_${res.status}`,
      message: err.message || `${res.status} ${res.statusText}`,
      status: res.status,
    };
  }

  // ---------- Server-Sent Events over fetch (POST can't use EventSource) ----------

  async function* readSSE(body) {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = "";
    let event = "message";
    let data = [];
    let id = null;
    const flush = () => {
      const out = data.length ? { event, data: data.join("\n"), id } : null;
      event = "message";
      data = [];
      return out;
    };
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += value;
        let nl;
        while ((nl = buf.indexOf("\n")) >= 0) {
          let line = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          if (line.endsWith("\r")) line = line.slice(0, -1);
          if (line === "") {
            const ev = flush();
            if (ev) yield ev;
            continue;
          }
          if (line.startsWith(":")) continue;
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          let val = colon < 0 ? "" : line.slice(colon + 1);
          if (val.startsWith(" ")) val = val.slice(1);
          if (field === "event") event = val;
          else if (field === "data") data.push(val);
          else if (field === "id") id = val;
        }
      }
      const last = flush();
      if (last) yield last;
    } finally {
      reader.releaseLock();
    }
  }

  // ---------- run state ----------

  const run = {
    id: null,
    token: null, // the run's run_token: what reads its private trace (kept in ?run= links as &token=)
    seqs: new Set(),
    hits: new Map(), // passage id -> {title, url, source}
    tau: 0.5,
    startClock: 0,
    lastClock: 0,
    lastAt: null,
    modelCalls: 0,
    modelCallsExact: null,
    skillCallsExact: 0,
    result: null,
    answerReason: null, // why the answerer abstained, from the trace's answer step
    status: "idle",
    controller: null,
  };

  /** Reading a run: its run_token when known, else the key from Settings. */
  function runHeaders() {
    return run.token ? { authorization: `Bearer ${run.token}` } : writeHeaders();
  }

  function setRunState(status) {
    run.status = status;
    document.body.dataset.runState = status;
    updateMeta();
  }

  function resetRun() {
    run.id = null;
    run.token = null;
    run.seqs = new Set();
    run.hits = new Map();
    run.startClock = performance.now();
    run.lastClock = run.startClock;
    run.lastAt = null;
    run.modelCalls = 0;
    run.modelCallsExact = null;
    run.skillCallsExact = 0;
    run.result = null;
    run.answerReason = null;
    els.trace.replaceChildren();
    els.traceEmpty.hidden = false;
    els.answer.replaceChildren(h("p", { class: "muted placeholder" }, "Working…"));
    delete els.answer.dataset.runId;
    delete els.answer.dataset.state;
  }

  function setTau(tau) {
    if (typeof tau !== "number" || !Number.isFinite(tau)) return;
    run.tau = tau;
    els.trace.style.setProperty("--tau", String(Math.min(1, Math.max(0, tau))));
    for (const row of els.trace.querySelectorAll(".bar-row[data-score]")) {
      const above = Number(row.dataset.score) >= tau;
      row.classList.toggle("above", above);
      row.classList.toggle("below", !above);
    }
    for (const t of els.trace.querySelectorAll(".tau-value")) t.textContent = fmtScore(tau);
  }

  function updateMeta() {
    const parts = [];
    const label =
      { idle: "", running: "running", done: "done", failed: "failed", stopped: "stopped", loading: "loading" }[
        run.status
      ] ?? run.status;
    if (label) parts.push(label);
    const n = run.seqs.size;
    if (n || run.status !== "idle") parts.push(plural(n, "step"));
    if (run.modelCallsExact !== null) {
      parts.push(plural(run.modelCallsExact, "model call"));
      // The embedded engine's rules and lexical scoring: skill calls, never model calls.
      if (run.skillCallsExact) parts.push(plural(run.skillCallsExact, "skill call"));
    } else if (n) parts.push(`≈${plural(run.modelCalls, "call")} so far`);
    const total = run.result?.timings_ms?.total;
    if (typeof total === "number") parts.push(`${fmtMs(total)} on the server`);
    else if (run.status === "running") parts.push(`${fmtMs(performance.now() - run.startClock)} elapsed`);
    els.traceMeta.textContent = parts.join(" · ");
    els.traceMeta.dataset.modelCalls = String(run.modelCallsExact ?? run.modelCalls);
  }

  // ---------- trace steps ----------

  /** SSE steps are {seq, type, ...data}; stored events are {seq, at, type, data}. */
  function normalizeStep(raw) {
    if (!raw || typeof raw !== "object") return { seq: undefined, type: "unknown", data: { value: raw } };
    const stored =
      raw.data &&
      typeof raw.data === "object" &&
      !Array.isArray(raw.data) &&
      Object.keys(raw).every((k) => ["seq", "at", "type", "data"].includes(k));
    if (stored) return { seq: raw.seq, at: raw.at, type: String(raw.type), data: raw.data };
    const { seq, type, at, ...data } = raw;
    return { seq, at, type: String(type ?? "unknown"), data };
  }

  /** Steps that spend a model call while streaming; `usage` in the result replaces the estimate. */
  const MODEL_STEPS = {
    rerank: (d) => d.via !== "none" && Array.isArray(d.scores) && d.scores.length > 0,
    answer: (d) => !d.reason,
    plan: () => true,
    // A fused round (RAG_FUSE) scores and decides in the rerank's one call.
    decide: (d) => !d.fused,
    // A rerank the gate made unnecessary (RAG_SPECULATE) still cost its call.
    speculation: (d) => d.rerank === "unused",
  };

  function addStep(raw, opts = {}) {
    const step = normalizeStep(raw);
    if (step.seq !== undefined && run.seqs.has(step.seq)) return;
    run.seqs.add(step.seq ?? `x${run.seqs.size}`);
    els.traceEmpty.hidden = true;

    // Time since the previous step: the server's clock when the event has `at`, else this browser's.
    const now = performance.now();
    let dt = now - run.lastClock;
    let clock = "this browser's clock";
    const at = step.at ? Date.parse(step.at) : NaN;
    if (Number.isFinite(at)) {
      const prev = run.lastAt ?? (opts.createdAt ? Date.parse(opts.createdAt) : NaN);
      if (Number.isFinite(prev)) {
        dt = at - prev;
        clock = "the server's clock";
      } else if (opts.replay) {
        dt = NaN;
      }
      run.lastAt = at;
    }
    run.lastClock = now;

    const d = step.data || {};
    if (d.usage && typeof d.usage.model_calls === "number") run.modelCalls = d.usage.model_calls;
    else if (typeof d.model_calls === "number") run.modelCalls = d.model_calls;
    else if (MODEL_STEPS[step.type]?.(d)) run.modelCalls += 1;
    if (step.type === "sufficiency" || step.type === "decide" || step.type === "round") setTau(d.threshold);

    const render = RENDERERS[step.type] || renderGeneric;
    let view;
    try {
      view = render(d, step);
    } catch (e) {
      view = { summary: "could not render this step", body: h("p", { class: "muted" }, String(e)) };
    }
    const known = Boolean(RENDERERS[step.type]);
    const li = h(
      "li",
      {
        class: `step step-${known ? step.type : "generic"}${step.type === "error" ? " is-error" : ""}`,
        dataset: { type: step.type, seq: String(step.seq ?? ""), received: String(Math.round(now)) },
      },
      h(
        "div",
        { class: "step-head" },
        h("span", { class: "seq", "aria-label": `step ${step.seq ?? ""}` }, String(step.seq ?? "·")),
        h("span", { class: "type" }, step.type),
        typeof d.round === "number" && step.type !== "round" ? h("span", { class: "chip" }, `round ${d.round}`) : null,
        h("span", { class: "summary" }, view.summary || ""),
        Number.isFinite(dt)
          ? h("span", { class: "dt", title: `time since the previous step, by ${clock}` }, fmtGap(dt))
          : null,
      ),
      view.body ? h("div", { class: "step-body" }, view.body) : null,
      h("details", { class: "raw" }, h("summary", {}, "JSON"), h("pre", {}, json(d))),
    );
    els.trace.append(li);
    setTau(run.tau);
    updateMeta();
  }

  function subQueryList(list) {
    if (!Array.isArray(list) || list.length === 0) return null;
    return h(
      "ol",
      { class: "subqueries" },
      list.map((q) => h("li", { class: "subquery" }, asText(q))),
    );
  }

  function yesNo(v) {
    return v === true ? "sufficient" : v === false ? "not sufficient" : "";
  }

  function hitLabel(id) {
    const info = run.hits.get(id);
    if (!info?.title) return String(id);
    const chunk = String(id).split(":").pop();
    return /^\d+$/.test(chunk) ? `${info.title} · #${chunk}` : info.title;
  }

  function barRow(id, score, label) {
    const s = typeof score === "number" ? score : Number(score);
    const width = Math.max(0, Math.min(1, Number.isFinite(s) ? s : 0)) * 100;
    const fill = h("span", { class: "bar-fill" });
    fill.style.width = `${width}%`;
    return h(
      "li",
      { class: "bar-row", dataset: { score: String(Number.isFinite(s) ? s : 0), id: String(id) } },
      h("span", { class: "bar-label", title: String(id) }, label ?? hitLabel(id)),
      h("span", { class: "bar-track", "aria-hidden": "true" }, fill, h("span", { class: "tau-line" })),
      h("span", { class: "bar-value" }, fmtScore(s)),
    );
  }

  function bars(scores) {
    const rows = scores.map((s) => barRow(s.id, s.score));
    const shown = rows.slice(0, SHOWN_BARS);
    const rest = rows.slice(SHOWN_BARS);
    return h(
      "div",
      { class: "bars" },
      h(
        "p",
        { class: "legend muted" },
        "score per passage; the dashed line is τ = ",
        h("span", { class: "tau-value" }, fmtScore(run.tau)),
      ),
      h("ol", { class: "bar-list" }, shown),
      rest.length
        ? h("details", { class: "more" }, h("summary", {}, `${rest.length} more`), h("ol", { class: "bar-list" }, rest))
        : null,
    );
  }

  const RENDERERS = {
    gate(d) {
      return {
        summary: `route: ${d.route ?? "?"}${d.kind ? ` (${d.kind})` : ""}`,
        body: d.reason ? h("p", {}, d.reason) : null,
      };
    },
    clean(d) {
      const pages = Array.isArray(d.pages) ? d.pages : [];
      return {
        summary: `${plural(pages.length, "page")} cleaned`,
        body: h(
          "ul",
          { class: "plain" },
          pages.map((p) =>
            h(
              "li",
              {},
              link(p.url, p.title || p.url || "page"),
              ` — ${p.raw_chars ?? "?"} → ${p.clean_chars ?? "?"} characters`,
            ),
          ),
        ),
      };
    },
    plan(d) {
      const qs = d.sub_queries || d.subqueries || [];
      return { summary: `${plural(qs.length, "sub-query", "sub-queries")}`, body: subQueryList(qs) };
    },
    round(d) {
      const qs = d.sub_queries || d.subqueries || [];
      const bits = [`round ${d.round ?? "?"}`];
      if (qs.length) bits.push(plural(qs.length, "sub-query", "sub-queries"));
      return {
        summary: bits.join(" · "),
        body: h("div", {}, d.reason ? h("p", {}, d.reason) : null, subQueryList(qs)),
      };
    },
    decide(d) {
      const qs = d.sub_queries || d.subqueries || d.subQueries || [];
      const parts = Array.isArray(d.parts) ? d.parts : [];
      const bits = [];
      if (typeof d.sufficient === "boolean") bits.push(yesNo(d.sufficient));
      if (typeof d.kind === "string") bits.push(d.kind === "continue" ? "another round" : d.kind);
      if (parts.length) bits.push(`${parts.filter((p) => p?.covered).length}/${parts.length} parts covered`);
      if (qs.length) bits.push(plural(qs.length, "new sub-query", "new sub-queries"));
      if (d.fused) bits.push("fused with the rerank call");
      return {
        summary: bits.join(" · "),
        body: h(
          "div",
          {},
          d.reason ? h("p", {}, d.reason) : null,
          partList(parts),
          d.failed ? h("p", { class: "error-text" }, `found nothing for: ${d.failed}`) : null,
          d.live ? h("p", { class: "muted" }, "the gap is live data: the API fallback may run") : null,
          qs.length ? h("p", { class: "muted" }, "next round searches for") : null,
          subQueryList(qs),
        ),
      };
    },
    dynamism(d) {
      const live = d.dynamism === "real-time" || d.dynamism === "fast-changing";
      return {
        summary: `${d.dynamism ?? "?"}${live ? " · live data: the API fallback may run" : ""}${d.fused ? " · same call as the gate" : ""}`,
        body: d.reason ? h("p", {}, d.reason) : null,
      };
    },
    speculation(d) {
      const n = typeof d.passages === "number" ? plural(d.passages, "passage") : "passages";
      const what =
        d.rerank === "unused" ? `a rerank of ${n} started beside the gate went unused` : `rerank ${d.rerank ?? "?"}`;
      return {
        summary: what,
        body: h(
          "p",
          { class: "muted" },
          d.reason ? `${d.reason}; ` : "",
          d.rerank === "unused" ? "its model call still counts" : "",
        ),
      };
    },
    api_schemas(d) {
      const offered = Array.isArray(d.offered) ? d.offered : [];
      return {
        summary: `${plural(offered.length, "API")} offered${d.trigger ? ` (${d.trigger})` : ""}`,
        body: offered.length
          ? h(
              "p",
              {},
              offered.map((n, i) => [i ? ", " : "", h("code", {}, String(n))]),
            )
          : h("p", { class: "muted" }, "no API in the catalog matches the question"),
      };
    },
    api_route(d) {
      const call = d.call && typeof d.call === "object" ? d.call : null;
      return {
        summary: call ? `call ${call.name ?? "?"}` : "no call",
        body: h(
          "div",
          {},
          d.reason ? h("p", {}, d.reason) : null,
          call?.arguments ? h("pre", {}, json(call.arguments)) : null,
        ),
      };
    },
    api_evidence(d) {
      setTau(d.threshold);
      const scores = Array.isArray(d.scores) ? d.scores : [];
      const above = scores.filter((s) => s.score >= run.tau).length;
      return {
        summary: `${plural(scores.length, "API result")} scored against the question · ${above} ≥ τ`,
        body: scores.length ? bars(scores) : null,
      };
    },
    retrieve(d) {
      const hits = Array.isArray(d.hits) ? d.hits : [];
      for (const hit of hits) if (hit && hit.id !== undefined) run.hits.set(hit.id, hit);
      const where = d.window_chars !== undefined ? ` (${d.window_chars} characters of context)` : "";
      return {
        summary: `${plural(hits.length, "passage")}${where}${d.query ? ` for “${truncate(d.query, 120)}”` : ""}`,
        body: h(
          "div",
          {},
          hits.length
            ? h(
                "details",
                { class: "more" },
                h("summary", {}, `passages (${hits.length})`),
                h(
                  "ol",
                  { class: "plain hits" },
                  hits.map((hit) =>
                    h(
                      "li",
                      {},
                      hit.url ? link(hit.url, hit.title || hit.id) : hit.title || hit.id,
                      h("span", { class: "muted" }, ` · ${hit.source ?? ""} · ${hit.id}`),
                    ),
                  ),
                ),
              )
            : null,
        ),
      };
    },
    rerank(d) {
      const scores = (Array.isArray(d.scores) ? d.scores : [])
        .slice()
        .sort((a, b) => (Number(b.score) || 0) - (Number(a.score) || 0));
      const via = d.via ? `via ${d.via}` : "";
      // Why the model's scores were not used goes under the bars: the summary line stays short.
      const why = d.fallback ? (typeof d.fallback === "string" ? d.fallback : json(d.fallback)) : "";
      const fb = d.fallback ? " (fallback)" : "";
      const above = scores.filter((s) => s.score >= run.tau).length;
      const fused = d.fused ? " · same call as the decision" : "";
      if (!scores.length) return { summary: d.note || "nothing to score", body: null };
      return {
        summary: `${plural(scores.length, "passage")} scored ${via}${fb} · ${above} ≥ τ${fused}`,
        body: h("div", {}, why ? h("p", { class: "muted" }, `fallback: ${truncate(why, 300)}`) : null, bars(scores)),
      };
    },
    sufficiency(d) {
      const rel = d.sufficient ? "≥" : "<";
      return {
        summary: `${yesNo(d.sufficient)}: top score ${fmtScore(d.top_score)} ${rel} τ ${fmtScore(d.threshold)}`,
        body: h("ol", { class: "bar-list" }, barRow("top", d.top_score, "top score")),
      };
    },
    api_call(d) {
      return {
        summary: `${d.name ?? "?"} → ${d.status ?? "?"}`,
        body: h(
          "div",
          {},
          h("p", { class: "muted" }, "arguments"),
          h("pre", {}, json(d.arguments ?? {})),
          d.result !== undefined ? [h("p", { class: "muted" }, "result"), h("pre", {}, json(d.result))] : null,
          d.error ? h("p", { class: "error-text" }, String(d.error)) : null,
        ),
      };
    },
    answer(d) {
      run.answerReason = typeof d.reason === "string" ? d.reason : null;
      const summary = d.abstained ? `abstained${d.reason ? ` (${d.reason})` : ""}` : `“${truncate(d.answer, 90)}”`;
      const cited = Array.isArray(d.cited) && d.cited.length ? `cites ${d.cited.map((r) => `[${r}]`).join(" ")}` : null;
      const ctx = Array.isArray(d.context) ? `${plural(d.context.length, "passage")} in context` : null;
      const conf = typeof d.confidence === "number" ? `confidence ${fmtScore(d.confidence)}` : null;
      const invalid = d.invalid_question ? "invalid question" : null;
      const line = [conf, cited, ctx, invalid].filter(Boolean).join(" · ");
      return {
        summary,
        body: line ? h("p", { class: "muted" }, line) : null,
      };
    },
    stop(d) {
      const why = STOP_REASONS[d.reason];
      return {
        summary: `stopped: ${d.reason ?? "?"}${why ? ` — ${why}` : ""}`,
        body: d.detail ? h("p", {}, String(d.detail)) : null,
      };
    },
    error(d) {
      return { summary: `${d.stage ?? "error"}: ${truncate(d.message, 140)}`, body: h("pre", {}, json(d)) };
    },
  };

  const STOP_REASONS = {
    sufficient: "every part has evidence",
    ceiling: "the round limit",
    repetition: "nothing new to search for",
    budget: "the call, token or time budget",
    incomplete: "a part of the question found nothing",
  };

  /** A plan's parts: covered or missing, with the query that searched for each and what it found. */
  function partList(parts) {
    if (!parts.length) return null;
    return h(
      "ul",
      { class: "parts" },
      parts.map((p) =>
        h(
          "li",
          { class: `part ${p.covered ? "covered" : "missing"}` },
          h("span", { class: "part-mark", "aria-label": p.covered ? "covered" : "missing" }, p.covered ? "✓" : "✗"),
          h("span", { class: "part-name" }, String(p.name ?? "?")),
          p.found ? h("span", {}, ` → “${truncate(p.found, 80)}”`) : null,
          typeof p.score === "number" ? h("span", { class: "muted" }, ` · score ${fmtScore(p.score)}`) : null,
          p.query && p.query !== p.name
            ? h("span", { class: "muted part-query" }, ` · searched “${truncate(p.query, 100)}”`)
            : null,
          p.covered ? null : h("span", { class: "muted" }, " · missing"),
        ),
      ),
    );
  }

  /** A step with no renderer of its own: its flat fields as "key: value", anything nested as JSON. */
  function renderGeneric(d) {
    const entries = Object.entries(d || {});
    const flat = entries.filter(([, v]) => v === null || typeof v !== "object");
    const nested = entries.filter(([, v]) => v !== null && typeof v === "object");
    return {
      summary: flat
        .slice(0, 4)
        .map(([k, v]) => `${k}: ${truncate(v, 60)}`)
        .join(" · "),
      body: nested.length ? h("pre", { class: "generic" }, json(Object.fromEntries(nested))) : null,
    };
  }

  // ---------- the answer panel ----------

  function badge(text, kind) {
    return h("span", { class: `badge ${kind || ""}` }, text);
  }

  /** The answer text with [n] markers turned into links that open citation n. */
  function answerText(text, citations) {
    const refs = new Set(citations.map((c) => String(c.ref)));
    const p = h("p", { class: "answer-text", id: "answer-text" });
    const parts = String(text ?? "").split(/(\[\d+\])/g);
    for (const part of parts) {
      const m = /^\[(\d+)\]$/.exec(part);
      if (m && refs.has(m[1])) {
        p.append(h("a", { href: `#cite-${m[1]}`, class: "ref", onclick: openCitation, dataset: { ref: m[1] } }, part));
      } else if (part) {
        p.append(part);
      }
    }
    return p;
  }

  function openCitation(e) {
    const ref = e.currentTarget.dataset.ref;
    const item = document.getElementById(`cite-${ref}`);
    if (!item) return;
    e.preventDefault();
    const details = item.querySelector("details");
    if (details) details.open = true;
    const summary = item.querySelector("summary");
    (summary || item).focus();
    item.scrollIntoView({ block: "nearest" });
  }

  function renderResult(r) {
    run.result = r;
    run.id = r.run_id || run.id;
    if (typeof r.threshold === "number") setTau(r.threshold);
    if (r.usage && typeof r.usage.model_calls === "number") run.modelCallsExact = r.usage.model_calls;
    run.skillCallsExact = typeof r.usage?.skill_calls === "number" ? r.usage.skill_calls : 0;
    const citations = Array.isArray(r.citations) ? r.citations : [];
    const apiCalls = Array.isArray(r.api_calls) ? r.api_calls : [];

    const badges = h("p", { class: "badges" });
    if (r.route) badges.append(badge(`route: ${r.route}`));
    if (typeof r.sufficient === "boolean")
      badges.append(
        badge(r.sufficient ? "sufficient evidence" : "insufficient evidence", r.sufficient ? "good" : "warn"),
      );
    if (r.abstained) badges.append(badge("abstained", "warn"));
    if (r.partial) badges.append(badge("partial", "warn"));
    if (typeof r.iterations === "number") badges.append(badge(plural(r.iterations, "iteration")));
    if (typeof r.top_score === "number")
      badges.append(badge(`top ${fmtScore(r.top_score)} / τ ${fmtScore(r.threshold)}`));
    if (typeof r.confidence === "number" && !r.abstained) {
      const b = badge(`confidence ${fmtScore(r.confidence)}`, "confidence");
      b.dataset.value = String(r.confidence);
      badges.append(b);
      markConfidence();
    }
    if (r.stop_reason) badges.append(badge(`stop: ${r.stop_reason}`));

    const out = [badges, answerText(r.answer, citations)];
    if (r.abstained) {
      const why =
        typeof r.top_score === "number" && typeof r.threshold === "number" && r.sufficient === false
          ? ` The best passage scored ${fmtScore(r.top_score)}, below the threshold τ = ${fmtScore(r.threshold)}.`
          : run.answerReason
            ? ` Why: ${run.answerReason}.`
            : typeof health.confidenceFloor === "number" && r.sufficient === true
              ? ` The passages passed τ, but the answerer's confidence stayed below the floor ${health.confidenceFloor}.`
              : "";
      out.push(
        h(
          "p",
          { class: "notice warn", id: "abstained-notice" },
          h("strong", {}, "Abstained. "),
          `The service said it does not know rather than guess.${why}`,
        ),
      );
    }
    if (r.partial) {
      out.push(
        h(
          "p",
          { class: "notice warn", id: "partial-notice" },
          h("strong", {}, "Partial answer. "),
          "Some of the question could not be answered from the evidence found.",
        ),
      );
    }
    if (r.invalid_question)
      out.push(
        h(
          "p",
          { class: "notice warn" },
          h("strong", {}, "Invalid question. "),
          "The question rests on a false premise or cannot be answered.",
        ),
      );

    out.push(h("h3", {}, `Citations (${citations.length})`));
    if (citations.length) {
      out.push(
        h(
          "ol",
          { class: "citations" },
          citations.map((c) =>
            h(
              "li",
              { id: `cite-${c.ref}`, class: "citation", dataset: { ref: String(c.ref), id: String(c.id ?? "") } },
              h(
                "details",
                {},
                h(
                  "summary",
                  {},
                  h("span", { class: "ref-num" }, `[${c.ref}]`),
                  " ",
                  h("span", { class: "cite-title" }, c.title || c.url || c.id || "source"),
                  h("span", { class: "muted" }, ` · ${c.source ?? ""} · score ${fmtScore(c.score)}`),
                ),
                h(
                  "div",
                  { class: "cite-body" },
                  c.url ? h("p", {}, link(c.url, c.url)) : null,
                  h("blockquote", { class: "snippet" }, c.snippet ?? ""),
                  h("p", { class: "muted small" }, `passage ${c.id ?? "?"}`),
                ),
              ),
            ),
          ),
        ),
      );
    } else {
      out.push(h("p", { class: "muted" }, "No citations."));
    }

    if (Array.isArray(r.sub_queries) && r.sub_queries.length > 1) {
      out.push(h("h3", {}, `Sub-queries (${r.sub_queries.length})`), subQueryList(r.sub_queries));
    }

    if (apiCalls.length) {
      out.push(h("h3", {}, `API calls (${apiCalls.length})`));
      out.push(
        h(
          "ol",
          { class: "api-calls" },
          apiCalls.map((call) =>
            h(
              "li",
              { class: `api-call status-${call.status ?? "unknown"}` },
              h(
                "details",
                {},
                h(
                  "summary",
                  {},
                  h("code", {}, call.name ?? "?"),
                  " ",
                  badge(call.status ?? "?", call.status === "ok" ? "good" : "warn"),
                ),
                h("p", { class: "muted" }, "arguments"),
                h("pre", {}, json(call.arguments ?? {})),
                call.result !== undefined
                  ? [h("p", { class: "muted" }, "result"), h("pre", {}, json(call.result))]
                  : null,
                call.error ? h("p", { class: "error-text" }, String(call.error)) : null,
              ),
            ),
          ),
        ),
      );
    }

    if (Array.isArray(r.notes) && r.notes.length) {
      out.push(
        h("h3", {}, "Notes"),
        h(
          "ul",
          { class: "notes" },
          r.notes.map((n) => h("li", {}, String(n))),
        ),
      );
    }

    const u = r.usage || {};
    const line = h("p", { class: "run-line muted" });
    if (r.run_id) {
      if (r.run_token) run.token = r.run_token;
      const tokenPart = run.token ? `&token=${encodeURIComponent(run.token)}` : "";
      line.append(
        "Run ",
        h("a", { href: `?run=${encodeURIComponent(r.run_id)}${tokenPart}`, id: "run-link" }, r.run_id),
        " · ",
      );
    }
    line.append(
      `${plural(u.model_calls ?? 0, "model call")}${u.skill_calls ? ` · ${plural(u.skill_calls, "skill call")}` : ""} · ${fmtCount(u.input_tokens ?? 0)} tokens in, ${fmtCount(u.output_tokens ?? 0)} out`,
      r.timings_ms && typeof r.timings_ms.total === "number" ? ` · ${fmtMs(r.timings_ms.total)}` : "",
    );
    out.push(line);

    els.answer.replaceChildren(...out);
    els.answer.dataset.state = r.abstained ? "abstained" : "answered";
    if (r.run_id) {
      els.answer.dataset.runId = r.run_id;
      shareRun(r.run_id);
    }
    updateMeta();
  }

  /** The confidence badge turns amber below the calibrated floor (known once /healthz has answered). */
  function markConfidence() {
    const b = els.answer.querySelector(".badge.confidence");
    if (!b) return;
    const floor = health.confidenceFloor;
    const low = typeof floor === "number" && Number(b.dataset.value) < floor;
    b.classList.toggle("warn", low);
    b.title =
      typeof floor === "number"
        ? `the answerer's confidence (0–1); the calibrated floor is ${floor}${low ? ": this answer is below it" : ""}`
        : "the answerer's confidence (0–1)";
  }

  /** Puts ?run=<id> in the address bar, so the page can be shared or reloaded. */
  function shareRun(id) {
    const url = new URL(location.href);
    if (url.searchParams.get("run") === id && (!run.token || url.searchParams.get("token") === run.token)) return;
    url.searchParams.set("run", id);
    if (run.token) url.searchParams.set("token", run.token);
    else url.searchParams.delete("token");
    history.replaceState(null, "", url);
  }

  function renderError(err, title = "The run failed") {
    const e = err?.error ? err.error : err || {};
    els.answer.replaceChildren(
      h(
        "div",
        { class: "notice error", role: "alert" },
        h("strong", {}, `${title}. `),
        `${e.message || "unknown error"}`,
        e.code ? h("span", { class: "muted" }, ` (${e.code})`) : null,
      ),
    );
    els.answer.dataset.state = "error";
  }

  // ---------- streams shared by a new query and an opened run ----------

  /** The answer's text as it is generated (`token` events); the result replaces it with the cited answer. */
  function appendToken(text) {
    if (typeof text !== "string" || !text) return;
    let live = els.answer.querySelector(".streaming");
    if (!live) {
      live = h("p", { class: "streaming" });
      els.answer.replaceChildren(live);
    }
    live.textContent += text;
  }

  async function consume(res) {
    let sawResult = false;
    for await (const ev of readSSE(res.body)) {
      let data = ev.data;
      try {
        data = JSON.parse(ev.data);
      } catch {
        /* keep text */
      }
      if (ev.event === "step" || (ev.event === "message" && data && typeof data === "object" && "type" in data)) {
        addStep(data);
      } else if (ev.event === "token") {
        appendToken(data && typeof data === "object" ? data.text : "");
      } else if (ev.event === "result") {
        sawResult = true;
        renderResult(data);
      } else if (ev.event === "error") {
        renderError(data);
        setRunState("failed");
      } else if (ev.event === "done") {
        break;
      }
    }
    return sawResult;
  }

  // ---------- asking ----------

  function setBusy(busy) {
    els.askButton.disabled = busy;
    els.stopButton.disabled = !busy;
    els.askButton.textContent = busy ? "Asking…" : "Ask";
  }

  async function ask() {
    const question = els.question.value.trim();
    if (!question) {
      els.askStatus.textContent = "Type a question first.";
      els.question.focus();
      return;
    }
    run.controller?.abort();
    const controller = new AbortController();
    run.controller = controller;
    resetRun();
    setRunState("running");
    setBusy(true);
    els.askStatus.textContent = "Running…";
    const body = {
      question,
      mode: els.mode.value,
      use_apis: els.useApis.checked,
      namespace: namespace(),
      stream: true,
    };
    const qt = els.queryTime.value.trim();
    if (qt) body.query_time = qt;
    const ticker = setInterval(updateMeta, 250);
    try {
      const res = await fetch("/v1/query", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", ...writeHeaders() },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (!res.ok) {
        renderError(await errorOf(res), "The question was refused");
        setRunState("failed");
      } else if ((res.headers.get("content-type") || "").includes("text/event-stream")) {
        // The run's id comes first, in a header: the address bar can be shared while it runs.
        const rid = res.headers.get("x-run-id");
        run.token = res.headers.get("x-run-token") || run.token;
        if (rid) {
          run.id = rid;
          shareRun(rid);
        }
        let ok = await consume(res);
        if (!ok && rid && run.status === "running" && !controller.signal.aborted) {
          await followRun(rid, controller.signal); // the stream broke: pick the run up again by id
          ok = Boolean(run.result);
        }
        if (ok && rid) await refineTimings(rid);
        if (run.status === "running") setRunState(ok ? "done" : "failed");
        if (!ok && run.status !== "stopped" && !els.answer.dataset.state)
          renderError({ message: "the stream ended before the result arrived" });
      } else {
        renderResult(await res.json());
        setRunState("done");
      }
      els.askStatus.textContent = run.status === "done" ? "Done." : "";
    } catch (e) {
      if (controller.signal.aborted) {
        setRunState("stopped");
        els.askStatus.textContent = "Stopped.";
        if (!run.result) els.answer.replaceChildren(stoppedNotice());
      } else {
        renderError({ message: String(e?.message ? e.message : e) });
        setRunState("failed");
        els.askStatus.textContent = "";
      }
    } finally {
      clearInterval(ticker);
      if (run.controller === controller) run.controller = null;
      setBusy(false);
      updateMeta();
    }
  }

  /** Stop ends this page's stream; the run itself goes on on the server, and its link shows how it ended. */
  function stoppedNotice() {
    const p = h("p", { class: "muted" }, "Stopped before the answer arrived.");
    if (run.id) {
      const token = run.token ? `&token=${encodeURIComponent(run.token)}` : "";
      p.append(
        " The run goes on on the server: ",
        h("a", { href: `?run=${encodeURIComponent(run.id)}${token}`, id: "run-link" }, "open it"),
        " to see how it ended.",
      );
    }
    return p;
  }

  /**
   * Live steps carry no server time, so their gaps come from this browser's clock (arrival times).
   * Once the run is stored, its events' `at` give the server's gaps; swap those in.
   */
  async function refineTimings(id) {
    try {
      const res = await fetch(`/v1/runs/${encodeURIComponent(id)}`, { headers: runHeaders() });
      if (!res.ok) return;
      const rec = await res.json();
      let prev = rec.created_at ? Date.parse(rec.created_at) : NaN;
      for (const ev of rec.events || []) {
        const at = ev.at ? Date.parse(ev.at) : NaN;
        const li = els.trace.querySelector(`li.step[data-seq="${CSS.escape(String(ev.seq))}"]`);
        const dt = li?.querySelector(".dt");
        if (dt && Number.isFinite(at) && Number.isFinite(prev)) {
          dt.textContent = fmtGap(at - prev);
          dt.title = "time since the previous step, by the server's clock";
        }
        if (Number.isFinite(at)) prev = at;
      }
    } catch {
      /* keep the browser's timings */
    }
  }

  // ---------- opening a run by id ----------

  async function openRun(id, token) {
    resetRun();
    run.token = token || null;
    setRunState("loading");
    els.askStatus.textContent = `Opening run ${id}…`;
    const controller = new AbortController();
    run.controller = controller;
    try {
      const res = await fetch(`/v1/runs/${encodeURIComponent(id)}`, {
        signal: controller.signal,
        headers: runHeaders(),
      });
      if (!res.ok) {
        const err = await errorOf(res);
        if (res.status === 404 && !token)
          err.message +=
            ". A run's trace is private: open it with its link (…&token=…) or put the key that made it in Settings";
        renderError(err, res.status === 404 ? "No such run" : "Could not open the run");
        setRunState("failed");
        els.askStatus.textContent = "";
        return;
      }
      const rec = await res.json();
      if (rec.question && !els.question.value) els.question.value = rec.question;
      run.id = rec.run_id || id;
      for (const ev of rec.events || []) addStep(ev, { replay: true, createdAt: rec.created_at });
      if (rec.status === "running") {
        setRunState("running");
        els.answer.replaceChildren(
          h("p", { class: "muted placeholder" }, "This run is still going; following it live…"),
        );
        await followRun(id, controller.signal, rec.created_at);
      } else {
        if (rec.result) renderResult(rec.result);
        else renderError({ message: `the run ${rec.status === "failed" ? "failed" : "has no result"}` }, "No answer");
        setRunState(rec.status === "failed" ? "failed" : "done");
      }
      els.askStatus.textContent = "";
    } catch (e) {
      if (!controller.signal.aborted) {
        renderError({ message: String(e?.message ? e.message : e) }, "Could not open the run");
        setRunState("failed");
      }
    } finally {
      if (run.controller === controller) run.controller = null;
    }
  }

  /** Live events of a running run: the SSE endpoint when the server has it, else polling. */
  async function followRun(id, signal, createdAt) {
    const lastSeq = Math.max(0, ...[...run.seqs].filter((s) => typeof s === "number"));
    try {
      const res = await fetch(`/v1/runs/${encodeURIComponent(id)}/events`, {
        headers: {
          accept: "text/event-stream",
          ...runHeaders(),
          ...(lastSeq ? { "last-event-id": String(lastSeq) } : {}),
        },
        signal,
      });
      if (res.ok && (res.headers.get("content-type") || "").includes("text/event-stream")) {
        const got = await consume(res);
        if (got) {
          setRunState("done");
          return;
        }
      }
    } catch (_e) {
      if (signal.aborted) return;
    }
    for (let i = 0; i < 600 && !signal.aborted; i++) {
      const res = await fetch(`/v1/runs/${encodeURIComponent(id)}`, { signal, headers: runHeaders() });
      if (!res.ok) break;
      const rec = await res.json();
      for (const ev of rec.events || []) addStep(ev, { replay: true, createdAt });
      if (rec.status !== "running") {
        if (rec.result) renderResult(rec.result);
        setRunState(rec.status === "failed" ? "failed" : "done");
        return;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  // ---------- documents ----------

  async function loadDocs() {
    const ns = namespace();
    try {
      const res = await fetch(`/v1/documents?namespace=${encodeURIComponent(ns)}`, { headers: writeHeaders() });
      if (!res.ok) {
        const err = await errorOf(res);
        els.docList.replaceChildren(h("li", { class: "muted" }, `Could not list documents: ${err.message}`));
        return;
      }
      const body = await res.json();
      const docs = Array.isArray(body.documents) ? body.documents : [];
      if (!docs.length) {
        els.docCount.textContent = "";
        els.docList.replaceChildren(h("li", { class: "muted" }, `No documents in “${ns}” yet.`));
        return;
      }
      els.docList.replaceChildren(...docs.map(docItem));
      // A long list scrolls inside the panel; the count says so.
      const long = docs.length > LONG_DOC_LIST;
      els.docList.classList.toggle("scroll", long);
      els.docCount.textContent = `${plural(docs.length, "document")} in “${ns}”${long ? " (the list scrolls)" : ""}`;
    } catch (e) {
      els.docList.replaceChildren(h("li", { class: "muted" }, `Could not list documents: ${String(e)}`));
    }
  }

  function docItem(doc) {
    const name = doc.title || doc.url || doc.id;
    const del = h("button", { type: "button", class: "small danger", "aria-label": `Delete ${name}` }, "Delete");
    let armed = null;
    del.addEventListener("click", async () => {
      if (!armed) {
        del.textContent = "Confirm delete";
        del.setAttribute("aria-label", `Confirm deleting ${name}`);
        armed = setTimeout(() => {
          armed = null;
          del.textContent = "Delete";
          del.setAttribute("aria-label", `Delete ${name}`);
        }, 5000);
        return;
      }
      clearTimeout(armed);
      del.disabled = true;
      const res = await fetch(`/v1/documents/${encodeURIComponent(doc.id)}`, {
        method: "DELETE",
        headers: writeHeaders(),
      }).catch((e) => e);
      if (res instanceof Response && res.ok) {
        els.docStatus.textContent = `Deleted ${name}.`;
        await loadDocs();
        els.docRefresh.focus();
      } else {
        const err = res instanceof Response ? await errorOf(res) : { message: String(res) };
        els.docStatus.textContent = `Delete failed: ${err.message}`;
        if (res instanceof Response && res.status === 401) askForToken();
        del.disabled = false;
        armed = null;
        del.textContent = "Delete";
      }
    });
    const meta = [
      doc.id,
      doc.chunks !== undefined ? plural(doc.chunks, "chunk") : null,
      doc.chars !== undefined ? `${doc.chars} chars` : null,
    ]
      .filter(Boolean)
      .join(" · ");
    return h(
      "li",
      { class: "doc", dataset: { id: String(doc.id) } },
      h(
        "div",
        { class: "doc-main" },
        doc.url ? link(doc.url, name, { class: "doc-title" }) : h("span", { class: "doc-title" }, name),
        h("span", { class: "muted small doc-meta" }, meta),
      ),
      del,
    );
  }

  function askForToken() {
    els.settings.open = true;
    els.token.focus();
  }

  async function ingest() {
    const content = els.docContent.value;
    let format = els.docFormat.value;
    const url = els.docUrl.value.trim();
    const title = els.docTitle.value.trim();
    let request;
    if (format === "auto" && /^\s*[[{]/.test(content)) format = "json";
    if (format === "json") {
      request = batchOf(content);
      if (typeof request === "string") {
        els.docStatus.textContent = request;
        els.docContent.focus();
        return;
      }
    } else if (format === "url" || format === "sitemap") {
      if (!url) {
        els.docStatus.textContent = format === "url" ? "Give the URL to fetch." : "Give the sitemap's URL.";
        els.docUrl.focus();
        return;
      }
      request = format === "sitemap" ? { sitemap: url } : { documents: [{ url, ...(title ? { title } : {}) }] };
    } else {
      const doc = {};
      if (format === "pdf") {
        const file = els.docFile.files?.[0];
        if (!file) {
          els.docStatus.textContent = "Choose a PDF file first.";
          els.docFile.focus();
          return;
        }
        doc.pdf_base64 = await base64Of(file);
      } else {
        if (!content.trim()) {
          els.docStatus.textContent = "Paste some HTML, Markdown or text first.";
          els.docContent.focus();
          return;
        }
        if (format === "auto")
          format = /^\s*</.test(content) ? "html" : /^\s*#{1,6}\s/m.test(content) ? "markdown" : "text";
        doc[format] = content;
      }
      if (url) doc.url = url;
      if (title) doc.title = title;
      request = { documents: [doc] };
    }
    const submit = $("doc-submit");
    submit.disabled = true;
    els.docStatus.textContent = "Ingesting…";
    try {
      const res = await fetch("/v1/documents", {
        method: "POST",
        headers: { "content-type": "application/json", ...writeHeaders() },
        body: JSON.stringify({ namespace: namespace(), ...request }),
      });
      if (!res.ok) {
        const err = await errorOf(res);
        els.docStatus.textContent =
          res.status === 401
            ? "This server needs the admin token for writes (Settings)."
            : `Ingest failed: ${err.message}`;
        if (res.status === 401) askForToken();
        return;
      }
      const body = await res.json();
      if (res.status === 202) {
        const total = body.documents && typeof body.documents.total === "number" ? body.documents.total : 0;
        // A sitemap's pages are counted only once the workflow has read it.
        const what = request.sitemap ? "the sitemap" : total ? plural(total, "document") : "the batch";
        els.docStatus.textContent = `Queued ${what} as ${body.ingestion_id}: it runs in the background (progress below).`;
        watched.add(body.ingestion_id);
        clearDocForm();
        await loadIngestions();
        return;
      }
      els.docStatus.textContent = storedSummary(body.documents || [], body.failures || []);
      if ((body.documents || []).length) clearDocForm();
      await loadDocs();
    } catch (e) {
      els.docStatus.textContent = `Ingest failed: ${String(e)}`;
    } finally {
      submit.disabled = false;
    }
  }

  function clearDocForm() {
    for (const el of [els.docContent, els.docUrl, els.docTitle, els.docFile]) el.value = "";
  }

  /** The status line of an inline ingestion: one document by id, a batch by counts. */
  function storedSummary(docs, failures) {
    if (docs.length + failures.length === 1) {
      const d = docs[0];
      if (!d) return `Not stored: ${failures[0].reason}`;
      return d.duplicate ? `Already stored as ${d.id}.` : `Stored ${d.id} (${plural(d.chunks ?? 0, "chunk")}).`;
    }
    const fresh = docs.filter((d) => !d.duplicate);
    const chunks = fresh.reduce((n, d) => n + (d.chunks || 0), 0);
    const bits = [`Stored ${plural(fresh.length, "document")} (${plural(chunks, "chunk")})`];
    if (docs.length > fresh.length) bits.push(`${docs.length - fresh.length} already stored`);
    if (failures.length) bits.push(`${failures.length} failed (first: ${failures[0].reason})`);
    return `${bits.join(", ")}.`;
  }

  /** A pasted JSON batch: {"documents": [...]}, {"sitemap": "..."} or a bare array of documents; else a message. */
  function batchOf(content) {
    let parsed;
    try {
      parsed = JSON.parse(content);
    } catch (e) {
      return `The JSON batch does not parse: ${e.message}`;
    }
    if (Array.isArray(parsed)) return { documents: parsed };
    if (parsed && typeof parsed === "object" && (Array.isArray(parsed.documents) || parsed.sitemap)) {
      const { namespace: _ignored, ...rest } = parsed;
      return rest;
    }
    return 'A JSON batch is {"documents": [...]}, {"sitemap": "https://…"} or an array of documents.';
  }

  function base64Of(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
  }

  // ---------- background ingestions ----------

  let ingestionTimer = null;
  /** Each ingestion's status when last seen: one that ends while the page watches refreshes the documents. */
  const ingestionStatus = new Map();
  /** Ingestions this page queued: the status line says when each ends. */
  const watched = new Set();

  /** Lists the namespace's recent ingestions; polls every second while one is queued or running. */
  async function loadIngestions() {
    clearTimeout(ingestionTimer);
    const ns = namespace();
    try {
      const res = await fetch(`/v1/ingestions?namespace=${encodeURIComponent(ns)}`, { headers: writeHeaders() });
      if (!res.ok) return;
      const list = (await res.json()).ingestions || [];
      els.ingestionList.replaceChildren(...list.slice(0, 5).map(ingestionItem));
      let landed = false;
      for (const i of list) {
        const before = ingestionStatus.get(i.ingestion_id);
        const ended = i.status === "done" || i.status === "failed";
        if ((before === "queued" || before === "running") && ended) landed = true;
        if (ended && watched.delete(i.ingestion_id)) {
          landed = true;
          const d = i.documents || {};
          els.docStatus.textContent =
            i.status === "done"
              ? `Ingestion ${i.ingestion_id} done: ${d.done || 0} stored, ${d.duplicate || 0} duplicate, ${d.failed || 0} failed.`
              : `Ingestion ${i.ingestion_id} failed${i.error ? `: ${i.error}` : ""}.`;
        }
        ingestionStatus.set(i.ingestion_id, i.status);
      }
      if (landed) loadDocs();
      if (list.some((i) => i.status === "queued" || i.status === "running"))
        ingestionTimer = setTimeout(loadIngestions, 1000);
    } catch {
      ingestionTimer = setTimeout(loadIngestions, 3000);
    }
  }

  function ingestionItem(i) {
    const d = i.documents || {};
    const settled = (d.done || 0) + (d.duplicate || 0) + (d.failed || 0);
    const counts = `${settled}/${d.total || 0} documents: ${d.done || 0} stored, ${d.duplicate || 0} duplicate, ${d.failed || 0} failed`;
    const label = `${i.ingestion_id} · ${i.status}${i.sitemap ? ` · sitemap ${i.sitemap}` : ""}`;
    return h(
      "li",
      { class: "ingestion", dataset: { id: i.ingestion_id, status: i.status } },
      h("span", { class: "small ingestion-label" }, label),
      h("progress", {
        max: String(Math.max(1, d.total || 0)),
        value: String(settled),
        "aria-label": `${i.ingestion_id} progress`,
      }),
      h("span", { class: "muted small" }, counts, i.error ? ` · ${i.error}` : ""),
      ...(i.failures || [])
        .slice(0, 3)
        .map((f) => h("span", { class: "muted small failure" }, `${f.url || f.id}: ${f.reason}`)),
    );
  }

  // ---------- APIs catalog ----------

  async function loadApis() {
    try {
      const res = await fetch("/v1/apis", { headers: writeHeaders() });
      if (res.status === 404 || res.status === 405) {
        els.apiList.replaceChildren(
          h("p", { class: "muted" }, "This server has no API catalog yet (GET /v1/apis is not available)."),
        );
        return;
      }
      if (!res.ok) {
        const err = await errorOf(res);
        els.apiList.replaceChildren(h("p", { class: "muted" }, `Could not load the catalog: ${err.message}`));
        return;
      }
      const body = await res.json();
      const apis = Array.isArray(body) ? body : Array.isArray(body.apis) ? body.apis : [];
      if (!apis.length) {
        els.apiList.replaceChildren(
          h("p", { class: "muted" }, "The catalog is empty. Register APIs with POST /v1/apis."),
        );
        return;
      }
      els.apiList.replaceChildren(
        h(
          "ul",
          { class: "api-catalog" },
          apis.map((api) => {
            const ep = api.endpoint || {};
            const params = api.parameters || api.schema;
            return h(
              "li",
              { class: "api" },
              h(
                "p",
                {},
                h("code", { class: "api-name" }, api.name ?? api.id ?? "?"),
                ep.method || ep.url ? h("span", { class: "muted small" }, ` ${ep.method ?? ""} ${ep.url ?? ""}`) : null,
              ),
              api.description ? h("p", { class: "small" }, api.description) : null,
              params ? h("details", {}, h("summary", {}, "parameters"), h("pre", {}, json(params))) : null,
            );
          }),
        ),
      );
    } catch (e) {
      els.apiList.replaceChildren(h("p", { class: "muted" }, `Could not load the catalog: ${String(e)}`));
    }
  }

  // ---------- health ----------

  /** What /healthz said that the answer panel uses. */
  const health = { confidenceFloor: null };

  async function loadHealth() {
    try {
      const res = await fetch("/healthz");
      const body = await res.json();
      const p = body.providers || {};
      const bits = [`v${body.version ?? "?"}`];
      for (const k of ["chat", "embeddings", "vectors", "reranker"]) if (p[k]) bits.push(`${k}: ${p[k]}`);
      const tau = body.settings?.threshold;
      const floor = body.settings?.confidence_floor;
      if (typeof floor === "number") {
        health.confidenceFloor = floor;
        markConfidence();
      }
      if (typeof tau === "number") {
        bits.push(`τ = ${tau}`);
        if (!run.result && run.status !== "running") setTau(tau);
      }
      els.health.textContent = bits.join(" · ");
      els.health.classList.toggle("bad", !body.ok);
    } catch (e) {
      els.health.textContent = `server unreachable: ${String(e)}`;
      els.health.classList.add("bad");
    }
  }

  // ---------- wiring ----------

  function init() {
    els.token.value = localStorage.getItem(STORE.token) || "";
    els.namespace.value = localStorage.getItem(STORE.namespace) || "";
    els.token.addEventListener("input", () => {
      const v = els.token.value.trim();
      if (v) localStorage.setItem(STORE.token, v);
      else localStorage.removeItem(STORE.token);
    });
    els.namespace.addEventListener("change", () => {
      const v = els.namespace.value.trim();
      if (v) localStorage.setItem(STORE.namespace, v);
      else localStorage.removeItem(STORE.namespace);
      loadDocs();
      loadIngestions();
    });

    els.askForm.addEventListener("submit", (e) => {
      e.preventDefault();
      ask();
    });
    els.question.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        els.askForm.requestSubmit();
      } else if (e.key === "Escape" && run.controller) {
        run.controller.abort();
      }
    });
    els.askForm.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && e.target !== els.question) {
        e.preventDefault();
        els.askForm.requestSubmit();
      }
    });
    els.stopButton.addEventListener("click", () => run.controller?.abort());
    for (const b of document.querySelectorAll("button.sample")) {
      b.addEventListener("click", () => {
        els.question.value = b.textContent.trim();
        els.question.focus();
      });
    }

    els.docForm.addEventListener("submit", (e) => {
      e.preventDefault();
      ingest();
    });
    els.docContent.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        els.docForm.requestSubmit();
      }
    });
    els.docRefresh.addEventListener("click", () => {
      loadDocs();
      loadIngestions();
    });
    els.docFormat.addEventListener("change", () => {
      els.docFileRow.hidden = els.docFormat.value !== "pdf";
    });

    loadHealth();
    loadDocs();
    loadIngestions();
    loadApis();
    updateMeta();

    const params = new URLSearchParams(location.search);
    const runId = params.get("run");
    if (runId) openRun(runId, params.get("token"));
    else document.body.dataset.runState = "idle";
  }

  init();
})();
