// The device's display preferences (theme, motion), applied before the first paint: a classic
// script in <head>, run before the page is drawn, so a chosen theme never flashes the other.
// The settings page (web/settings.js) changes them through window.miPrefs.
//
//   miPrefs.read()            -> { theme: "system" | "light" | "dark", motion: "system" | "reduce" }
//   miPrefs.write(prefs)      -> stores them on this device and applies them at once
//
// It sets <html data-theme="light|dark" data-motion="full|reduce">, resolving "system" from the
// browser and following the browser when it changes; base.css reads only these attributes.
(() => {
  const KEY = "mi-device-prefs";
  const DEFAULTS = { theme: "system", motion: "system" };
  const THEMES = ["system", "light", "dark"];
  const MOTIONS = ["system", "reduce"];
  const media = (q) => (typeof matchMedia === "function" ? matchMedia(q) : null);
  const dark = media("(prefers-color-scheme: dark)");
  const still = media("(prefers-reduced-motion: reduce)");

  function read() {
    let saved = {};
    try { saved = JSON.parse(localStorage.getItem(KEY) || "{}") || {}; } catch { saved = {}; }
    return {
      theme: THEMES.includes(saved.theme) ? saved.theme : DEFAULTS.theme,
      motion: MOTIONS.includes(saved.motion) ? saved.motion : DEFAULTS.motion,
    };
  }

  function apply(prefs = read()) {
    const root = document.documentElement;
    root.dataset.theme = prefs.theme === "system" ? (dark?.matches ? "dark" : "light") : prefs.theme;
    root.dataset.motion = prefs.motion === "reduce" || still?.matches ? "reduce" : "full";
    const meta = document.querySelector('meta[name="color-scheme"]');
    if (meta) meta.content = root.dataset.theme;
  }

  function write(prefs) {
    const next = { ...read(), ...prefs };
    try { localStorage.setItem(KEY, JSON.stringify(next)); } catch { /* kept for this visit only */ }
    apply(next);
    return next;
  }

  dark?.addEventListener?.("change", () => apply());
  still?.addEventListener?.("change", () => apply());
  apply();
  window.miPrefs = { read, write, KEY };
})();
