// The Mustache module is being written; this file keeps the target non-empty until then.
