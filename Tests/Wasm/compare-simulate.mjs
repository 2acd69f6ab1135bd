// Holds the WebAssembly engine to `formc simulate`: for each compiled form, random event lines
// (chosen from what the wasm engine shows as it goes) are replayed in the module and then by
// `formc simulate --layout --content`, and every object (up to simulate's "content"), every layout
// and the final --dump-state must be byte for byte the same.
//
//   node Tests/Wasm/compare-simulate.mjs WASM FORMS_DIR FORMC [EVENTS_PER_FORM] [SEED]
//
// FORMS_DIR holds the *.formc.json that `formc compile Forms -o FORMS_DIR` writes.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEngine, random } from "./engine.mjs";

const [wasm, formsDir, formc, eventCount = "200", seedText = "1"] = process.argv.slice(2);
if (!wasm || !formsDir || !formc) {
  console.error("usage: compare-simulate.mjs WASM FORMS_DIR FORMC [EVENTS_PER_FORM] [SEED]");
  process.exit(2);
}

/** One event line, chosen from what the engine shows now. */
function nextLine(engine, next) {
  const pick = (items) => items[Math.floor(next() * items.length)];
  const layout = JSON.parse(engine.layout().text);
  const rowIDs = layout.flatMap((s) => s.rows.map((r) => (typeof r === "string" ? r : r.id)));
  const roll = next();
  if (roll < 0.04) return pick(["", "# a comment", "tap nothingLikeThis", "sumbit", "set", "tap " + (rowIDs[0] ?? "x") + "x"]);
  if (roll < 0.08) return pick(["submit", "resetValidation"]);
  if (roll < 0.14) {
    const id = pick(rowIDs) ?? "x";
    return next() < 0.3 ? "search" : "search " + id.slice(0, 1 + Math.floor(next() * 3));
  }
  if (rowIDs.length === 0) return "search";
  const id = pick(rowIDs);
  const [row] = JSON.parse(engine.rows([id]).text);
  if (roll < 0.22) {
    const sections = JSON.parse(engine.sections(layout.map((_, i) => i)).text).filter((s) => s && s.list);
    if (sections.length > 0) {
      const list = pick(sections).list;
      const items = rowIDs.filter((r) => r.startsWith(list + "["));
      const key = items.length ? pick(items).slice(list.length + 1).split("]")[0] : "k";
      return pick([`append ${list}`, `remove ${list}[${key}]`, `move ${list} 0 1`, `insert ${list} 0`]);
    }
  }
  if (roll < 0.35) return (next() < 0.5 ? "expand " : "collapse ") + id;
  if (roll < 0.55 && row && row.options && row.options.length) {
    const option = pick(row.options).value;
    return row.kind === "multichoice" ? `set ${id} ${JSON.stringify([option])}` : `edit ${id} ${JSON.stringify(option)}`;
  }
  if (roll < 0.65 && row && ["text", "number", "decimal"].includes(row.kind)) {
    const value = row.kind === "text" ? JSON.stringify(pick(["", "ada@example.com", "42", "x y", "café", "cafe\u0301"])) : pick(["3", "-1", "7.5"]);
    return `edit ${id} ${value}`;
  }
  return "tap " + id;
}

const tmp = mkdtempSync(join(tmpdir(), "formc-wasm-"));
let failures = 0;
let compared = 0;
const files = readdirSync(formsDir).filter((f) => f.endsWith(".formc.json")).sort();
for (const [index, file] of files.entries()) {
  const path = join(formsDir, file);
  const engine = loadEngine(wasm);
  const loaded = engine.load(readFileSync(path, "utf8"));
  if (loaded.status !== 0) {
    console.error(`${file}: formc_load failed: ${loaded.text}`);
    failures++;
    continue;
  }
  const next = random(Number(seedText) * 1000 + index);
  const lines = [];
  // Each reply is simulate --content's object without "content": the update, then
  // "reconfigureRows" (not for a refused line). With the layout put where simulate --layout
  // --content prints it, before "reconfigureRows", it is that line up to its "content".
  const withLayout = (reply) => {
    const at = reply.lastIndexOf(', "reconfigureRows": ');
    const update = at < 0 ? reply.slice(0, -1) : reply.slice(0, at);
    return update + `, "layout": ${engine.layout().text}` + (at < 0 ? "" : reply.slice(at, -1));
  };
  const fromWasm = [withLayout(`{"event": null, "reconfigureRows": []}`)];
  for (let i = 0; i < Number(eventCount); i++) {
    const line = nextLine(engine, next);
    lines.push(line);
    const sent = engine.send(line);
    if (sent.status === 2) continue;
    fromWasm.push(withLayout(sent.text));
  }
  const state = engine.state().text;
  const events = join(tmp, file + ".events");
  writeFileSync(events, lines.join("\n") + "\n");
  const run = (args) => {
    try {
      return execFileSync(formc, ["simulate", path, "--events", events, ...args], { encoding: "utf8", maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "ignore"] });
    } catch (error) {
      return error.stdout; // a failed event exits 1; its output is what counts
    }
  };
  const fromCLI = run(["--layout", "--content"]).split("\n").filter((l) => l.length > 0);
  const cliState = run(["--dump-state"]);
  let mismatches = 0;
  for (let i = 0; i < Math.max(fromCLI.length, fromWasm.length); i++) {
    compared++;
    if (!(fromCLI[i] ?? "").startsWith(fromWasm[i] + ', "content": ')) {
      if (mismatches++ < 3) console.error(`${file}: line ${i} differs\n  simulate: ${fromCLI[i]}\n  wasm:     ${fromWasm[i]}`);
    }
  }
  if (cliState !== state) {
    mismatches++;
    console.error(`${file}: --dump-state differs\n  simulate: ${cliState}\n  wasm:     ${state}`);
  }
  console.log(`${file}: ${fromWasm.length - 1} events, ${mismatches === 0 ? "same" : mismatches + " differences"}`);
  failures += mismatches;
}
console.log(`${compared} objects compared, ${failures} differences; events in ${tmp}`);
process.exit(failures === 0 ? 0 : 1);
