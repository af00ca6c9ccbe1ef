// The Log panel: the game record (grouped by round, newest first, with filters), its summary,
// the text export, and the session's own actions. Every word comes from the engine's record.
import { html, nothing, svg } from "../../../vendor/lit-html/lit-html.js";
import { downloadText } from "../../../files.js";

// A small threat curve: the engine's numbers drawn as a line (the numbers are also text).
function sparkline(curve) {
  if (curve.length < 2) return nothing;
  const w = 120, h = 30, top = 15;
  const x = (i) => (i * w) / (curve.length - 1);
  const y = (t) => h - (Math.min(t, top) * h) / top;
  const points = curve.map((p, i) => `${x(i).toFixed(1)},${y(p.threat).toFixed(1)}`).join(" ");
  return html`<svg class="mi-spark" viewBox="-2 -2 ${w + 4} ${h + 4}" width="${w + 4}" height="${h + 4}" aria-hidden="true">
    ${svg`<polyline points=${points} fill="none" stroke="currentColor" stroke-width="2"></polyline>`}</svg>`;
}

function summaryCard(s) {
  const names = (list) => (list.length ? list.join(", ") : "none");
  return html`<div class="mi-card mi-wraps" data-k="record-summary">
    <h3>${s.final ? "Game summary" : "Summary so far"}</h3>
    ${s.outcome ? html`<p><strong>${s.outcome === "win" ? "Won" : "Lost"}.</strong> ${s.reason}</p>` : nothing}
    <p>Rounds: ${s.rounds} · Time played: ${s.duration}</p>
    <p class="mi-wraps" data-k="threat-curve">Threat at the end of each round: ${sparkline(s.threat_curve)}
      ${s.threat_curve.map((p) => `${p.label}: ${p.threat}`).join(", ")}</p>
    <p>Missions completed: ${names(s.completed)}</p>
    <p>Missions failed: ${names(s.failed)}</p>
    <table class="mi-stats mi-stats-fixed" data-k="hero-record">
      <caption class="visually-hidden">Damage taken and knock-outs per hero</caption>
      <thead><tr><th scope="col">Hero</th><th scope="col">Damage taken</th><th scope="col">Knock-outs</th></tr></thead>
      <tbody>${s.heroes.map((h) => html`<tr><td>${h.name}</td><td>${h.damage}</td><td>${h.knock_outs}</td></tr>`)}</tbody>
    </table>
  </div>`;
}

export function logPanel(view, ui, act) {
  const rec = view.record;
  const filter = rec.filters.some((f) => f.id === ui.logFilter) ? ui.logFilter : "all";
  const shown = (line) => filter === "all" || line.kinds.includes(filter);
  const groups = rec.groups.map((g) => ({ ...g, lines: g.lines.filter(shown) })).filter((g) => g.lines.length);
  const pick = (id) => { ui.logFilter = id; ui.remember?.(); act.repaint(); };
  const stamp = new Date().toISOString().slice(0, 10);
  return html`
    ${summaryCard(rec.summary)}
    <div class="mi-card">
      <h3>History</h3>
      <div class="mi-row" role="group" aria-label="Show">
        ${rec.filters.map((f) => html`<button type="button" data-filter=${f.id} aria-pressed=${f.id === filter ? "true" : "false"}
          @click=${() => pick(f.id)}>${f.label} (${f.count})</button>`)}
      </div>
      ${groups.length
        ? groups.map((g) => html`<section class="mi-log-round" data-k="round-group" aria-label=${g.label}>
            <h4>${g.label}</h4>
            <ol class="mi-history">${g.lines.map((line) => html`<li><span class="mi-when">${line.when}</span> ${line.text}</li>`)}</ol>
          </section>`)
        : html`<p class="muted">${rec.groups.length ? "Nothing of this kind yet." : "Nothing yet. Every tap will show here, newest first."}</p>`}
    </div>
    <div class="mi-card">
      <h3>This session</h3>
      <p>${view.title}</p>
      <p class="muted" id="mi-wake">${ui.wake}</p>
      <div class="mi-row">
        <button type="button" @click=${() => downloadText(rec.text, `mutant-insurrection-record-${stamp}.txt`)}>Export as text</button>
        <button type="button" @click=${act.exportFile}>Export to a file</button>
        <button type="button" @click=${act.home}>All sessions</button>
        <button type="button" class="mi-danger" @click=${act.remove}>Delete session</button>
      </div>
    </div>`;
}
