// The install hint on the home screen: shown only while the browser offers to install the app
// (the beforeinstallprompt event), hidden once it is installed or when it runs installed; where
// the browser offers nothing (iOS Safari, Firefox) it stays hidden, quietly.
export function installHint(box, button) {
  let offer = null;
  const installed = () => Boolean(globalThis.matchMedia?.("(display-mode: standalone)").matches || navigator.standalone);
  const show = () => { box.hidden = !offer || installed(); };
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // our hint instead of the browser's own bar
    offer = event;
    show();
  });
  addEventListener("appinstalled", () => { offer = null; show(); });
  button.addEventListener("click", async () => {
    const asked = offer;
    offer = null; // a prompt can be shown once
    show();
    try { await asked?.prompt(); } catch { /* the browser declined to ask: nothing to say */ }
  });
  show();
}
