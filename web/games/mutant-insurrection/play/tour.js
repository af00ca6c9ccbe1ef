// The first-game tour: five coach marks over the real board — the four phases, deploying,
// the first attempt, the first reroll, the first spend — each shown at the first decision it
// explains, in a game started as the recommended first game (or any game after "Show the tour
// again" on the rules page). Skippable; never shown again on this device once seen or
// skipped. A coach mark never blocks the board: it sits clear of the dock and only its own
// buttons take taps.
import { html } from "../../../vendor/lit-html/lit-html.js";

export const TOUR_PREF = "tour";

// id, the decisions it explains, its words, and where on the screen it points.
export const TOUR = [
  { id: "phases", when: ["flip_deck", "deploy"], title: "A round in four phases",
    text: "Every round is Deploy, Mission, Threat and Regroup. The bar at the top always shows the threat (it must never pass 15), the round and the phase.",
    target: "#pl-strip" },
  { id: "deploy", when: ["deploy"], title: "Deploying",
    text: "Send each hero somewhere: to a mission (tap Send … here on its card), to a face-down deck (it flips a new mission) or to a school card. The dock at the bottom lists every choice and suggests one.",
    target: ".pl-missions" },
  { id: "attempt", when: ["assist", "choose_active"], title: "Your first attempt",
    text: "The hero at a mission rolls their dice, plus two dice from an assist card: their own, or a teammate's. The mission this is about is shown in the dock with its requirements.",
    target: ".pl-dock" },
  { id: "reroll", when: ["roll"], title: "Rolling again",
    text: "Tap the dice you want to roll again; the others are kept (marked kept). A villainy face rolled again sets off the mission's villainy. Or stop and spend.",
    target: ".pl-tray" },
  { id: "spend", when: ["spend"], title: "Spending dice",
    text: "Tap a requirement to pay it: when only one die fits, it is spent at once. The suggested payment pays every objective it can in one tap. Completed objectives earn the mission's rewards.",
    target: ".pl-reqs" },
];

export function readTour(storage) {
  try {
    const t = storage.load("play-screen", TOUR_PREF)?.data;
    if (t && Array.isArray(t.seen)) return { seen: t.seen.filter((x) => typeof x === "string"), skipped: Boolean(t.skipped), again: Boolean(t.again) };
  } catch { /* a preference: a damaged one starts the tour afresh */ }
  return { seen: [], skipped: false, again: false };
}

// The coach mark to show now, or null.
export function tourStep(setup, view, tour) {
  if (tour.skipped || !(setup?.guided || tour.again)) return null;
  const kind = view.decision?.kind;
  return TOUR.find((s) => !tour.seen.includes(s.id) && s.when.includes(kind)) ?? null;
}

export function coachMark(step, act) {
  const n = TOUR.indexOf(step) + 1;
  return html`<aside class="pl-coach" id="pl-coach" data-tour=${step.id} data-target=${step.target} aria-labelledby="pl-coach-title">
    <p class="pl-coach-count">First game tour · ${n} of ${TOUR.length}</p>
    <h2 id="pl-coach-title">${step.title}</h2>
    <p>${step.text}</p>
    <div class="actions">
      <button type="button" class="btn primary" id="pl-coach-next" @click=${() => act.tourNext(step.id)}>${n === TOUR.length ? "Done" : "Got it"}</button>
      <button type="button" class="btn" id="pl-coach-skip" @click=${act.tourSkip}>Skip the tour</button>
    </div>
  </aside>`;
}
