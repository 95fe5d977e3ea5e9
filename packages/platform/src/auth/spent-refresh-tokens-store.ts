// IndexedDB as a key-value store, in a chunk of its own: loaded with the first refresh, not at
// start (ADR 0340), and named so the bundle budgets can place it.
export { createStore, get, set, type UseStore } from 'idb-keyval';
