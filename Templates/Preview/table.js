// The grouped table: sections and their rows, in the DOM, in the engine's order. The model
// (`this.sections`, each with its rows) mirrors the DOM's shown sections and rows one to one;
// rows that are leaving (fading out) are no longer in the model and carry no `data-row-id`.

/** The layout as `formc simulate --layout` prints it, read into sections of row ids. */
function readLayout(text) {
  let parsed = JSON.parse(text);
  if (!Array.isArray(parsed)) parsed = parsed.layout;
  return parsed.map((section) => ({
    id: section.id,
    group: section.group,
    rows: section.rows.map((row) => (typeof row === "string" ? row : row.id)),
    selected: section.selected ? new Set(section.selected) : null,
  }));
}

class FormTable {
  constructor(container, engine, send) {
    this.container = container;
    this.engine = engine;
    this.builder = new RowBuilder(send);
    this.sections = [];
    /** The shown rows by id (ids are unique in the table), for the rows an update reconfigures. */
    this.rowsById = new Map();
  }

  /** Builds the whole table once, at load; every later change is a batch (`apply`). */
  render(layout) {
    const views = this.rowViews(layout.flatMap((section) => section.rows));
    const sectionViews = this.sectionViews(layout);
    this.rowsById.clear();
    this.sections = layout.map((entry, index) => this.buildSection(entry, sectionViews[index], views));
    this.container.replaceChildren(...this.sections.map((section) => section.el));
  }

  /** The engine's views of the shown sections, by index (a grouped list's sections share one id). */
  sectionViews(layout) {
    return this.engine.json("formc_sections", layout.map((_, index) => index));
  }

  /** The engine's views of rows `ids`, by id. */
  rowViews(ids) {
    const views = new Map();
    if (ids.length === 0) return views;
    this.engine.json("formc_rows", ids).forEach((view, index) => views.set(ids[index], view));
    return views;
  }

  buildSection(entry, view, views) {
    const body = el("div", { class: "section-body" });
    const section = {
      id: entry.id, group: entry.group,
      el: el("section", { class: "section", "data-section-id": entry.id }),
      header: el("div", { class: "section-header" }), body, footer: el("div", { class: "section-footer" }),
      rows: [],
    };
    section.el.append(section.header, body, section.footer);
    this.fillSectionChrome(section, view);
    section.rows = entry.rows.map((id) => this.buildRow(id, views.get(id), section));
    body.append(...section.rows.map((row) => row.el));
    return section;
  }

  buildRow(id, view, section) {
    const row = { id, section, el: this.builder.build(id, view) };
    this.rowsById.set(id, row);
    return row;
  }

  /** Draws a shown row from its view again, in place. */
  refillRow(row, view) {
    this.builder.fill(row.el, row.id, view);
  }

  /** A row leaves the table (its element fades out): it no longer answers to its id. */
  forgetRow(row) {
    if (this.rowsById.get(row.id) === row) this.rowsById.delete(row.id);
  }

  /** The header, footer and error of a section (refreshed after every event: they are few). */
  fillSectionChrome(section, view) {
    section.header.textContent = view?.header ?? "";
    section.header.hidden = !view?.header;
    section.footer.replaceChildren();
    if (view?.error) section.footer.append(el("div", { class: "section-error" }, view.error));
    if (view?.footer) section.footer.append(el("div", { class: "section-footer-text" }, view.footer));
    section.footer.hidden = !view?.error && !view?.footer;
    if (view?.indexTitle) section.el.dataset.indexTitle = view.indexTitle;
    else delete section.el.dataset.indexTitle;
    // Deleting an item is allowed while the list has more than its minimum: the delete buttons show then.
    const items = view?.listItems;
    section.el.classList.toggle("at-minimum", Boolean(items) && items.count <= items.min);
  }

  /** The ids of the shown rows, in DOM order: what the testing API compares with the layout. */
  domRowIds() {
    return Array.from(this.container.querySelectorAll("[data-row-id]"), (row) => row.dataset.rowId);
  }

  domSectionIds() {
    return Array.from(this.container.querySelectorAll("[data-section-id]"), (section) => section.dataset.sectionId);
  }

  /**
   * What the page displays, read from the DOM (not from the views): per shown section its id,
   * header, footer and error, and per row what `displayedRow` reads. What the tests compare with
   * `formc simulate --content`.
   */
  displayed() {
    const text = (element) => (element && !element.hidden && element.textContent !== "" ? element.textContent : null);
    return Array.from(this.container.querySelectorAll(":scope > [data-section-id]"), (section) => ({
      id: section.dataset.sectionId,
      header: text(section.querySelector(":scope > .section-header")),
      footer: text(section.querySelector(":scope > .section-footer > .section-footer-text")),
      error: text(section.querySelector(":scope > .section-footer > .section-error")),
      rows: Array.from(section.querySelectorAll(":scope > .section-body > [data-row-id]"), displayedRow),
    }));
  }
}
