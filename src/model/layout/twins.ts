/**
 * Twin cases, for Louvain: cases tied to exactly the same attribute groups and to no case
 * directly. In the bipartite graph they have the same neighbours with the same weights, so one
 * node standing for all of them, its ties weighted by how many they are, gives every partition
 * that keeps them together the same modularity (the cases of a twin set have no tie among them,
 * and their degrees add up), and nothing tells twins apart to split them.
 *
 * Libraries at scale are mostly twins (200,000 cases over a few causes and components made a
 * million edges; graphology's edge insertion and the garbage it left were most of the time).
 * A case with no attribute group (nothing shared) or with a direct link stays its own node: the
 * first is alone in any partition, the second has a tie its twins would not have.
 */
export interface Twins {
  /** For each case (by id rank), its node. Nodes are numbered in order of their first case. */
  nodeOf: Int32Array;
  /** For each node, how many cases it stands for. */
  size: Int32Array;
  /** For each node, its first case (by id rank): the one that carries the node's ties. */
  first: Int32Array;
  count: number;
}

/**
 * `groups`: the attribute groups, each as its members' id ranks; `alone(r)`: whether case r keeps
 * a node of its own (it has a direct tie). Deterministic: it depends only on ranks and the groups' order.
 */
export function findTwins(n: number, groups: readonly (readonly number[])[], alone: (rank: number) => boolean): Twins {
  // Each case's signature: the positions of the groups it is in, in group order.
  const signature: string[] = new Array<string>(n).fill('');
  groups.forEach((members, g) => {
    for (const r of members) signature[r] += `${g},`;
  });
  const nodeOf = new Int32Array(n);
  const first: number[] = [];
  const size: number[] = [];
  const bySignature = new Map<string, number>();
  for (let r = 0; r < n; r++) {
    const sig = signature[r]!;
    const shared = sig !== '' && !alone(r);
    const known = shared ? bySignature.get(sig) : undefined;
    if (known !== undefined) {
      nodeOf[r] = known;
      size[known]!++;
      continue;
    }
    const node = first.length;
    first.push(r);
    size.push(1);
    nodeOf[r] = node;
    if (shared) bySignature.set(sig, node);
  }
  return { nodeOf, size: Int32Array.from(size), first: Int32Array.from(first), count: first.length };
}

/** Every case its own node: what Louvain sees when twins are not merged. */
export function noTwins(n: number): Twins {
  const nodeOf = Int32Array.from({ length: n }, (_, r) => r);
  return { nodeOf, size: new Int32Array(n).fill(1), first: nodeOf, count: n };
}
