// Drag to reorder a list's items, by the handle on an item's first row: the item's rows follow
// the pointer, and dropping them sends `move LIST FROM TO` (list indexes, as a table view's
// `moveRowAt:to:` reports a drag) to the engine, whose update then places every row.

function enableDragToReorder(table, send) {
  table.container.addEventListener("pointerdown", (event) => {
    const handle = event.target.closest(".handle");
    if (!handle) return;
    event.preventDefault();
    const list = handle.dataset.list;
    const key = handle.dataset.key;
    const items = itemsOf(table, list);
    const from = items.findIndex((item) => item.key === key);
    if (from < 0) return;
    const dragged = items[from].elements;
    const startY = event.clientY;
    dragged.forEach((element) => element.classList.add("row-dragging"));
    const move = (moveEvent) => {
      const dy = moveEvent.clientY - startY;
      dragged.forEach((element) => { element.style.transform = `translateY(${dy}px)`; });
    };
    const drop = (upEvent) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", drop);
      dragged.forEach((element) => {
        element.classList.remove("row-dragging");
        element.style.transform = "";
      });
      // The item lands after every other item whose middle is above the pointer.
      const y = upEvent.clientY;
      const to = items.filter((item, index) => index !== from && middle(item) < y).length;
      if (to !== from) send(`move ${list} ${from} ${to}`);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", drop);
  });
}

/** The items of `list` in table order, each with its key and the elements of its shown rows. */
function itemsOf(table, list) {
  const items = [];
  const byKey = new Map();
  for (const section of table.sections) {
    for (const row of section.rows) {
      const { list: rowList, key } = row.el.dataset;
      if (rowList !== list) continue;
      if (!byKey.has(key)) {
        byKey.set(key, { key, elements: [] });
        items.push(byKey.get(key));
      }
      byKey.get(key).elements.push(row.el);
    }
  }
  return items;
}

function middle(item) {
  const first = item.elements[0].getBoundingClientRect();
  const last = item.elements[item.elements.length - 1].getBoundingClientRect();
  return (first.top + last.bottom) / 2;
}
