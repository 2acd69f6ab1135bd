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
 * What the page reads of the table after `update`, instead of the whole layout (which costs the
 * engine time in proportion to the table: 28 ms at 10,000 rows, BENCHMARKS.md): every shown
 * section's view (its id, row count, selection and chrome), and the ids of the rows the batch
 * inserts, at its inserted positions and for every row of an inserted section (formc_rows_at).
 * - Complexity: O(sections + inserted rows), in the engine and here.
 */
function readTableAfter(engine, oldSectionCount, update) {
  const count = oldSectionCount - update.deleteSections.length + update.insertSections.length;
  const sectionViews = count > 0 ? engine.json("formc_sections", Array.from({ length: count }, (_, s) => s)) : [];
  const paths = update.insertRows.slice();
  for (const s of update.insertSections) {
    for (let r = 0; r < (sectionViews[s]?.rowCount ?? 0); r++) paths.push([s, r]);
  }
  const ids = paths.length ? engine.json("formc_rows_at", paths) : [];
  const idAt = new Map(paths.map(([s, r], index) => [`${s},${r}`, ids[index]]));
  return {
    sectionViews,
    idAt: (s, r) => idAt.get(`${s},${r}`) ?? null,
    /** Section `s` as readLayout gives a layout's section, its rows those read (inserted sections only). */
    entry(s) {
      const view = sectionViews[s];
      return {
        id: view?.id ?? null, group: view?.group ?? undefined,
        rows: Array.from({ length: view?.rowCount ?? 0 }, (_, r) => this.idAt(s, r)),
      };
    },
  };
}

/**
 * Applies `update` (the engine's reply: simulate's object with "reconfigureRows") to `table`;
 * `after` is what readTableAfter read of the table after it; `edited` is the row an `edit` line
 * named (null for other lines), which the engine does not list (a field being typed into already
 * shows its text) and which is read again unless its field has the focus. Every row the update
 * reloads or reconfigures is drawn again from its view: nothing else changes what a row shows.
 * Returns the places where the batch disagrees with the engine's row counts (empty when
 * consistent); `compareWithLayout` checks every id when the page records for the tests.
 * - Complexity: O(rows of the sections the update changes + sections), plus the rows it builds
 *   and draws again.
 */
function applyUpdate(table, update, after, edited) {
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
  for (const s of deletedSections) {
    leave(old[s].el, "section-leaving");
    for (const row of old[s].rows) table.forgetRow(row);
  }
  for (const [s, rows] of deleted) {
    for (const r of rows) {
      leave(old[s].rows[r].el, "row-leaving");
      table.forgetRow(old[s].rows[r]);
    }
  }
  // The kept rows to draw again: reloaded (old coordinates), reconfigured (by id), and the edited row.
  const redrawn = new Set();
  for (const [s, rows] of reloaded) for (const r of rows) redrawn.add(old[s].rows[r]);
  for (const id of [...(update.reconfigureRows ?? []), ...(edited === null ? [] : [edited])]) {
    const row = table.rowsById.get(id);
    if (row) redrawn.add(row);
  }

  // New coordinates: each kept section's rows are its inserts, its move destinations and, in
  // order, its stationary rows; inserted sections are built whole.
  const entries = new Map([...insertedSections].map((s) => [s, after.entry(s)]));
  const newIds = [];
  for (const [s, rows] of inserted) for (const r of rows) newIds.push(after.idAt(s, r));
  for (const entry of entries.values()) newIds.push(...entry.rows);
  const views = table.rowViews([...newIds.filter((id) => id !== null), ...[...redrawn].map((row) => row.id)]);
  const sectionViews = after.sectionViews;

  const mismatches = [];
  const changed = new Set();
  const keptOld = old.map((section, s) => ({ section, s })).filter(({ s }) => !deletedSections.has(s));
  let nextKept = 0;
  const sections = sectionViews.map((view, s) => {
    if (insertedSections.has(s)) {
      const section = table.buildSection(entries.get(s), view, views);
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
    const rowCount = view?.rowCount ?? 0;
    table.fillSectionChrome(section, view);
    if (!gone.length && !insertedHere && !arrivingHere) {
      // Untouched: its rows stay as they are (walking them would cost every event the whole table).
      if (section.rows.length !== rowCount) {
        mismatches.push({ section: s, row: Math.min(section.rows.length, rowCount), expected: null, found: null });
      }
      return section;
    }
    changed.add(section);
    let nextStationary = 0;
    section.rows = Array.from({ length: rowCount }, (_, r) => {
      let row;
      if (insertedHere?.has(r)) {
        const id = after.idAt(s, r);
        row = table.buildRow(id, views.get(id), section);
        enter(row.el, "row-entering");
      } else if (arrivingHere?.has(r)) {
        row = arrivingHere.get(r);
      } else {
        row = stationary[nextStationary++];
      }
      if (!row) {
        // The engine shows more rows here than the batch leaves: shown, and reported.
        const id = rowIdAt(table, s, r) ?? "";
        mismatches.push({ section: s, row: r, expected: id, found: null });
        return table.buildRow(id, table.rowViews([id]).get(id), section);
      }
      row.section = section;
      return row;
    });
    if (nextStationary < stationary.length) {
      mismatches.push({ section: s, row: rowCount, expected: null, found: stationary[nextStationary].id });
    }
    return section;
  });

  for (const row of redrawn) {
    // A field being typed into keeps its text and its focus: only what hangs under it changes.
    if (row.el.querySelector("input:focus")) table.builder.showError(row.el, views.get(row.id));
    else table.refillRow(row, views.get(row.id));
  }
  placeInOrder(table.container, sections.map((section) => section.el), "section-leaving");
  for (const section of sections) {
    if (changed.has(section)) placeInOrder(section.body, section.rows.map((row) => row.el), "row-leaving");
  }
  table.sections = sections;
  slide(moved, startTops);
  return mismatches;
}

/** The id of the row shown at `[s, r]`, asked of the engine (only where the batch disagrees with it). */
function rowIdAt(table, s, r) {
  return table.engine.json("formc_rows_at", [[s, r]])[0];
}

/**
 * Where the table's rows disagree with `layout` (readLayout's): every id of every section, which
 * is what the tests' guarantee is (the DOM's rows are the layout's after every event).
 * - Complexity: O(shown rows).
 */
function compareWithLayout(table, layout) {
  const mismatches = [];
  const count = Math.max(table.sections.length, layout.length);
  for (let s = 0; s < count; s++) {
    const found = table.sections[s]?.rows ?? [];
    const expected = layout[s]?.rows ?? [];
    for (let r = 0; r < Math.max(found.length, expected.length); r++) {
      if (found[r]?.id !== expected[r]) {
        mismatches.push({ section: s, row: r, expected: expected[r] ?? null, found: found[r]?.id ?? null });
      }
    }
  }
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
  // No height is measured here: reading one would lay out the whole table in the middle of the batch.
  element.classList.add(className);
  const remove = () => element.remove();
  element.addEventListener("animationend", remove, { once: true });
  setTimeout(remove, fadeMilliseconds + 100);
}

/**
 * Fades an element in where it lands. The class also goes by a timer: where animations do not run
 * (a hidden tab, a headless browser on virtual time) animationend never comes, and an element that
 * kept the class would open again from nothing each time a later batch moves it in the DOM.
 */
function enter(element, className) {
  element.classList.add(className);
  const done = () => element.classList.remove(className);
  element.addEventListener("animationend", done, { once: true });
  setTimeout(done, fadeMilliseconds + 100);
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
