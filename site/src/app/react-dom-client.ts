/**
 * React DOM's client, set up where it is bundled: importing it through this module puts the set-up
 * (about 12-17 ms of the main thread at 1x, the longest step of starting the app) in the evaluation
 * of the `react-dom` chunk, which the bootstrap runs in a task of its own, instead of in the entry's.
 */
export { hydrateRoot } from 'react-dom/client';
