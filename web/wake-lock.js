// Screen Wake Lock while a session or game is open; re-acquired when the page is shown again.
// It degrades quietly: report(text) says in words whether the screen will stay on.
export function keepAwake(report) {
  if (!("wakeLock" in navigator)) {
    report("This browser cannot keep the screen on by itself.");
    return () => {};
  }
  let lock = null;
  let alive = true;
  const acquire = async () => {
    if (!alive || document.visibilityState !== "visible" || lock) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      report("The screen stays on while this is open.");
      lock.addEventListener("release", () => { lock = null; });
    } catch {
      report("The screen may dim: the browser refused to keep it on.");
    }
  };
  const onVisible = () => { acquire(); };
  document.addEventListener("visibilitychange", onVisible);
  acquire();
  return () => {
    alive = false;
    document.removeEventListener("visibilitychange", onVisible);
    lock?.release().catch(() => {});
    lock = null;
  };
}
