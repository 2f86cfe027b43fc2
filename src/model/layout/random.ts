/**
 * mulberry32: a tiny seeded 32-bit PRNG returning floats in [0, 1). The model needs chance
 * only where an algorithm asks for it (Louvain's random walk), and then always the same chance,
 * so the same library gives the same picture. scripts/synthetic.ts uses it too.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
