// A tiny element builder. Text always goes in as text nodes, never as HTML, so names typed by
// users or read from an imported file can never become markup.
//   h("button", { class: "big", onclick: fn, "aria-pressed": "true" }, "Label", childNode)

export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      el.addEventListener(name.slice(2), value);
    } else if (name === "class") {
      el.className = value;
    } else if (name === "dataset") {
      Object.assign(el.dataset, value);
    } else if (name === "style" && typeof value === "object") {
      for (const [prop, v] of Object.entries(value)) el.style.setProperty(prop, v);
    } else if (name in el && typeof value !== "string") {
      el[name] = value; // properties such as value, checked, disabled
    } else {
      el.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

// Random seeds come from the browser; the engine records them so replay shows the same dice.
export function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 0x100000000 + lo; // below 2**53: exact as a JSON number
}
