// Loads the engine's .wasm in Node and calls its exports (docs/preview.md): what the preview
// page does, for scripts that hold the module to `formc simulate`.
import { readFileSync } from "node:fs";

/**
 * A small seeded generator (mulberry32), returning numbers in [0, 1): the scripts that replay
 * random events in the module choose them with it, so that a run can be replayed.
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The engine of `wasmPath`, with the contract's calls as functions on strings. */
export function loadEngine(wasmPath) {
  let memory;
  const wasi = {
    // The module's one import (docs/preview.md): its hash seed's bytes, which may be anything
    // here (the page gives crypto.getRandomValues).
    random_get: (ptr, len) => {
      new Uint8Array(memory.buffer, ptr, len).fill(7);
      return 0;
    },
  };
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi });
  const x = instance.exports;
  memory = x.memory;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const result = () => decoder.decode(new Uint8Array(memory.buffer, x.formc_result_ptr(), x.formc_result_len()));
  const withInput = (text, call) => {
    const bytes = encoder.encode(text);
    const ptr = x.formc_alloc(bytes.length);
    new Uint8Array(memory.buffer, ptr, bytes.length).set(bytes);
    const status = call(ptr, bytes.length);
    x.formc_free(ptr);
    return { status, text: result() };
  };
  const plain = (call) => {
    const status = call();
    return { status, text: result() };
  };
  return {
    version: x.formc_abi_version(),
    load: (json) => withInput(json, x.formc_load),
    send: (line) => withInput(line, x.formc_send),
    rows: (ids) => withInput(JSON.stringify(ids), x.formc_rows),
    sections: (refs) => withInput(JSON.stringify(refs), x.formc_sections),
    layout: () => plain(x.formc_layout),
    state: () => plain(x.formc_state),
    form: () => plain(x.formc_form),
    memoryBytes: () => memory.buffer.byteLength,
  };
}
