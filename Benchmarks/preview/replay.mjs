// Times engine modules against each other in Node (BENCHMARKS.md, "The engine as WebAssembly:
// size"): the same event lines replayed in each, every event followed by `formc_layout`, as the
// preview page asks. The lines are chosen once, with the first module, from what it shows (taps,
// expands, collapses and searches of shown rows, 300 per form, a fixed seed); then each module
// replays all of them in turn, RUNS times, alternating, and the best time of each is printed.
//
//   node Benchmarks/preview/replay.mjs FORMS_DIR RUNS A.wasm [B.wasm ...]
//
// FORMS_DIR holds the *.formc.json that `formc compile Forms -o FORMS_DIR` writes. The committed
// module is Sources/FormcCLI/Resources/formc-engine.wasm.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadEngine, random } from "../../Tests/Wasm/engine.mjs";

const [formsDir, runsText, ...modules] = process.argv.slice(2);
const runs = Number(runsText);
if (!formsDir || !(runs > 0) || modules.length === 0) {
  console.error("usage: replay.mjs FORMS_DIR RUNS A.wasm [B.wasm ...]");
  process.exit(2);
}

const scripts = [];
for (const file of readdirSync(formsDir).filter((f) => f.endsWith(".formc.json")).sort()) {
  const json = readFileSync(join(formsDir, file), "utf8");
  const engine = loadEngine(modules[0]);
  engine.load(json);
  const next = random(11); // fixed: the same lines on every machine
  const lines = [];
  for (let event = 0; event < 300; event++) {
    const layout = JSON.parse(engine.layout().text);
    const ids = layout.flatMap((s) => s.rows.map((r) => (typeof r === "string" ? r : r.id)));
    const id = ids[Math.floor(next() * ids.length)] ?? "x";
    const roll = next();
    const line =
      roll < 0.1 ? "search " + id.slice(0, 2)
      : roll < 0.2 ? "search"
      : roll < 0.4 ? "expand " + id
      : roll < 0.5 ? "collapse " + id
      : "tap " + id;
    engine.send(line);
    lines.push(line);
  }
  scripts.push({ json, lines });
}

const best = modules.map(() => Infinity);
for (let run = 0; run < runs; run++) {
  for (const [index, module] of modules.entries()) {
    const engines = scripts.map(({ json }) => {
      const engine = loadEngine(module);
      engine.load(json);
      return engine;
    });
    const start = performance.now();
    for (const [form, { lines }] of scripts.entries()) {
      for (const line of lines) {
        engines[form].send(line);
        engines[form].layout();
      }
    }
    best[index] = Math.min(best[index], performance.now() - start);
  }
}
modules.forEach((module, index) => console.log(`${best[index].toFixed(1)} ms  ${module}`));
