/**
 * React DOM's client, set up where it is bundled: this module is a chunk of its own
 * (`react-dom-client`, see vite.config.ts), so React DOM's set-up (about 12-17 ms of the main thread
 * at 1x, the longest step of starting the app) runs when the bootstrap evaluates that chunk, in a task
 * of its own, instead of inside the entry's evaluation.
 */
export { hydrateRoot } from 'react-dom/client';
