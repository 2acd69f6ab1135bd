// The debug panel: the last event, its update as `formc simulate` prints it, the form's state
// (what `--dump-state` prints), and a box for typing simulate event lines.

class DebugPanel {
  constructor(root, send) {
    this.event = root.querySelector("#formc-debug-event");
    this.update = root.querySelector("#formc-debug-update");
    this.state = root.querySelector("#formc-debug-state");
    const form = root.querySelector("#formc-debug-form");
    const input = root.querySelector("#formc-debug-input");
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      for (const line of input.value.split("\n")) if (line.trim()) send(line);
      input.select();
    });
  }

  show(line, updateText, stateText, failed) {
    this.event.textContent = line;
    this.update.textContent = updateText;
    this.update.classList.toggle("failed", failed);
    this.state.textContent = stateText;
  }
}
