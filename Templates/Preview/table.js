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
  constructor(container, engine, structure, send) {
    this.container = container;
    this.engine = engine;
    this.structure = structure;
    this.builder = new RowBuilder(send, structure);
    this.sections = [];
  }

  /** Builds the whole table once, at load; every later change is a batch (`apply`). */
  render(layout) {
    const views = this.rowViews(layout.flatMap((section) => section.rows));
    const sectionViews = this.sectionViews(layout);
    this.sections = layout.map((entry, index) => this.buildSection(entry, sectionViews[index], views));
    this.container.replaceChildren(...this.sections.map((section) => section.el));
  }

  /** The engine's views of the shown sections, by index (a grouped list's sections share one id). */
  sectionViews(layout) {
    return this.engine.json("formc_sections", layout.map((_, index) => index));
  }

  /** The engine's views of rows `ids`, by id, with the summary an expandable row shows of its children. */
  rowViews(ids) {
    const views = new Map();
    if (ids.length === 0) return views;
    this.engine.json("formc_rows", ids).forEach((view, index) => views.set(ids[index], view));
    const summarized = ids.filter((id) => views.get(id)?.expandable && !views.get(id).detail);
    const children = summarized.flatMap((id) => this.structure.childrenOf(id));
    const childViews = children.length ? this.engine.json("formc_rows", children) : [];
    const childValue = new Map(children.map((id, index) => [id, childViews[index]]));
    for (const id of summarized) {
      const texts = this.structure.childrenOf(id)
        .map((child) => childValue.get(child))
        .filter((view) => view && view.kind !== "toggle")
        .map((view) => valueText(view, view.value))
        .filter((text) => text !== "");
      views.get(id).summary = texts.join(" ");
    }
    return views;
  }

  buildSection(entry, view, views) {
    const body = el("div", { class: "section-body" });
    const section = {
      id: entry.id, group: entry.group, select: Boolean(view?.select) || entry.selected !== null,
      el: el("section", { class: "section", "data-section-id": entry.id }),
      header: el("div", { class: "section-header" }), body, footer: el("div", { class: "section-footer" }),
      rows: [],
    };
    section.el.append(section.header, body, section.footer);
    this.fillSectionChrome(section, view);
    section.rows = entry.rows.map((id) => this.buildRow(id, views.get(id), section));
    body.append(...section.rows.map((row) => row.el));
    this.markSelected(section, entry.selected);
    return section;
  }

  buildRow(id, view, section) {
    return { id, section, el: this.builder.build(id, view, this.rowContext(view, section)) };
  }

  rowContext(view, section) {
    return { inSelectSection: section.select, summary: view.summary ?? "" };
  }

  /** The header, footer and error of a section (refreshed after every event: they are few). */
  fillSectionChrome(section, view) {
    section.header.textContent = view?.header ?? "";
    section.header.hidden = !view?.header;
    section.footer.replaceChildren();
    if (view?.error) section.footer.append(el("div", { class: "section-error" }, view.error));
    if (view?.footer) section.footer.append(el("div", {}, view.footer));
    section.footer.hidden = !view?.error && !view?.footer;
    // An item can be deleted while the list has more than its minimum: the delete buttons show then.
    const list = view?.list;
    section.el.classList.toggle("at-minimum", Boolean(list) && list.count <= list.min);
  }

  /** Checkmarks on the selected choices of a select section. */
  markSelected(section, selected) {
    if (!selected) return;
    for (const row of section.rows) row.el.classList.toggle("checked", selected.has(row.id));
  }

  /** The ids of the shown rows, in DOM order: what the testing API compares with the layout. */
  domRowIds() {
    return Array.from(this.container.querySelectorAll("[data-row-id]"), (row) => row.dataset.rowId);
  }

  domSectionIds() {
    return Array.from(this.container.querySelectorAll("[data-section-id]"), (section) => section.dataset.sectionId);
  }
}
