import { describe, expect, it } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { createDeriver } from '../../src/model/view';
import { draftNodeId } from '../../src/model/network';
import { filterDraftText, parseDraft } from '../../src/model/view';
import { withDraftNode, withDraftPosition } from '../../src/model/layout';
import { emptyFilters } from '../../src/model/view';
import { relationCounts } from '../../src/model/view';
import { describeReasons, relationsOf } from '../../src/model/relations';
import { buildSimilarityIndex } from '../../src/model/similarity';
import { matchDraft } from '../../src/model/similarity';
import { similarCases, textEdges, type SimilarMatch } from '../../src/model/similarity';
import { similarSnippet } from '../../src/model/similarity';
import { attachTextEdges, textRelations, textRelationsOf } from '../../src/model/similarity';
import { openLibrary } from '../../src/model/library';
import { parseTaxonomy } from '../../src/model/core';
import { bundledTaxonomy as rawBundledTaxonomy } from '../../src/data/bundled';
import { WorkerSimilarity } from '../../src/state/similarClient';
import { WorkerChannel, type WorkerPort } from '../../src/state/workerChannel';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { WorkerSession } from '../../src/worker/session';
import { LibrarySimilarity, TEXT_EDGES_PER_CASE } from '../../src/worker/similarity';
import { EVAL_DRAFTS } from '../eval/drafts';
import { bundledIndex, bundledTaxonomy, englishWording, indexOf, rawCase } from './support/library';

const index = bundledIndex();
const taxonomy = bundledTaxonomy();
const at = (id: string) => index.byId.get(id)!;

describe('the text relation rule', () => {
  it('has no groups until text edges are attached, then one group per edge with its words as the reason', () => {
    const fresh = bundledIndex();
    expect(textRelations(fresh).groups.size).toBe(0);
    expect(relationsOf(fresh, at('IL-0034'), 'text').filter((r) => r.reasons.some((x) => x.kind === 'reads-alike'))).toEqual([]);
    const edges = textEdges(buildSimilarityIndex(fresh.cases));
    attachTextEdges(fresh, edges);
    expect(textRelations(fresh).groups.size).toBe(edges.length);
    const [a, b, , terms] = edges[0]!;
    const relation = relationsOf(fresh, a, 'text').find((r) => r.other === b)!;
    expect(relation.reasons).toContainEqual({ kind: 'reads-alike', terms: terms.slice(0, 3) });
    expect(describeReasons(relation.reasons, englishWording(taxonomy))).toContain(`reads alike: ${terms.slice(0, 3).join(', ')}`);
  });

  it('drops edges naming no case, a case twice, or the same pair again, and orders a case\'s groups best first', () => {
    const rel = textRelationsOf([[0, 1, 0.3, ['x']], [1, 0, 0.9, ['y']], [2, 2, 1, []], [0, 99, 1, []], [-1, 0, 1, []], [0.5, 1, 1, []], [0, 2, 0.5, ['z', 7 as unknown as string]]], 3);
    expect([...rel.groups.keys()]).toEqual(['0:1', '0:2']);
    expect(rel.terms.get('0:2')).toEqual(['z']);
    expect(rel.byCase.get(0)).toEqual(['0:2', '0:1']);
  });

  it('refreshes what derives from the rule when the edges arrive: the graph and the list counts', () => {
    const fresh = bundledIndex();
    const derive = createDeriver();
    const input = { index: fresh, filters: emptyFilters(), searchMask: null, rule: 'text' as const, focus: null };
    const before = derive(input).graph;
    const countsBefore = relationCounts(fresh, 'text');
    expect(derive(input).graph).toBe(before);
    attachTextEdges(fresh, textEdges(buildSimilarityIndex(fresh.cases)));
    const after = derive(input).graph;
    expect(after).not.toBe(before);
    const readsAlike = (g: typeof after) => g.edges.filter((e) => e.reasons?.some((r) => r.kind === 'reads-alike')).length;
    expect(readsAlike(before)).toBe(0);
    expect(readsAlike(after)).toBeGreaterThan(50);
    const countsAfter = relationCounts(fresh, 'text');
    expect(countsAfter).not.toBe(countsBefore);
    fresh.cases.forEach((_, i) => expect(countsAfter[i]).toBe(relationsOf(fresh, i, 'text').length));
  });
});

describe('LibrarySimilarity (the worker side)', () => {
  it('builds in slices, answers as the model does once built, and its sliced text edges equal one whole call', async () => {
    const sim = new LibrarySimilarity(index.cases);
    expect(sim.ready).toBe(false);
    const whole = buildSimilarityIndex(index.cases);
    const i = at('IL-0034');
    expect(await sim.similar(i, 6)).toEqual(similarCases(whole, i, { limit: 6 }));
    expect(sim.ready).toBe(true);
    const draft = EVAL_DRAFTS.find((d) => d.expect[0] === 'IL-0034')!;
    const answer = await sim.draft(draft.text, 8);
    expect(answer.matches).toEqual(matchDraft(whole, draft.text, { limit: 8 }).matches);
    expect(index.cases[answer.matches[0]!.other]!.id).toBe('IL-0034');
    expect(answer.tags.components.length).toBeGreaterThan(0);
    expect(await sim.textEdges()).toEqual(textEdges(whole, { perCase: TEXT_EDGES_PER_CASE }));
  });

  it('never throws on a bad limit, a bad case index or a bad draft', async () => {
    const sim = new LibrarySimilarity(index.cases);
    expect(await sim.similar(-5, Number.NaN)).toEqual([]);
    expect((await sim.similar(at('IL-0034'), 1e9)).length).toBeLessThanOrEqual(50);
    for (const bad of [null, 42, [], { title: 7 }, '']) expect((await sim.draft(bad, 5)).status).toBe('empty');
    expect((await sim.draft('ingress', 5)).status).toBe('too-short');
    expect((await sim.draft('로드밸런서가', 5, 1)).status).toBe('ok');
  });
});

describe('the similarity messages', () => {
  const records = generateLibrary(300, 11);
  const tax = parseTaxonomy(rawBundledTaxonomy)!;
  const opened = openLibrary({ json: records }, tax);

  it('are answered by the session, null for a library it does not hold; searches are answered while similarity builds', async () => {
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const open = session.handle({ type: 'open', id: 3, source: { kind: 'text', text: JSON.stringify(records), name: 'x' } });
    // Wait for the library, then ask at once: the search answers before similarity is asked about.
    while (!posted.some((m) => m.type === 'done')) await new Promise((r) => setTimeout(r, 5));
    const similar = session.handle({ type: 'similar', id: 3, seq: 1, caseIndex: 10, limit: 5 });
    await session.handle({ type: 'search', id: 3, seq: 2, q: opened.cases[10]!.id, limit: 3 });
    const hitsAt = posted.findIndex((m) => m.type === 'hits');
    await similar;
    expect(hitsAt).toBeGreaterThan(-1);
    expect(hitsAt).toBeLessThan(posted.findIndex((m) => m.type === 'similarCases'));
    const answer = posted.find((m) => m.type === 'similarCases')!;
    expect(answer).toEqual({ type: 'similarCases', id: 3, seq: 1, matches: similarCases(buildSimilarityIndex(opened.cases), 10, { limit: 5 }) });
    await session.handle({ type: 'textEdges', id: 3, seq: 4 });
    expect(posted.at(-1)).toMatchObject({ type: 'textEdgeList', seq: 4 });
    await session.handle({ type: 'draft', id: 8, seq: 5, draft: 'dns outage', limit: 3 });
    expect(posted.at(-1)).toEqual({ type: 'draftMatch', id: 8, seq: 5, result: null });
    await open;
  });

  it('each get their own answer, whatever order the answers come in', async () => {
    const drafts = ['dns resolver timeouts everywhere', 'certificate expired outage', 'disk full database outage'];
    const connect = async () => {
      const port = new DelayedPort();
      await port.session.handle({ type: 'open', id: 4, source: { kind: 'text', text: JSON.stringify(records), name: 'x' } });
      return { port, client: new WorkerSimilarity(new WorkerChannel(port, 4), opened.cases) };
    };
    // Each question alone, answered at once: what each answer should be.
    const alone = await connect();
    alone.port.release();
    const expected = [];
    for (const d of drafts) expected.push(await alone.client.draft(d, 5));
    const expectedSimilar = await alone.client.similar(10, 4);
    // All at once, the answers delivered last first.
    const { port, client } = await connect();
    const asked = drafts.map((d) => client.draft(d, 5));
    const similar = client.similar(10, 4);
    port.release({ reversed: true });
    expect(await Promise.all(asked)).toEqual(expected);
    expect(await similar).toEqual(expectedSimilar);
    expect(new Set(expected.map((e) => JSON.stringify(e))).size).toBe(3);
    expect(port.sent.filter((m) => m.type === 'draft')).toHaveLength(3);
  });

  it('answer on the page once the worker is gone', async () => {
    const port = new DelayedPort();
    const channel = new WorkerChannel(port, 5);
    const client = new WorkerSimilarity(channel, opened.cases);
    const pending = client.similar(10, 4);
    channel.detach();
    expect(await pending).toEqual(similarCases(buildSimilarityIndex(opened.cases), 10, { limit: 4 }));
  });
});

/** A Worker stand-in whose answers wait until released, so questions can overtake each other. */
class DelayedPort implements WorkerPort {
  readonly sent: ToWorker[] = [];
  private readonly held: FromWorker[] = [];
  private released = false;
  private readonly listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
  readonly session = new WorkerSession((m) => (this.released ? this.deliver(m) : this.held.push(m)));
  private deliver(m: FromWorker) {
    setTimeout(() => this.listeners.forEach((l) => l({ data: m } as MessageEvent<FromWorker>)));
  }
  release({ reversed = false } = {}) {
    this.released = true;
    const held = this.held.splice(0);
    for (const m of reversed ? held.reverse() : held) this.deliver(m);
  }
  postMessage(message: ToWorker) {
    this.sent.push(message);
    void this.session.handle(message);
  }
  addEventListener(_: 'message', listener: (event: MessageEvent<FromWorker>) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_: 'message', listener: (event: MessageEvent<FromWorker>) => void) {
    this.listeners.delete(listener);
  }
}

describe('draft input and the draft node', () => {
  it('reads a JSON object as a draft case and anything else as text', () => {
    expect(parseDraft(' {"title": {"en": "DNS down"}, "components": ["dns-resolver"]} ')).toEqual({ title: { en: 'DNS down' }, components: ['dns-resolver'] });
    for (const text of ['{not json}', '[1, 2]', 'dns {down}', '{"a": 1']) expect(parseDraft(text)).toBe(text);
  });

  it('words a filter as its labels in both languages and its slugs, leaving severity out', () => {
    const filters = { ...emptyFilters(), component: ['cloud-load-balancer'], cause: ['time-handling'], severity: ['high'] };
    const text = filterDraftText(filters, 'leap', (facet, v) => [`${facet}:${v}:en`, `${facet}:${v}:ko`]);
    expect(text).toBe('cloud-load-balancer component:cloud-load-balancer:en component:cloud-load-balancer:ko time-handling cause:time-handling:en cause:time-handling:ko leap');
    expect(filterDraftText(emptyFilters(), ' ', () => [])).toBe('');
  });

  it('draws the draft linked to its best shown matches, above their centre, and nothing when none is shown', () => {
    const { graph } = createDeriver()({ index, filters: emptyFilters(), searchMask: null, rule: 'seed', focus: null });
    const matches = [at('IL-0034'), at('IL-0203')].map((other): SimilarMatch => ({ other, score: 0.5, text: 0.5, slugs: 0, sharedTerms: ['pod', 'sidecar', 'mesh', 'crash'], sharedSlugs: { components: [], root_cause: null, symptoms: [] } }));
    const drawn = withDraftNode(graph, index, matches);
    const id = draftNodeId('IL-0034,IL-0203');
    expect(drawn.nodes.at(-1)).toEqual({ id, kind: 'draft', key: 'IL-0034,IL-0203', weight: 1 });
    expect(drawn.edges.filter((e) => e.kind === 'draft-match').map((e) => [e.target, e.reasons])).toEqual([
      ['case:IL-0034', [{ kind: 'reads-alike', terms: ['pod', 'sidecar', 'mesh'] }]],
      ['case:IL-0203', [{ kind: 'reads-alike', terms: ['pod', 'sidecar', 'mesh'] }]],
    ]);
    expect(drawn.nodes.slice(0, -1)).toEqual(graph.nodes);
    const positions = { get: (nid: string) => (nid === 'case:IL-0034' ? { x: 0, y: 100 } : nid === 'case:IL-0203' ? { x: 100, y: 100 } : undefined) };
    expect(withDraftPosition(drawn, positions).get(id)).toEqual({ x: 50, y: 30 });
    const none = { ...graph, nodes: graph.nodes.filter((n) => n.kind !== 'case') };
    expect(withDraftNode(none, index, matches)).toBe(none);
  });
});

describe('similarSnippet', () => {
  it('picks the text with the most shared words and cuts around the first, never through a mark', () => {
    const long = `${'background '.repeat(40)}the ingress controller upgrade broke routing ${'and more '.repeat(60)}`;
    const segments = similarSnippet(['nothing here', 'ingress only', long], ['ingress', 'upgrade', 'routing'])!;
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['ingress', 'upgrade', 'routing']);
    expect(segments[0]).toEqual({ text: '…', hit: false });
    expect(segments.at(-1)).toEqual({ text: '…', hit: false });
    expect(segments.map((s) => s.text).join('').length).toBeLessThan(long.length);
  });

  it('cuts between words, in English and in Korean, never inside one', () => {
    const english = `${'alpha beta gamma delta '.repeat(8)}the ingress controller upgrade ${'epsilon zeta eta theta '.repeat(20)}`;
    const korean = `${'수집 작업 때문에 노드가 '.repeat(12)}인그레스 컨트롤러 ${'업그레이드 이후 라우팅이 멈췄다 '.repeat(20)}`;
    for (const [text, word] of [[english, 'ingress'], [korean, '인그레스']] as const) {
      for (const radius of [37, 38, 39, 40, 41, 45, 50]) {
        const shown = similarSnippet([text], [word], radius)!.map((s) => s.text).join('');
        expect(shown.startsWith('…')).toBe(true);
        expect(shown.endsWith('…')).toBe(true);
        // Every word shown is a whole word of the text.
        const words = new Set(text.split(/\s+/));
        for (const w of shown.slice(1, -1).split(/\s+/).filter(Boolean)) expect(words, `${w} (radius ${radius})`).toContain(w);
      }
    }
  });

  it('is null without shared words or texts that have them, and keeps markup as text', () => {
    expect(similarSnippet(['a b c'], [])).toBeNull();
    expect(similarSnippet(['a b c', null, undefined], ['zebra'])).toBeNull();
    expect(similarSnippet(['<img src=x onerror=alert(1)> dns'], ['dns'])!.map((s) => s.text).join('')).toBe('<img src=x onerror=alert(1)> dns');
  });
});

describe('a tiny library', () => {
  it('has text relations only between cases that read alike', () => {
    const t = (en: string) => ({ en });
    const tiny = indexOf([
      rawCase('A-1', { title: t('Expired TLS certificate broke logins'), summary: t('The TLS certificate of the login service expired and every login failed with handshake errors.') }),
      rawCase('A-2', { title: t('An expired certificate stopped logins'), summary: t('Logins failed with TLS handshake errors after the certificate expired overnight.') }),
      rawCase('A-3', { title: t('Disk filled on the database primary'), summary: t('Write-ahead logs filled the disk of the primary database and writes stopped.') }),
      rawCase('A-4', { title: t('Database disk full'), summary: t('The primary database ran out of disk for its logs; writes failed.') }),
    ]);
    // Each case linked to its one best match: the two pairs, never across them.
    attachTextEdges(tiny, textEdges(buildSimilarityIndex(tiny.cases), { perCase: 1, threshold: 0.05 }));
    const related = (id: string) => relationsOf(tiny, tiny.byId.get(id)!, 'text').map((r) => tiny.cases[r.other]!.id);
    expect(related('A-1')).toEqual(['A-2']);
    expect(related('A-3')).toEqual(['A-4']);
  });
});
