/**
 * The PostgreSQL clusters a test file started and has not stopped: pg-cluster.ts adds and removes
 * them, the suite's setup (stop-clusters-left.ts) stops what is left once the file is done. Its own
 * module, so that the setup of a file that starts no cluster does not load the PostgreSQL client.
 */
export interface ClusterLeft {
  stop(): Promise<void>;
}

export const clustersLeft = new Set<ClusterLeft>();
