// Starts the page: loads the engine with the compiled form, draws the table once, and from then
// on sends every event line to the engine and applies the update it returns. Also the testing
// API (`window.formc`), and the replay of `#events=` with its log (`#formc-log`).

/** The event lines of `#events=a;b` (each part URL-decoded after splitting, so `%3B` is a `;`). */
function eventsInFragment(hash) {
  const match = /(?:^#|&)events=([^&]*)/.exec(hash);
  if (!match || match[1] === "") return [];
  return match[1].split(";").map((part) => decodeURIComponent(part));
}

/** The row or section of `#show=ID` (after any `events=`, joined with `&`), which the table scrolls to: for screenshots. */
function shownInFragment(hash) {
  const match = /(?:^#|&)show=([^&]*)/.exec(hash);
  return match ? decodeURIComponent(match[1]) : null;
}

async function startPreview() {
  const body = document.body;
  const compiledText = document.getElementById("formc-form").textContent;
  const wasm = FormEngine.decode(document.getElementById("formc-wasm").textContent.trim());
  let engine;
  try {
    engine = FormEngine.loadNow(wasm, compiledText);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    engine = await FormEngine.load(wasm, compiledText);
  }
  const compiled = JSON.parse(compiledText);
  const form = engine.json("formc_form");
  const log = [];
  const api = { recording: true };
  let table = null;
  let debug = null;
  let debugPending = null;

  const send = (line) => {
    const result = engine.call("formc_send", line);
    if (result.status === 2) return result.text;
    const failed = result.status !== 0;
    let mismatches = [];
    let layoutText = null;
    if (!failed) {
      const update = JSON.parse(result.text);
      const after = readTableAfter(engine, table.sections.length, update);
      mismatches = applyUpdate(table, update, after, editedRow(line));
      // The whole layout costs the engine time in proportion to the table: it is read only to
      // record what the tests compare (every id), not on an event's path otherwise.
      if (api.recording) {
        layoutText = engine.call("formc_layout").text;
        mismatches.push(...compareWithLayout(table, readLayout(layoutText)));
      }
      if (mismatches.length) console.error("formc preview: the table disagrees with the layout", mismatches);
      // The index lists the shown sections' titles, so it follows the table: the engine's list
      // (formc_form's sectionIndex, O(sections)), not one rebuilt here from the section views.
      if (sectionIndex.shown) sectionIndex.show(engine.json("formc_form").sectionIndex);
      // A search sent as an event line (typed in the panel, or in the URL's #events=) shows its
      // query in the search field, as the field's own typing does.
      const query = searchedText(line);
      const input = document.querySelector("#formc-search input");
      if (query !== null && input && input.value !== query) input.value = query;
    }
    if (api.recording) {
      log.push({
        event: line, update: result.text, layout: layoutText ?? engine.call("formc_layout").text,
        rowIds: table.domRowIds(), sectionIds: table.domSectionIds(), displayed: table.displayed(), mismatches,
        searchField: document.querySelector("#formc-search:not([hidden]) input")?.value ?? null,
      });
    }
    // The panel is redrawn once per frame at most: the state of a large form is not on the event's path.
    const shown = { line, text: result.text, failed };
    if (debugPending === null) {
      debugPending = shown;
      requestAnimationFrame(() => {
        const { line: last, text, failed: lastFailed } = debugPending;
        debugPending = null;
        debug.show(last, text, engine.call("formc_state").text, lastFailed);
      });
    } else {
      debugPending = shown;
    }
    return result.text;
  };

  document.getElementById("formc-title").textContent = form.title ?? compiled.title ?? compiled.form;
  table = new FormTable(document.getElementById("formc-table"), engine, send);
  table.render(readLayout(engine.call("formc_layout").text));
  debug = new DebugPanel(document.getElementById("formc-debug"), send);
  debug.show("(none)", "", engine.call("formc_state").text, false);
  debug.suggestEvent(table.container);
  enableDragToReorder(table, send);
  showSearch(form, send);
  const sectionIndex = new SectionIndex(document.getElementById("formc-index"), table);
  sectionIndex.show(form.sectionIndex);

  Object.assign(api, {
    /** Sends one `formc simulate` event line; returns the update as simulate prints it. */
    send,
    /** The table as `formc simulate --layout` prints it. */
    layout: () => engine.call("formc_layout").text,
    /** The form's values, as `formc simulate --dump-state` prints them. */
    state: () => engine.call("formc_state").text,
    /** What each shown section and row displays, read from the DOM (FormTable.displayed). */
    displayed: () => table.displayed(),
    /**
     * What was recorded per event: the event, its update, the layout, and the DOM's ids and what
     * it displays after it.
     */
    log,
  });
  window.formc = api;

  for (const line of eventsInFragment(location.hash)) send(line);
  const shown = shownInFragment(location.hash);
  if (shown) {
    // Once the batches' rows have opened: a section still opening has not its height yet.
    const id = CSS.escape(shown);
    setTimeout(() => table.container.querySelector(`[data-row-id="${id}"], [data-section-id="${id}"]`)
      ?.scrollIntoView({ block: "center" }), fadeMilliseconds + 150);
  }
  document.getElementById("formc-log").textContent = JSON.stringify(log).replace(/</g, "\\u003c");
  body.dataset.formcReady = "1";
}

/** The query of a `search` line (`search TEXT`, the rest of the line; `search` alone clears), or null. */
function searchedText(line) {
  const match = /^\s*search(?:\s(.*))?$/.exec(line);
  return match ? match[1] ?? "" : null;
}

/** The row an `edit` line names (`edit ROW VALUE`), or null for any other line. */
function editedRow(line) {
  return /^\s*edit\s+(\S+)/.exec(line)?.[1] ?? null;
}

function showSearch(form, send) {
  if (!form.searchable) return;
  const field = document.getElementById("formc-search");
  field.hidden = false;
  field.querySelector("input").addEventListener("input", (event) => {
    const text = event.target.value;
    send(text === "" ? "search" : `search ${text}`);
  });
}

/** The section index on the table's right edge: a tap scrolls to the first section with that title. */
class SectionIndex {
  constructor(element, table) {
    this.element = element;
    this.table = table;
    this.shown = false;
    this.titles = "";
  }

  show(titles) {
    const list = titles ?? [];
    this.shown = this.shown || list.length > 0;
    if (JSON.stringify(list) === this.titles) return;
    this.titles = JSON.stringify(list);
    this.element.hidden = list.length === 0;
    // The table narrows while the index shows, as UITableView insets its cells for it, so that
    // the letters sit beside the cells rather than over their right edge.
    this.element.parentElement?.classList.toggle("with-index", list.length > 0);
    this.element.replaceChildren(...list.map((title) => el("button", {
      type: "button",
      onclick: () => {
        this.table.container.querySelector(`[data-index-title="${CSS.escape(title)}"]`)?.scrollIntoView({ block: "start" });
      },
    }, title)));
  }
}

startPreview().catch((error) => {
  console.error(error);
  document.body.dataset.formcError = String(error?.message ?? error);
  document.getElementById("formc-table").replaceChildren(
    el("div", { class: "load-error" }, `The preview could not start: ${error?.message ?? error}`));
});
