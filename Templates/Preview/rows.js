// One row of the table as its iOS control, built from the engine's view of the row. A row
// element is built when the row is inserted and rebuilt in place when the engine reloads it;
// its controls turn the user's input into event lines (`tap`, `edit`), which go to the engine.

/** `el("div", {class: "x"}, child, "text")`: an element with attributes and children. */
function el(tag, attributes, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined) element.append(child);
  return element;
}

/** The text a value shows as: options by their titles, sets joined, nothing for null. */
function valueText(view, value) {
  if (value === null || value === undefined) return "";
  const title = (option) => {
    const index = (view.options ?? []).indexOf(option);
    return index >= 0 && view.optionTitles?.[index] ? view.optionTitles[index] : String(option);
  };
  if (Array.isArray(value)) return value.map(title).join(", ");
  if (typeof value === "boolean") return value ? "On" : "Off";
  return title(value);
}

/**
 * What an empty text field shows: the spec's placeholder, or, as iOS forms show beside a label
 * (Settings' VPN and Wi-Fi sheets), "Required" or "Optional", read from whether the engine accepts
 * the field empty (an empty field that is not valid is one the form needs), so that the row reads
 * as a field to fill in rather than a label.
 */
function emptyFieldText(view) {
  if (view.placeholder) return view.placeholder;
  const empty = view.value === null || view.value === undefined || view.value === "";
  return empty && view.valid === false ? "Required" : "Optional";
}

const keyboardInputModes = { email: "email", number: "numeric", decimal: "decimal", phone: "tel", url: "url" };

/** Builds row controls; `send(line)` gives an event line to the engine. */
class RowBuilder {
  constructor(send, structure) {
    this.send = send;
    this.structure = structure;
  }

  /** The row's element: `data-row-id` and the classes the table reads, with its content. */
  build(id, view, context) {
    const row = el("div", { class: "row", "data-row-id": id });
    this.fill(row, id, view, context);
    return row;
  }

  /** Replaces the row's content with the view's (a reload). */
  fill(row, id, givenView, context) {
    // The engine answers null for an id the form does not have: shown as a plain row, never thrown on.
    const view = givenView ?? { kind: "label", title: id };
    row.className = "row";
    row.replaceChildren();
    const kind = view.kind ?? "label";
    const enabled = view.enabled !== false;
    row.classList.toggle("disabled", !enabled);
    row.classList.toggle("depth-1", Boolean(view.parent));
    row.dataset.kind = kind;
    const tap = () => this.send(`tap ${id}`);
    const main = el("div", { class: "row-main" });
    const titles = el("div", { class: "titles" }, el("div", { class: "title" }, view.title ?? ""));
    if (view.subtitle) titles.append(el("div", { class: "subtitle" }, view.subtitle));
    const item = this.structure.itemOf(id);
    if (item?.isFirstRow) main.append(...this.itemControls(item, enabled));
    main.append(titles);
    const accessory = this.accessory(id, kind, view, context, enabled);
    if (accessory) main.append(accessory);
    row.append(main);
    if (kind === "picker") row.append(this.wheel(id, view, enabled));
    if (view.error) row.append(el("div", { class: "row-error" }, view.error));
    // A tap goes to the engine for what a tap does something to: an expandable row, a toggle, a
    // button, a choice of a select section. Controls inside the row take their own input.
    const taps = view.expandable || kind === "toggle" || kind === "button" || context.inSelectSection;
    if (taps && enabled) {
      row.classList.add("tappable");
      main.addEventListener("click", (event) => {
        if (!event.target.closest("input, select, .item-control")) tap();
      });
    }
    if (context.inSelectSection) row.classList.add("choice");
    if (view.expandable) row.classList.toggle("expanded", Boolean(view.expanded));
    row.classList.toggle("expandable", Boolean(view.expandable));
  }

  /**
   * Shows an expandable row's expanded flag: its disclosure's turn and its detail's tint. The
   * engine does not reload a row that only expanded or collapsed (its cell's content did not
   * change), as UIKit apps turn the chevron themselves.
   */
  showExpanded(row, expanded) {
    row.classList.toggle("expanded", expanded);
    row.querySelector(".accessories .detail")?.classList.toggle("tint", expanded);
  }

  /** The control on the row's right: a field, a switch, a menu, a detail text or a disclosure. */
  accessory(id, kind, view, context, enabled) {
    const edit = (value) => this.send(`edit ${id} ${JSON.stringify(value)}`);
    const disabled = !enabled;
    switch (kind) {
      case "text":
        return el("input", {
          class: "field", type: view.secure ? "password" : "text", value: view.value ?? "",
          placeholder: emptyFieldText(view), disabled,
          inputmode: keyboardInputModes[view.keyboard], "aria-label": view.title,
          oninput: (event) => edit(event.target.value),
        });
      case "number":
      case "decimal": {
        const field = el("input", {
          class: "field number", type: "text", value: view.value ?? "", placeholder: view.placeholder ?? "",
          inputmode: kind === "number" ? "numeric" : "decimal", disabled, "aria-label": view.title,
          onchange: (event) => {
            const text = event.target.value.trim();
            if (kind === "number" ? /^-?\d+$/.test(text) : /^-?\d+(\.\d+)?$/.test(text)) {
              this.send(`edit ${id} ${text}`);
            }
          },
        });
        if (kind === "decimal") return field;
        const step = (delta) => edit(Number(view.value ?? 0) + delta);
        return el("div", { class: "number-control" }, field,
          el("div", { class: "stepper" },
            el("button", { type: "button", disabled, onclick: () => step(-1), "aria-label": "Decrement" }, "−"),
            el("button", { type: "button", disabled, onclick: () => step(1), "aria-label": "Increment" }, "+")));
      }
      case "toggle":
        return el("span", { class: view.value ? "switch on" : "switch", role: "switch", "aria-checked": String(Boolean(view.value)) });
      case "choice": {
        const select = el("select", { class: "menu", disabled, "aria-label": view.title,
          onchange: (event) => edit(event.target.value === "" ? null : view.options[Number(event.target.value)]) });
        select.append(el("option", { value: "" }, "None"));
        (view.options ?? []).forEach((option, index) => {
          select.append(el("option", { value: String(index), selected: option === view.value }, valueText(view, option)));
        });
        if (view.value === null || view.value === undefined) select.value = "";
        return select;
      }
      case "multichoice": {
        const chosen = new Set(view.value ?? []);
        return el("div", { class: "chips" }, ...(view.options ?? []).map((option) => el("button", {
          type: "button", class: chosen.has(option) ? "chip on" : "chip", disabled,
          onclick: () => edit((view.options ?? []).filter((o) => (o === option) !== chosen.has(o))),
        }, valueText(view, option))));
      }
      case "date": {
        const value = view.value ?? "";
        const hasTime = value.includes("T");
        return el("input", {
          class: "date-pill", type: hasTime ? "datetime-local" : "date", disabled, "aria-label": view.title,
          value: hasTime ? value.slice(0, 16) : value,
          onchange: (event) => edit(event.target.value === "" ? null : event.target.value),
        });
      }
      case "picker":
        return el("span", { class: "detail tint" }, valueText(view, view.value));
      default: {
        const parts = [];
        const detail = view.detail ?? (view.expandable ? context.summary : null);
        if (detail) parts.push(el("span", { class: view.expanded ? "detail tint" : "detail" }, detail));
        if (context.inSelectSection) parts.push(el("span", { class: "checkmark", "aria-hidden": "true" }, "✓"));
        if (view.expandable) parts.push(el("span", { class: "disclosure", "aria-hidden": "true" }));
        return parts.length ? el("div", { class: "accessories" }, ...parts) : null;
      }
    }
  }

  /** An inline picker: its options in a column, the chosen one in the selection band. */
  wheel(id, view, enabled) {
    const wheel = el("div", { class: "wheel", role: "listbox", "aria-label": view.title });
    (view.options ?? []).forEach((option) => {
      wheel.append(el("button", {
        type: "button", class: option === view.value ? "wheel-option on" : "wheel-option", disabled: !enabled,
        role: "option", "aria-selected": String(option === view.value),
        onclick: () => this.send(`edit ${id} ${JSON.stringify(option)}`),
      }, valueText(view, option)));
    });
    return wheel;
  }

  /** A list item's delete button (hidden while the list is at its minimum) and, when the list reorders, its drag handle. */
  itemControls(item, enabled) {
    const controls = [el("button", {
      type: "button", class: "item-control delete", disabled: !enabled, title: "Delete",
      "aria-label": `Delete ${item.list.id}[${item.key}]`,
      onclick: () => this.send(`remove ${item.list.id}[${item.key}]`),
    })];
    if (item.list.reorder) {
      controls.push(el("span", { class: "item-control handle", title: "Drag to reorder", "data-list": item.list.id, "data-key": item.key }));
    }
    return controls;
  }
}
