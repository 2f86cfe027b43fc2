import { describe, expect, it } from 'vitest';
import type { Case } from '../../src/model/core';
import { matchDraft, MAX_DRAFT_CHARS, suggestTags } from '../../src/model/similarity';
import { highlight } from '../../src/model/similarity';
import { addCases, buildSimilarityIndex, createSimilarityIndex } from '../../src/model/similarity';
import { buildQuery, runQuery } from '../../src/model/similarity';
import { countTerms } from '../../src/model/similarity';
import { similarCases, SIMILAR_LIMITS, textEdges } from '../../src/model/similarity';
import { indexOf, rawCase } from './support/library';

const t = (en: string, ko?: string) => (ko ? { en, ko } : { en });

/** A hand-made library: two certificate expiries, two DNS outages, one Korean-only story, one unrelated. */
const mini = indexOf([
  rawCase('CERT-1', {
    title: t('An expired TLS certificate locked users out of chat', '인증서가 만료되어 사용자가 채팅에 로그인하지 못했다'),
    summary: t('The authentication certificate expired on Monday morning and clients could not establish HTTPS connections.'),
    components: ['tls-certificates'], root_cause: 'credential-expiry', symptoms: ['auth-failures'],
  }),
  rawCase('DNS-1', {
    title: t('A bad DNS configuration push made every domain fail to resolve'),
    summary: t('Resolvers returned SERVFAIL for all zones after the configuration push; websites were unreachable.'),
    components: ['authoritative-dns'], root_cause: 'config-change', symptoms: ['dns-resolution-failures'],
  }),
  rawCase('CERT-2', {
    title: t('Mobile data went down when a certificate in the core network expired', '코어 네트워크의 인증서가 만료되어 모바일 데이터가 끊겼다'),
    summary: t('An expired certificate in vendor software stopped sessions; the certificate was renewed hours later.'),
    components: ['tls-certificates'], root_cause: 'credential-expiry', symptoms: ['service-unavailable'],
  }),
  rawCase('DNS-2', {
    title: t('Name resolution failed for many sites after a DNS software update'),
    summary: t('A configuration update triggered a bug in the DNS servers and domains did not resolve for an hour.'),
    components: ['authoritative-dns'], root_cause: 'config-change', symptoms: ['dns-resolution-failures'],
  }),
  rawCase('KO-1', {
    title: t('CoreDNS pods were OOM-killed', 'CoreDNS 파드가 메모리 한도에 걸려 계속 재시작했다'),
    lessons: t('Give DNS pods memory headroom.', '파드의 메모리 한도는 트래픽 급증을 견딜 만큼 잡아야 한다.'),
    components: ['dns-resolver'], root_cause: 'resource-limits', symptoms: ['memory-exhaustion'],
  }),
  rawCase('OTHER', {
    title: t('A mistyped reboot command restarted every server in the data center'),
    summary: t('Operators rebooted the whole fleet by accident and instances came back slowly.'),
    components: ['node-os'], root_cause: 'operator-error', symptoms: ['service-unavailable'],
  }),
]).cases;
const ids = (cases: readonly Case[], matches: { other: number }[]) => matches.map((m) => (cases[m.other] as Case).id);

describe('similarCases', () => {
  const index = buildSimilarityIndex(mini);

  it("ranks a case's look-alike first and never the case itself", () => {
    expect(ids(mini, similarCases(index, 0)).slice(0, 1)).toEqual(['CERT-2']);
    expect(ids(mini, similarCases(index, 1)).slice(0, 1)).toEqual(['DNS-2']);
    for (let i = 0; i < mini.length; i++) expect(ids(mini, similarCases(index, i))).not.toContain(mini[i]?.id);
  });

  it('explains a match: distinctive shared words as written, and shared slugs', () => {
    const [best] = similarCases(index, 0);
    expect(best?.sharedTerms).toEqual(expect.arrayContaining(['certificate']));
    expect(best?.sharedTerms.some((w) => w.includes('인증서'))).toBe(true);
    expect(best?.sharedSlugs).toEqual({ components: ['tls-certificates'], root_cause: 'credential-expiry', symptoms: [] });
  });

  it('gives scores between 0 and 1, best first, with the text and slug parts', () => {
    for (let i = 0; i < mini.length; i++) {
      const matches = similarCases(index, i);
      for (const m of matches) {
        expect(m.score).toBeGreaterThan(0);
        expect(m.score).toBeLessThanOrEqual(1);
        expect(m.score).toBeCloseTo(0.8 * m.text + 0.2 * m.slugs, 10);
      }
      expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((a, b) => b - a));
    }
  });

  it('answers an empty library without failing', () => {
    const empty = buildSimilarityIndex([]);
    expect(similarCases(empty, 0)).toEqual([]);
    expect(matchDraft(empty, 'certificate expired').status).toBe('no-match');
    expect(textEdges(empty)).toEqual([]);
  });

  it('respects the limit and answers nothing for a position outside the library', () => {
    expect(similarCases(index, 0, { limit: 1 })).toHaveLength(1);
    expect(similarCases(index, 99)).toEqual([]);
    expect(similarCases(index, -1)).toEqual([]);
  });

  it('is deterministic, and building in slices gives the same index as building at once', () => {
    const sliced = createSimilarityIndex(mini);
    while (sliced.size < mini.length) addCases(sliced, sliced.size + 2);
    const again = buildSimilarityIndex(mini);
    for (let i = 0; i < mini.length; i++) {
      expect(similarCases(sliced, i)).toEqual(similarCases(index, i));
      expect(similarCases(again, i)).toEqual(similarCases(index, i));
    }
    expect([...sliced.termIds.keys()]).toEqual([...index.termIds.keys()]);
  });

  it('answers over the cases indexed so far while the index is being built', () => {
    const partial = createSimilarityIndex(mini);
    addCases(partial, 2);
    expect(partial.size).toBe(2);
    expect(ids(mini, similarCases(partial, 0)).every((id) => id === 'DNS-1')).toBe(true);
  });
});

describe('matchDraft', () => {
  const index = buildSimilarityIndex(mini);

  it('finds the case an English draft describes', () => {
    const r = matchDraft(index, 'users cannot log in, the TLS cert expired this morning');
    expect(r.status).toBe('ok');
    expect(ids(mini, r.matches)[0]).toMatch(/^CERT-/);
  });

  it('finds the case a Korean draft describes, particles and all', () => {
    const r = matchDraft(index, 'CoreDNS 파드들이 메모리 한도 때문에 재시작을 반복한다');
    expect(ids(mini, r.matches)[0]).toBe('KO-1');
    expect(r.matches[0]?.sharedTerms).toEqual(expect.arrayContaining(['파드']));
  });

  it('says what it needs when a draft is empty, one word, stop words only, or unknown', () => {
    for (const draft of ['', '   \n', null, undefined, 42, [], {}]) expect(matchDraft(index, draft).status).toBe('empty');
    expect(matchDraft(index, 'certificate').status).toBe('too-short');
    expect(matchDraft(index, 'the and of it').status).toBe('too-short');
    expect(matchDraft(index, '파드가').status).toBe('too-short');
    expect(matchDraft(index, 'zzyzx qwvbn').status).toBe('no-match');
  });

  it('cuts a huge draft and says so, with the work bounded', () => {
    const huge = 'certificate expired users locked out '.repeat(3_000);
    expect(huge.length).toBeGreaterThan(100_000);
    const before = index.visited;
    const r = matchDraft(index, huge);
    expect(r.truncated).toBe(true);
    expect(r.status).toBe('ok');
    expect(index.visited - before).toBeLessThanOrEqual(64 * mini.length);
    expect(matchDraft(index, 'certificate expired').truncated).toBe(false);
    expect(MAX_DRAFT_CHARS).toBeLessThan(huge.length);
  });

  it('takes a draft case in the library format, partial or malformed, and counts its tags', () => {
    const draft = { title: { en: 'Domains stopped resolving after a DNS config push' }, components: ['authoritative-dns', 7], root_cause: 'config-change', summary: 5 };
    const r = matchDraft(index, draft);
    expect(ids(mini, r.matches).slice(0, 2).sort()).toEqual(['DNS-1', 'DNS-2']);
    expect(r.matches[0]?.sharedSlugs.components).toEqual(['authoritative-dns']);
    expect(r.matches[0]?.sharedSlugs.root_cause).toBe('config-change');
  });

  it('suggests the tags of the matches with how many use each', () => {
    const r = matchDraft(index, 'all domains fail to resolve after the DNS configuration update', { limit: 2 });
    const tags = suggestTags(index, r.matches);
    expect(tags.components).toEqual([{ slug: 'authoritative-dns', count: 2 }]);
    expect(tags.root_cause).toEqual([{ slug: 'config-change', count: 2 }]);
    expect(tags.symptoms).toEqual([{ slug: 'dns-resolution-failures', count: 2 }]);
    expect(suggestTags(index, [])).toEqual({ components: [], root_cause: [], symptoms: [] });
  });
});

describe('bounded work', () => {
  // Every case shares three common words; pairs (2k, 2k+1) share one rare word.
  const N = 300;
  const records = Array.from({ length: N }, (_, i) =>
    rawCase(`C${i}`, { title: t(`service outage failure marker${Math.floor(i / 2)}x`), summary: t(`the service had an outage and a failure ${'filler '.repeat(i % 7)}`) }),
  );
  const cases = indexOf(records).cases;
  const index = buildSimilarityIndex(cases);
  const totalPostings = index.postings.reduce((n, p) => n + p.n, 0);

  it('skips terms in more than half of the cases when comparing cases, so a case visits only its rare terms', () => {
    const before = index.visited;
    const matches = similarCases(index, 10);
    expect(ids(cases, matches)[0]).toBe('C11');
    // The pair word's 2 postings; never the common words' 300 postings each.
    expect(index.visited - before).toBeLessThan(20);
  });

  it('computes all text edges without comparing cases pairwise', () => {
    const before = index.visited;
    const edges = textEdges(index, { threshold: 0 });
    expect(index.visited - before).toBeLessThan(N * 20);
    expect(index.visited - before).toBeLessThan(totalPostings);
    expect(edges.length).toBeGreaterThanOrEqual(N / 2);
  });

  it('stops walking postings at the budget, rarest terms first', () => {
    const counts = countTerms([['summary', 'service outage failure marker3x']], index.options.weights);
    const query = buildQuery(index, counts, [], { maxTerms: 64, maxDfRatio: 1, postingsBudget: 100, minDf: 1 });
    expect(query.terms.map((q) => q.term)).toContain('marker3x');
    const before = index.visited;
    runQuery(index, query, 5);
    expect(index.visited - before).toBeLessThanOrEqual(100);
    expect(SIMILAR_LIMITS.maxDfRatio).toBeLessThan(1);
  });
});

describe('textEdges', () => {
  const index = buildSimilarityIndex(mini);

  it('links each pair once, a < b, above the threshold, sorted', () => {
    const edges = textEdges(index, { perCase: 2, threshold: 0.05 });
    expect(edges.length).toBeGreaterThan(0);
    const keys = edges.map(([a, b]) => `${a}-${b}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [a, b, score, words] of edges) {
      expect(a).toBeLessThan(b);
      expect(score).toBeGreaterThanOrEqual(0.05);
      expect(Array.isArray(words)).toBe(true);
    }
    expect(keys).toEqual([...edges].sort((x, y) => x[0] - y[0] || x[1] - y[1]).map(([a, b]) => `${a}-${b}`));
  });

  it('is symmetric: a pair both cases pick is one edge with the better score', () => {
    const edges = textEdges(index, { perCase: 1, threshold: 0 });
    const certPair = edges.filter(([a, b]) => (mini[a]?.id === 'CERT-1' && mini[b]?.id === 'CERT-2'));
    expect(certPair).toHaveLength(1);
    const both = [similarCases(index, 0, { limit: 1 })[0]?.score ?? 0, similarCases(index, 2, { limit: 1 })[0]?.score ?? 0];
    expect(certPair[0]?.[2]).toBe(Math.max(...both));
  });

  it('keeps only edges from the seeds asked for, so it can be built in slices', () => {
    const all = textEdges(index, { perCase: 2, threshold: 0 });
    const sliced = new Map<string, number>();
    for (let from = 0; from < mini.length; from += 2) {
      for (const [a, b, s] of textEdges(index, { perCase: 2, threshold: 0, from, to: from + 2 })) {
        const key = `${a}-${b}`;
        sliced.set(key, Math.max(sliced.get(key) ?? 0, s));
      }
    }
    expect(new Map(all.map(([a, b, s]) => [`${a}-${b}`, s]))).toEqual(sliced);
  });
});

describe('highlight', () => {
  it('marks the words that match shared terms, through the same analysis', () => {
    const segments = highlight('The agent was crashing; <b>pods</b> unready.', ['crashed', 'pod']);
    expect(segments.map((s) => s.text).join('')).toBe('The agent was crashing; <b>pods</b> unready.');
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['crashing', 'pods']);
  });

  it('marks a Korean word inside a run with a particle, and merges adjacent marks', () => {
    expect(highlight('파드가 죽었다', ['파드'])).toEqual([{ text: '파드', hit: true }, { text: '가 죽었다', hit: false }]);
    expect(highlight('메트릭을 보냈다', ['메트릭']).filter((s) => s.hit).map((s) => s.text)).toEqual(['메트릭']);
  });

  it('marks a Korean word only where it occurs whole, not where one of its bigrams does', () => {
    expect(highlight('마이너 업그레이드 뒤 컨테이너가 죽었다', ['컨테이너']).filter((s) => s.hit).map((s) => s.text)).toEqual(['컨테이너']);
    expect(highlight('DNS가 안 된다', ['DNS가']).filter((s) => s.hit).map((s) => s.text)).toEqual(['DNS']);
  });

  it('marks technical names whole', () => {
    expect(highlight('after a leap second, kube-apiserver died', ['kube-apiserver']).filter((s) => s.hit).map((s) => s.text)).toEqual(['kube-apiserver']);
  });

  it('returns the text unmarked without shared terms, and nothing for no text', () => {
    expect(highlight('plain text', [])).toEqual([{ text: 'plain text', hit: false }]);
    expect(highlight('', ['x'])).toEqual([]);
  });
});
