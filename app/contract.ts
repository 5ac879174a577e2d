/**
 * The one contract between the dashboard and the table: every operation with the schema of its
 * payload and of its reply, the push, the socket's frames and path. The server, the Electron
 * main process and preload, and the renderer take the wire from here and from nowhere else; the
 * renderer imports nothing else at all. Its parts live in ./contract/.
 */
export * from './contract/books-requests.js';
export * from './contract/frames.js';
export * from './contract/key-in.js';
export * from './contract/operations.js';
export * from './contract/outcome.js';
export * from './contract/pit-floor.js';
export * from './contract/pit-report.js';
export * from './contract/ratings.js';
export * from './contract/refused-error.js';
export * from './contract/review-replies.js';
export * from './contract/round-list.js';
export * from './contract/round-report.js';
export * from './contract/rule-economics.js';
export * from './contract/shift-report.js';
export * from './contract/shift-report-csv.js';
export * from './contract/table-message.js';
export { describeIssues, type Wire, type WireOf } from './contract/wire-shape.js';
