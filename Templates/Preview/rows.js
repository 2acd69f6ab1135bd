// One row of the table as its iOS control, drawn from the engine's view of the row: its display
// model (docs/display-model.md), which says which control to draw and every text on it. A row
// element is built when the row is inserted and drawn again in place when the engine reloads or
// reconfigures it; its controls turn the user's input into event lines (`tap`, `edit`,
// `remove`), which go to the engine. Nothing here formats a value or decides what shows: the
// texts are the view's `valueText`, `summary` and `error` as they are.

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

const keyboardInputModes = { email: "email", number: "numeric", decimal: "decimal", phone: "tel", url: "url" };

/** The view's value text in the element the testing API reads (`.value-text`), or nothing. */
function valueTextElement(view, className = "detail") {
  return view.valueText === null ? null : el("span", { class: `${className} value-text` }, view.valueText);
}

/** Builds rows from their views; `send(line)` gives an event line to the engine. */
class RowBuilder {
  constructor(send) {
    this.send = send;
    /** The multichoice rows whose options are open in place (a page-local choice, like a pushed screen). */
    this.openOptions = new Set();
  }

  /** The row's element, with `data-row-id`, drawn from its view. */
  build(id, view) {
    const row = el("div", { class: "row", "data-row-id": id });
    this.fill(row, id, view);
    return row;
  }

  /** Draws the row from its view again, in place (a reload or a reconfiguration). */
  fill(row, id, givenView) {
    // The engine answers null for an id the form does not have: shown as a plain row, never thrown on.
    const view = givenView ?? { id, control: "label", title: id, valueText: null, accessory: "none", enabled: true };
    row.className = "row";
    row.replaceChildren();
    const enabled = view.enabled !== false;
    row.classList.toggle("disabled", !enabled);
    row.classList.toggle("depth-1", Boolean(view.parent));
    row.dataset.control = view.control;
    row.dataset.kind = view.kind ?? "label";
    // Which item the row belongs to, for dragging the item's rows together.
    if (view.item) Object.assign(row.dataset, { list: view.item.list, key: view.item.key });
    const main = el("div", { class: "row-main" });
    if (view.item) main.append(...this.itemControls(view, enabled));
    const titles = el("div", { class: "titles" }, el("div", { class: "title" }, view.title ?? ""));
    if (view.subtitle) titles.append(el("div", { class: "subtitle" }, view.subtitle));
    main.append(titles);
    const below = [];
    const control = (RowBuilder.controls[view.control] ?? RowBuilder.controls.label).call(this, id, view, enabled, below);
    if (control) main.append(control);
    if (view.summary !== null && view.summary !== undefined) {
      main.append(el("span", { class: view.accessory === "expanded" ? "detail summary tint" : "detail summary" }, view.summary));
    }
    const accessory = this.accessory(view.accessory);
    if (accessory) main.append(accessory);
    row.append(main, ...below);
    if (view.error) row.append(el("div", { class: "row-error" }, view.error));
    // A tap goes to the engine where the row says a tap does something: it expands, it is a
    // switch, a button or a choice of a select section. A disclosure opens its options here.
    const expands = view.accessory === "expanded" || view.accessory === "collapsed";
    const taps = expands || ["switch", "button", "checkmark"].includes(view.control);
    const opens = view.control === "disclosure";
    if ((taps || opens) && enabled) {
      row.classList.add("tappable");
      main.addEventListener("click", (event) => {
        if (event.target.closest("input, select, button, .item-control")) return;
        if (taps) {
          this.send(`tap ${id}`);
        } else {
          if (!this.openOptions.delete(id)) this.openOptions.add(id);
          this.fill(row, id, view);
        }
      });
    }
  }

  /** Shows the view's error under the row, leaving the rest as it is (a field keeps its focus). */
  showError(row, view) {
    row.querySelector(":scope > .row-error")?.remove();
    if (view?.error) row.append(el("div", { class: "row-error" }, view.error));
  }

  /** What the trailing edge shows: a checkmark, a disclosure chevron, or an expandable row's chevron. */
  accessory(accessory) {
    if (!accessory || accessory === "none") return null;
    const glyph = accessory === "checkmark" ? "✓" : "";
    return el("span", { class: `accessory ${accessory}`, "data-accessory": accessory, "aria-hidden": "true" }, glyph);
  }

  /** Sends `edit ID VALUE`. */
  edit(id, value) {
    this.send(`edit ${id} ${JSON.stringify(value)}`);
  }

  /**
   * A list item's delete button (hidden by the section while its list is at its minimum:
   * `canDelete` says a swipe deletes, the engine refuses one below `min:`) and drag handle.
   */
  itemControls(view, enabled) {
    const { list, key } = view.item;
    const controls = [];
    if (view.canDelete) {
      controls.push(el("button", {
        type: "button", class: "item-control delete", disabled: !enabled, title: "Delete",
        "aria-label": `Delete ${list}[${key}]`, onclick: () => this.send(`remove ${list}[${key}]`),
      }));
    }
    if (view.canMove) {
      controls.push(el("span", { class: "item-control handle", title: "Drag to reorder", "data-list": list, "data-key": key }));
    }
    return controls;
  }

  /** A number or decimal field: the value text, sent when it reads as a number of the row's kind. */
  numberField(id, view, enabled, kind) {
    return el("input", {
      class: "field number", type: "text", value: view.valueText ?? "", placeholder: view.placeholder ?? "",
      inputmode: kind === "number" ? "numeric" : "decimal", disabled: !enabled, "aria-label": view.title,
      onchange: (event) => {
        const text = event.target.value.trim();
        if (kind === "number" ? /^-?\d+$/.test(text) : /^-?\d+(\.\d+)?$/.test(text)) this.send(`edit ${id} ${text}`);
      },
    });
  }

  /** The options of a choice as buttons (segments, an inline list, a wheel), the chosen one marked. */
  optionButtons(id, view, enabled, className) {
    return (view.options ?? []).map((option) => {
      const chosen = option.value === view.value;
      return el("button", {
        type: "button", class: chosen ? `${className} on` : className, disabled: !enabled,
        role: "option", "aria-selected": String(chosen), onclick: () => this.edit(id, option.value),
      }, el("span", { class: chosen ? "option-title value-text" : "option-title" }, option.title),
      className === "inline-option" ? el("span", { class: "option-check", "aria-hidden": "true" }, chosen ? "✓" : "") : null);
    });
  }

  /** A native date (or date-and-time) input over `face`, transparent: a tap opens the browser's picker. */
  dateInput(id, view, enabled, face) {
    const value = typeof view.value === "string" ? view.value : "";
    const hasTime = value.includes("T");
    const input = el("input", {
      class: "date-input", type: hasTime ? "datetime-local" : "date", disabled: !enabled, "aria-label": view.title,
      value: hasTime ? value.slice(0, 16) : value,
      onchange: (event) => this.edit(id, event.target.value === "" ? null : event.target.value),
    });
    return el("label", { class: "date-face" }, face, input);
  }

  /**
   * An inline calendar: the month of the value (today's month without one), the chosen day marked;
   * a tap on a day sends that day, keeping the value's time. The header is the value's text.
   */
  calendar(id, view, enabled) {
    const value = typeof view.value === "string" ? view.value : "";
    const match = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(value);
    const today = new Date();
    const year = match ? Number(match[1]) : today.getUTCFullYear();
    const month = match ? Number(match[2]) : today.getUTCMonth() + 1;
    const day = match ? Number(match[3]) : 0;
    const rest = match ? match[4] : "";
    const pad = (n) => String(n).padStart(2, "0");
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    // Monday first, as the calendar of most locales.
    const offset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
    const grid = el("div", { class: "calendar-grid" },
      ...["M", "T", "W", "T", "F", "S", "S"].map((name) => el("span", { class: "calendar-weekday" }, name)),
      ...Array.from({ length: offset }, () => el("span", {})),
      ...Array.from({ length: days }, (_, index) => el("button", {
        type: "button", class: index + 1 === day ? "calendar-day on" : "calendar-day", disabled: !enabled,
        onclick: () => this.edit(id, `${year}-${pad(month)}-${pad(index + 1)}${rest}`),
      }, String(index + 1))));
    const header = el("div", { class: "calendar-header" }, valueTextElement(view, "calendar-value")
      ?? el("span", { class: "calendar-value placeholder" }, `${year}-${pad(month)}`));
    return el("div", { class: "calendar" }, header, grid);
  }
}

/**
 * One builder per control (docs/display-model.md, "Controls"): each returns what goes right of the
 * title, and pushes into `below` what hangs under the row's line.
 */
RowBuilder.controls = {
  switch(id, view) {
    const on = view.value === true;
    return el("span", { class: on ? "switch on" : "switch", role: "switch", "aria-checked": String(on) },
      el("span", { class: "visually-hidden value-text" }, view.valueText ?? ""));
  },
  textField(id, view, enabled) {
    return el("input", {
      class: "field", type: view.secure ? "password" : "text", value: view.valueText ?? "",
      placeholder: view.placeholder ?? "", disabled: !enabled,
      inputmode: keyboardInputModes[view.keyboard], "aria-label": view.title,
      oninput: (event) => this.edit(id, event.target.value),
    });
  },
  numberField(id, view, enabled) {
    return this.numberField(id, view, enabled, "number");
  },
  decimalField(id, view, enabled) {
    return this.numberField(id, view, enabled, "decimal");
  },
  stepper(id, view, enabled) {
    const value = typeof view.value === "number" ? view.value : null;
    const step = (delta) => this.edit(id, (value ?? 0) + delta);
    const atMinimum = value !== null && view.minimum !== null && value <= view.minimum;
    const atMaximum = value !== null && view.maximum !== null && value >= view.maximum;
    return el("div", { class: "number-control" }, valueTextElement(view, "stepper-value"),
      el("div", { class: "stepper" },
        el("button", { type: "button", disabled: !enabled || atMinimum, onclick: () => step(-1), "aria-label": "Decrement" }, "−"),
        el("button", { type: "button", disabled: !enabled || atMaximum, onclick: () => step(1), "aria-label": "Increment" }, "+")));
  },
  menu(id, view, enabled) {
    // The chosen option's title, with a transparent <select> over it that opens the options.
    const select = el("select", {
      class: "menu-select", disabled: !enabled, "aria-label": view.title,
      onchange: (event) => this.edit(id, event.target.value === "" ? null : view.options[Number(event.target.value)].value),
    }, el("option", { value: "" }, "None"),
    ...(view.options ?? []).map((option, index) => el("option", { value: String(index), selected: option.value === view.value }, option.title)));
    if (view.value === null) select.value = "";
    return el("label", { class: "menu" }, valueTextElement(view, "menu-title") ?? el("span", { class: "menu-title placeholder" }, view.placeholder ?? ""), select);
  },
  inlinePicker(id, view, enabled, below) {
    below.push(el("div", { class: "inline-options", role: "listbox", "aria-label": view.title },
      ...this.optionButtons(id, view, enabled, "inline-option")));
    return null;
  },
  wheel(id, view, enabled, below) {
    below.push(el("div", { class: "wheel", role: "listbox", "aria-label": view.title },
      ...this.optionButtons(id, view, enabled, "wheel-option")));
    return null;
  },
  segmented(id, view, enabled) {
    return el("div", { class: "segmented", role: "listbox", "aria-label": view.title },
      ...this.optionButtons(id, view, enabled, "segment"));
  },
  datePicker(id, view, enabled, below) {
    switch (view.datePickerStyle) {
      case "inline":
        below.push(this.calendar(id, view, enabled));
        return null;
      case "wheel":
        below.push(this.dateInput(id, view, enabled, el("div", { class: "date-wheel" },
          el("div", { class: "date-wheel-band" }, valueTextElement(view, "date-wheel-value")
            ?? el("span", { class: "date-wheel-value placeholder" }, "—")))));
        return null;
      default:
        return this.dateInput(id, view, enabled,
          valueTextElement(view, "date-pill") ?? el("span", { class: "date-pill placeholder" }, "None"));
    }
  },
  checkmark(id, view) {
    return valueTextElement(view);
  },
  disclosure(id, view, enabled, below) {
    if (this.openOptions.has(id)) {
      const chosen = new Set(Array.isArray(view.value) ? view.value : []);
      below.push(el("div", { class: "inline-options" }, ...(view.options ?? []).map((option) => el("button", {
        type: "button", class: chosen.has(option.value) ? "inline-option on" : "inline-option", disabled: !enabled,
        role: "option", "aria-selected": String(chosen.has(option.value)),
        // The set in the options' order, with this option turned.
        onclick: () => this.edit(id, view.options
          .filter((other) => (other.value === option.value) !== chosen.has(other.value)).map((other) => other.value)),
      }, el("span", { class: "option-title" }, option.title),
      el("span", { class: "option-check", "aria-hidden": "true" }, chosen.has(option.value) ? "✓" : "")))));
    }
    return valueTextElement(view);
  },
  button(id, view) {
    return valueTextElement(view);
  },
  label(id, view) {
    return valueTextElement(view);
  },
};

/**
 * What row element `row` displays, read from the DOM (the testing API): its id, control, title,
 * value text (a field's text, or the `.value-text` element), summary, accessory, whether it is
 * enabled and its error; each text null when the row shows none.
 */
function displayedRow(row) {
  const main = row.querySelector(":scope > .row-main");
  const text = (element) => (element && element.textContent !== "" ? element.textContent : null);
  const field = main?.querySelector(":scope > input.field");
  return {
    id: row.dataset.rowId,
    control: row.dataset.control ?? null,
    title: text(main?.querySelector(":scope > .titles > .title")),
    valueText: field ? (field.value === "" ? null : field.value) : text(row.querySelector(".value-text")),
    summary: text(main?.querySelector(":scope > .summary")),
    accessory: main?.querySelector(":scope > .accessory")?.dataset.accessory ?? "none",
    enabled: !row.classList.contains("disabled"),
    error: text(row.querySelector(":scope > .row-error")),
  };
}
