// What the page reads from the compiled form itself (the JSON formc compiled, inline in the
// page): which rows expand from which, which rows belong to list items and what each list
// allows. Only structure: every value and every decision comes from the engine.

class FormStructure {
  constructor(compiled) {
    const rows = compiled.rows;
    this.rowIds = rows.id;
    this.slotOf = new Map(rows.id.map((id, slot) => [id, slot]));
    this.childrenBySlot = new Map();
    rows.parent.forEach((parent, slot) => {
      if (parent < 0) return;
      if (!this.childrenBySlot.has(parent)) this.childrenBySlot.set(parent, []);
      this.childrenBySlot.get(parent).push(slot);
    });
    const lists = compiled.lists;
    this.lists = new Map();
    this.listOfSlot = new Map();
    (lists?.id ?? []).forEach((id, index) => {
      const list = {
        id, reorder: lists.reorder[index],
        firstRow: lists.firstRow[index],
      };
      this.lists.set(id, list);
      for (let slot = lists.firstRow[index]; slot < lists.endRow[index]; slot++) this.listOfSlot.set(slot, list);
    });
    this.indexTitles = new Map();
    compiled.sections.id.forEach((id, index) => {
      const title = compiled.sections.indexTitle?.[index];
      if (title && !this.indexTitles.has(title)) this.indexTitles.set(title, id);
    });
  }

  /** For `list[key].row`: the item's list, key and template row, and whether it is the item's first row. */
  itemOf(id) {
    const match = /^([A-Za-z][A-Za-z0-9_]*)\[([A-Za-z0-9_-]+)\]\.([A-Za-z][A-Za-z0-9_]*)$/.exec(id);
    if (!match) return null;
    const list = this.lists.get(match[1]);
    if (!list) return null;
    return { list, key: match[2], row: match[3], isFirstRow: this.slotOf.get(match[3]) === list.firstRow };
  }

  /** The ids of the rows that expand directly from row `id` (an item's rows named for its item). */
  childrenOf(id) {
    const item = this.itemOf(id);
    const slot = this.slotOf.get(item ? item.row : id);
    const children = this.childrenBySlot.get(slot) ?? [];
    return children.map((child) => (item ? `${item.list.id}[${item.key}].${this.rowIds[child]}` : this.rowIds[child]));
  }
}
