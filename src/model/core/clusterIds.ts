/**
 * The id of the cluster that gathers the cases too few to form a pattern of their own. In its own
 * module so the page can name it without loading the clustering (graphology and Louvain), which
 * runs in the worker only.
 */
export const OTHER_CLUSTER_ID = 'other';
