// The Log panel: the session's history, newest first, and the session's own actions.
import { html } from "../../../vendor/lit-html/lit-html.js";

export function logPanel(view, ui, act) {
  return html`
    <div class="mi-card">
      <h3>History</h3>
      ${view.history.length
        ? html`<ol class="mi-history">${view.history.map((line) => html`<li><span class="mi-when">${line.when}</span> ${line.text}</li>`)}</ol>`
        : html`<p class="muted">Nothing yet. Every tap will show here, newest first.</p>`}
    </div>
    <div class="mi-card">
      <h3>This session</h3>
      <p>${view.title}</p>
      <p class="muted" id="mi-wake">${ui.wake}</p>
      <div class="mi-row">
        <button type="button" @click=${act.exportFile}>Export to a file</button>
        <button type="button" @click=${act.home}>All sessions</button>
        <button type="button" class="mi-danger" @click=${act.remove}>Delete session</button>
      </div>
    </div>`;
}
