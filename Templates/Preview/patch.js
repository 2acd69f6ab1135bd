// Applies one update of the engine to the table as UITableView applies a batch
// (performBatchUpdates): deletes and move sources are read at their old index paths, inserts and
// move destinations at their new ones, reloads at old ones; every other row of a kept section is
// stationary and keeps its order. Deleted rows fade out where they were, inserted rows fade in
// where they land, moved rows slide, reloaded rows are rebuilt in place. Nothing else is touched:
// the table is never drawn again from scratch.

const fadeMilliseconds = 300;

/** Index paths `[section, row]` grouped by section: section -> set of rows. */
function rowsBySection(paths) {
  const sections = new Map();
  for (const [section, row] of paths) {
    if (!sections.has(section)) sections.set(section, new Set());
    sections.get(section).add(row);
  }
  return sections;
}

/**
 * Applies `update` (simulate's object) to `table`; `layout` is the table after it (readLayout).
 * Returns the rows whose ids disagree with the layout (empty when the batch is consistent).
 * - Complexity: O(rows of the sections the update changes + sections), plus the rows it builds.
 */
function applyUpdate(table, update, layout) {
  const old = table.sections;
  const deletedSections = new Set(update.deleteSections);
  const insertedSections = new Set(update.insertSections);
  const deleted = rowsBySection(update.deleteRows);
  const reloaded = rowsBySection(update.reloadRows);
  const inserted = rowsBySection(update.insertRows);
  const movedFrom = rowsBySection(update.moveRows.map(([from]) => from));
  const arrivals = new Map();
  for (const [from, to] of update.moveRows) {
    if (!arrivals.has(to[0])) arrivals.set(to[0], new Map());
    arrivals.get(to[0]).set(to[1], old[from[0]].rows[from[1]]);
  }
  const moved = update.moveRows.map(([from]) => old[from[0]].rows[from[1]]);
  const startTops = new Map(moved.map((row) => [row, row.el.getBoundingClientRect().top]));

  // Old coordinates first: what leaves, and what is reloaded.
  for (const s of deletedSections) leave(old[s].el, "section-leaving");
  for (const [s, rows] of deleted) for (const r of rows) leave(old[s].rows[r].el, "row-leaving");
  const reloadedRows = [];
  for (const [s, rows] of reloaded) for (const r of rows) reloadedRows.push(old[s].rows[r]);

  // New coordinates: each kept section's rows are its inserts, its move destinations and, in
  // order, its stationary rows; inserted sections are built whole.
  const newIds = [];
  for (const [s, rows] of inserted) for (const r of rows) newIds.push(layout[s].rows[r]);
  for (const s of insertedSections) newIds.push(...layout[s].rows);
  const views = table.rowViews([...newIds, ...reloadedRows.map((row) => row.id)]);
  const sectionViews = table.sectionViews(layout);

  const mismatches = [];
  const changed = new Set();
  const keptOld = old.map((section, s) => ({ section, s })).filter(({ s }) => !deletedSections.has(s));
  let nextKept = 0;
  const sections = layout.map((entry, s) => {
    if (insertedSections.has(s)) {
      const section = table.buildSection(entry, sectionViews[s], views);
      enter(section.el, "section-entering");
      return section;
    }
    const kept = keptOld[nextKept++];
    if (!kept) throw new Error(`update ${JSON.stringify(update)} keeps more sections than the table has`);
    const section = kept.section;
    const gone = [deleted.get(kept.s), movedFrom.get(kept.s)].filter(Boolean);
    const stationary = gone.length ? section.rows.filter((_, r) => !gone.some((set) => set.has(r))) : section.rows;
    const insertedHere = inserted.get(s);
    const arrivingHere = arrivals.get(s);
    if (gone.length || insertedHere || arrivingHere) changed.add(section);
    let nextStationary = 0;
    section.rows = entry.rows.map((id, r) => {
      let row;
      if (insertedHere?.has(r)) {
        row = table.buildRow(id, views.get(id), section);
        enter(row.el, "row-entering");
      } else if (arrivingHere?.has(r)) {
        row = arrivingHere.get(r);
      } else {
        row = stationary[nextStationary++];
      }
      if (!row || row.id !== id) mismatches.push({ section: s, row: r, expected: id, found: row?.id ?? null });
      if (!row) return table.buildRow(id, table.rowViews([id]).get(id), section);
      row.section = section;
      return row;
    });
    table.fillSectionChrome(section, sectionViews[s]);
    return section;
  });

  for (const row of reloadedRows) {
    const view = views.get(row.id);
    table.builder.fill(row.el, row.id, view, table.rowContext(view, row.section));
  }
  placeInOrder(table.container, sections.map((section) => section.el), "section-leaving");
  sections.forEach((section, s) => {
    if (changed.has(section)) placeInOrder(section.body, section.rows.map((row) => row.el), "row-leaving");
    table.markSelected(section, layout[s].selected);
  });
  table.sections = sections;
  refreshExpanded(table, changed);
  slide(moved, startTops);
  return mismatches;
}

/**
 * Turns the disclosures of the expandable rows of the sections whose rows changed: what expanding
 * or collapsing does (an accordion's other rows included) shows as rows coming and going there.
 * - Complexity: O(rows of those sections), plus one engine call for their expandable rows.
 */
function refreshExpanded(table, sections) {
  const rows = [];
  for (const section of sections) for (const row of section.rows) if (row.el.classList.contains("expandable")) rows.push(row);
  if (rows.length === 0) return;
  const views = table.engine.json("formc_rows", rows.map((row) => row.id));
  rows.forEach((row, index) => table.builder.showExpanded(row.el, Boolean(views[index]?.expanded)));
}

/**
 * Puts `elements` in this order in `parent`, moving only those out of place; elements with
 * `leavingClass` stay where they are (they are fading out, and no longer count).
 * - Complexity: O(children of parent).
 */
function placeInOrder(parent, elements, leavingClass) {
  let previous = null;
  for (const element of elements) {
    let next = previous ? previous.nextElementSibling : parent.firstElementChild;
    while (next && next !== element && next.classList.contains(leavingClass)) next = next.nextElementSibling;
    if (next !== element) {
      if (previous) previous.after(element);
      else parent.prepend(element);
    }
    previous = element;
  }
}

/** Fades an element out where it is and removes it; it stops counting at once (no data ids). */
function leave(element, className) {
  element.removeAttribute("data-row-id");
  element.removeAttribute("data-section-id");
  for (const child of element.querySelectorAll("[data-row-id]")) child.removeAttribute("data-row-id");
  element.classList.remove("row-entering", "section-entering");
  // No height is measured here: reading one would lay out the whole table in the middle of the batch.
  element.classList.add(className);
  const remove = () => element.remove();
  element.addEventListener("animationend", remove, { once: true });
  setTimeout(remove, fadeMilliseconds + 100);
}

function enter(element, className) {
  element.classList.add(className);
  element.addEventListener("animationend", () => element.classList.remove(className), { once: true });
}

/** Moved rows slide from where they were to where they are (FLIP: measured before and after). */
function slide(rows, startTops) {
  if (rows.length === 0) return;
  for (const row of rows) {
    const delta = startTops.get(row) - row.el.getBoundingClientRect().top;
    if (delta === 0) continue;
    row.el.style.transition = "none";
    row.el.style.transform = `translateY(${delta}px)`;
    row.el.classList.add("row-moving");
  }
  requestAnimationFrame(() => {
    for (const row of rows) {
      row.el.style.transition = "";
      row.el.style.transform = "";
    }
    setTimeout(() => rows.forEach((row) => row.el.classList.remove("row-moving")), fadeMilliseconds);
  });
}
