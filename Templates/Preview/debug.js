// The debug panel: the last event, its update as `formc simulate` prints it, the form's state
// (what `--dump-state` prints), and a box for typing simulate event lines.

class DebugPanel {
  constructor(root, send) {
    this.event = root.querySelector("#formc-debug-event");
    this.update = root.querySelector("#formc-debug-update");
    this.state = root.querySelector("#formc-debug-state");
    const form = root.querySelector("#formc-debug-form");
    const input = root.querySelector("#formc-debug-input");
    this.input = input;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      for (const line of input.value.split("\n")) if (line.trim()) send(line);
      input.select();
    });
  }

  /**
   * The box's placeholder: an event of this form, read from the drawn table (the first row a tap
   * does something to, else the first text field, else a submit), so that it can be sent as it is.
   */
  suggestEvent(container) {
    const tappable = container.querySelector(".row.tappable[data-row-id]");
    const field = container.querySelector('.row[data-control="textField"][data-row-id]');
    this.input.placeholder = tappable ? `tap ${tappable.dataset.rowId}`
      : field ? `edit ${field.dataset.rowId} "text"` : "submit";
  }

  show(line, updateText, stateText, failed) {
    this.event.textContent = line;
    this.update.textContent = updateText;
    this.update.classList.toggle("failed", failed);
    this.state.textContent = stateText;
  }
}
