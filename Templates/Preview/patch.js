// Applies one update of the engine to the table as UITableView applies a batch
// (performBatchUpdates): deletes and move sources are read at their old index paths, inserts and
// move destinations at their new ones, reloads at old ones; every other row of a kept section is
// stationary and keeps its order. Deleted rows fade out where they were, inserted rows fade in
// where they land, moved rows slide, reloaded rows are rebuilt in place. Nothing else is touched:
// the table is never drawn again from scratch.

const fadeMilliseconds = 300;

/** A path `[section, row]` as a map key. */
const pathKey = (path) => `${path[0]},${path[1]}`;

/**
 * Applies `update` (simulate's object) to `table`; `layout` is the table after it (readLayout).
 * Returns the rows whose ids disagree with the layout (empty when the batch is consistent).
 */
function applyUpdate(table, update, layout) {
  const old = table.sections;
  const deletedSections = new Set(update.deleteSections);
  const insertedSections = new Set(update.insertSections);
  const deleted = new Set(update.deleteRows.map(pathKey));
  const reloaded = new Set(update.reloadRows.map(pathKey));
  const inserted = new Set(update.insertRows.map(pathKey));
  const movedFrom = new Set();
  const movedTo = new Map();
  for (const [from, to] of update.moveRows) {
    movedFrom.add(pathKey(from));
    movedTo.set(pathKey(to), old[from[0]].rows[from[1]]);
  }
  const moved = update.moveRows.map(([from]) => old[from[0]].rows[from[1]]);
  const startTops = new Map(moved.map((row) => [row, row.el.getBoundingClientRect().top]));

  // Old coordinates first: what leaves, and what is reloaded.
  const reloadedRows = [];
  old.forEach((section, s) => {
    if (deletedSections.has(s)) {
      leave(section.el, "section-leaving");
      return;
    }
    section.rows.forEach((row, r) => {
      const key = `${s},${r}`;
      if (deleted.has(key)) leave(row.el, "row-leaving");
      else if (reloaded.has(key)) reloadedRows.push(row);
    });
  });

  // New coordinates: each kept section's rows are its inserts, its move destinations and, in
  // order, its stationary rows; inserted sections are built whole.
  const newIds = [];
  layout.forEach((entry, s) => {
    if (insertedSections.has(s)) return;
    entry.rows.forEach((id, r) => {
      if (inserted.has(`${s},${r}`)) newIds.push(id);
    });
  });
  layout.forEach((entry, s) => { if (insertedSections.has(s)) newIds.push(...entry.rows); });
  const views = table.rowViews([...newIds, ...reloadedRows.map((row) => row.id)]);
  const sectionViews = table.sectionViews(layout);

  const mismatches = [];
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
    const stationary = section.rows.filter((_, r) => !deleted.has(`${kept.s},${r}`) && !movedFrom.has(`${kept.s},${r}`));
    let nextStationary = 0;
    section.rows = entry.rows.map((id, r) => {
      const key = `${s},${r}`;
      let row;
      if (inserted.has(key)) {
        row = table.buildRow(id, views.get(id), section);
        enter(row.el, "row-entering");
      } else if (movedTo.has(key)) {
        row = movedTo.get(key);
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
    placeInOrder(section.body, section.rows.map((row) => row.el), "row-leaving");
    table.markSelected(section, layout[s].selected);
  });
  table.sections = sections;
  slide(moved, startTops);
  return mismatches;
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
  element.classList.add(className);
  element.style.height = `${element.offsetHeight}px`;
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
