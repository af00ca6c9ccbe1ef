// Motion with meaning, decided in one place: a card flips when it is revealed and a die rolls
// when its face is new, not on every redraw. The animations themselves are CSS (kit.css), each
// under 300 ms; web/theme.js's data-motion="reduce" (the device's or the app's setting) turns
// them all off in base.css.
import { nothing } from "../vendor/lit-html/lit-html.js";
import { Directive, directive } from "../vendor/lit-html/directive.js";

/** Whether this page may move (the app's setting and the device's, as theme.js resolved them). */
export const motionAllowed = () => document.documentElement.dataset.motion !== "reduce";

/**
 * What is new on screen: `fresh(view, ids)` returns the ids that were not there in the last
 * view it was given (none the first time, so opening a board flips nothing). Asked again for
 * the same view it answers the same, so a redraw between two answers keeps a motion going.
 */
export function revealTracker() {
  let before = null;
  let lastView;
  let fresh = new Set();
  return (view, ids) => {
    if (view === lastView) return fresh;
    lastView = view;
    const now = new Set(ids);
    fresh = before ? new Set([...now].filter((id) => !before.has(id))) : new Set();
    before = now;
    return fresh;
  };
}

/**
 * An element binding that bumps the element when `value` changes after its first draw (a
 * score that went up or down): `<output ${bumpOnChange(n)}>`. Web Animations, 220 ms; none
 * under reduced motion, and none on the first draw.
 */
class BumpOnChange extends Directive {
  update(part, [value]) {
    if (this.seen && value !== this.last && motionAllowed()) {
      part.element.animate?.([{ transform: "translateY(-18%) scale(1.14)" }, { transform: "none" }], { duration: 220, easing: "ease-out" });
    }
    this.seen = true;
    this.last = value;
    return nothing;
  }

  render() { return nothing; }
}
export const bumpOnChange = directive(BumpOnChange);

/**
 * An element binding that tumbles a die when its face changes after its first draw (a
 * reroll): `<span class="kit-die-body" ${rollOnChange(face)}>`. For screens that patch the
 * same die in place (the class-based `kit-rolled` needs a fresh element). None under reduced
 * motion, none on the first draw.
 */
class RollOnChange extends Directive {
  update(part, [value]) {
    if (this.seen && value !== this.last && motionAllowed()) {
      part.element.animate?.([
        { transform: "rotate(-160deg) scale(0.6)", opacity: 0.3 },
        { transform: "rotate(12deg) scale(1.06)", opacity: 1, offset: 0.7 },
        { transform: "none" },
      ], { duration: 260, easing: "cubic-bezier(.2,.8,.3,1.2)" });
    }
    this.seen = true;
    this.last = value;
    return nothing;
  }

  render() { return nothing; }
}
export const rollOnChange = directive(RollOnChange);
