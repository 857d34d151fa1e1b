// The messages between the cluster's primary (server/cluster.mjs) and its workers (server/metrics.ts, server/entry.ts),
// named once. Plain JavaScript: the primary loads it without the built server.

/** A worker asks the primary for the metrics of every process (server/metrics.ts). */
export const ASK_METRICS = 'tanai:metrics-ask';
/** The primary's answer to ASK_METRICS: the summed Prometheus text, or an error. */
export const METRICS_ANSWER = 'tanai:metrics-answer';
/** The primary asks a worker to stop because a new one replaced it in a rolling restart (server/entry.ts). */
export const REPLACE_MESSAGE = 'tanai:replace';
