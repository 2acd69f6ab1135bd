// The form engine, compiled to WebAssembly from the same Swift sources an app embeds: every
// change of the form goes through it, and the page only shows what it answers. Text crosses in
// the module's memory as UTF-8 (docs/preview.md, "The engine's exports").

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

/**
 * The WASI functions the module imports: `random_get` alone, the hash seed's bytes (docs/preview.md;
 * libc's stdio is not linked). Any other is a system call the page does not have: WASI's ENOSYS (52).
 */
function wasiImports(memory) {
  const known = {
    random_get: (pointer, length) => {
      crypto.getRandomValues(new Uint8Array(memory().buffer, pointer, length));
      return 0;
    },
  };
  return new Proxy(known, { get: (target, name) => target[name] ?? (() => 52) });
}

/** One loaded form in the engine: `call` runs an export and returns its status and result text. */
class FormEngine {
  /** The version of docs/preview.md's contract this page follows. */
  static contractVersion = 3;

  /**
   * Loads the engine and the form while the page's script runs, so that the page is ready (and its
   * `#events=` replayed) before its load event: tools that read the page once it has loaded, like
   * `chromium --dump-dom`, then see it finished. Browsers compile a small module synchronously on
   * the main thread; one they refuse (a RangeError) is loaded by `load` instead. The page holds
   * the module deflated and in base64, as formc embeds it (the built-in module, or the one
   * FORMC_PREVIEW_WASM names).
   */
  static loadNow(moduleBytes, compiledFormJSON) {
    const exports = { current: null };
    const instance = new WebAssembly.Instance(new WebAssembly.Module(moduleBytes), FormEngine.imports(exports));
    return FormEngine.start(instance, exports, compiledFormJSON);
  }

  static async load(moduleBytes, compiledFormJSON) {
    const exports = { current: null };
    const { instance } = await WebAssembly.instantiate(moduleBytes, FormEngine.imports(exports));
    return FormEngine.start(instance, exports, compiledFormJSON);
  }

  /** The module's bytes from the page's text: base64 of the deflated module (inflate.js). */
  static decode(base64) {
    return inflateRaw(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  }

  /** What the module imports: WASI's functions, and for any other module functions that do nothing. */
  static imports(exports) {
    const memory = () => exports.current.memory;
    return new Proxy({ wasi_snapshot_preview1: wasiImports(memory) }, {
      get: (target, name) => target[name] ?? new Proxy({}, { get: () => () => 0 }),
    });
  }

  static start(instance, exports, compiledFormJSON) {
    exports.current = instance.exports;
    const ex = instance.exports;
    if (ex._initialize) ex._initialize();
    const version = ex.formc_abi_version?.();
    if (version !== FormEngine.contractVersion) {
      throw new Error(`the engine speaks contract version ${version}; this page needs ${FormEngine.contractVersion}`);
    }
    const engine = new FormEngine(ex);
    const loaded = engine.call("formc_load", compiledFormJSON);
    if (loaded.status !== 0) throw new Error(`the engine refused the compiled form: ${loaded.text}`);
    return engine;
  }

  constructor(exports) {
    this.exports = exports;
  }

  /** Runs export `name`, with `text` as its input when given; returns `{status, text}`. */
  call(name, text) {
    const ex = this.exports;
    let status;
    if (text === undefined) {
      status = ex[name]();
    } else {
      const bytes = utf8Encoder.encode(text);
      const pointer = ex.formc_alloc(Math.max(bytes.length, 1));
      new Uint8Array(ex.memory.buffer, pointer, bytes.length).set(bytes);
      try {
        status = ex[name](pointer, bytes.length);
      } finally {
        ex.formc_free(pointer);
      }
    }
    const pointer = ex.formc_result_ptr();
    const length = ex.formc_result_len();
    return { status, text: utf8Decoder.decode(new Uint8Array(ex.memory.buffer, pointer, length)) };
  }

  /** The export's result parsed as JSON; throws with the engine's message when it failed. */
  json(name, input) {
    const result = this.call(name, input === undefined ? undefined : JSON.stringify(input));
    if (result.status !== 0) throw new Error(`${name}: ${result.text}`);
    return JSON.parse(result.text);
  }
}
