import { parentPort, workerData } from 'node:worker_threads';
import { exactEdge } from '../../../engine/economics/exact-edge.js';
import type { EdgeStrategy } from '../../../engine/economics/hand-play.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';

/** The thread `exactEdgeOffThread` starts: one analysis, its figures posted back. */
const { profile, strategy } = workerData as { profile: RuleProfile; strategy: EdgeStrategy };
parentPort?.postMessage(exactEdge(profile, strategy));
