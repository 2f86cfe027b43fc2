/**
 * A deterministic synthetic case library, for tests and benchmarks. Pure: no I/O, no clock, no
 * Math.random. The same (count, seed) always gives the same records, field for field.
 *
 * Distributions aim at what a large real library would look like:
 *  - components: the taxonomy's components plus 100 generated rare ones (`svc-component-042`),
 *    drawn Zipf-like, so a few components are in a large share of cases and most are rare;
 *    1–4 per case;
 *  - one root cause per case from the taxonomy, skewed; 1–3 domains; 1–3 symptoms; 0–3
 *    contributing factors, all from the taxonomy;
 *  - organisations from a pool of 300 names, skewed;
 *  - dates uniform over 2011-01-01 … 2025-12-31;
 *  - text lengths like the real cases (title ~15 words, summary 150–250 words in 2–3 paragraphs,
 *    symptoms ~100 words, lessons ~50 words); Korean title/summary/lessons for ~70% of cases;
 *  - ~1% of cases `related` to an earlier case, ~1% a `recurrence_of` an earlier (and older) case.
 */
import taxonomyJson from '../data/taxonomy.json' with { type: 'json' };
import { seededRandom } from '../src/model/layout';

/** mulberry32 (the model's seeded generator): a tiny, fast, well-distributed 32-bit PRNG. */
export const mulberry32 = seededRandom;

type Rng = () => number;

/** Draws items with fixed weights in O(log n) per draw. */
class Weighted<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;
  constructor(readonly items: readonly T[], weights: readonly number[]) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    weights.forEach((w, i) => {
      sum += w;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }
  draw(rng: Rng): T {
    const x = rng() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
  /** `n` distinct items (n is capped at the number of items). */
  distinct(rng: Rng, n: number): T[] {
    const out: T[] = [];
    const want = Math.min(n, this.items.length);
    for (let tries = 0; out.length < want && tries < want * 20; tries++) {
      const v = this.draw(rng);
      if (!out.includes(v)) out.push(v);
    }
    return out;
  }
}

/** Zipf-like weights: the k-th item (0-based) weighs 1 / (k + 1)^s. */
function zipf<T>(items: readonly T[], s: number): Weighted<T> {
  return new Weighted(items, items.map((_, k) => 1 / Math.pow(k + 1, s)));
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

const taxonomy = taxonomyJson as Record<'domain' | 'component' | 'root_cause' | 'symptom' | 'contributing', Record<string, unknown>>;

/** How many generated rare components join the taxonomy's. */
export const RARE_COMPONENTS = 100;
export const rareComponent = (n: number) => `svc-component-${String(n).padStart(3, '0')}`;
export const COMPONENT_POOL: readonly string[] = [
  ...Object.keys(taxonomy.component),
  ...Array.from({ length: RARE_COMPONENTS }, (_, i) => rareComponent(i + 1)),
];

const ORG_FIRST = [
  'Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne', 'Tyrell',
  'Cyberdyne', 'Soylent', 'Massive', 'Aperture', 'Blue Sun', 'Monarch', 'Oscorp', 'Gringotts', 'Wonka', 'Pied Piper',
];
const ORG_SECOND = ['Cloud', 'Pay', 'Labs', 'Systems', 'Networks', 'Media', 'Health', 'Games', 'Logistics', 'Bank', 'Retail', 'Data', 'Mobile', 'Travel', 'Energy'];
/** 20 × 15 = 300 organisation names. */
export const ORG_POOL: readonly string[] = ORG_FIRST.flatMap((a) => ORG_SECOND.map((b) => `${a} ${b}`));

const FUNCTION_WORDS = [
  'the', 'the', 'the', 'a', 'of', 'of', 'to', 'to', 'and', 'and', 'in', 'in', 'was', 'were', 'that', 'for', 'on', 'with',
  'after', 'when', 'because', 'which', 'it', 'by', 'as', 'from', 'during', 'before', 'while', 'its', 'their', 'but', 'not', 'all',
];
const CONTENT_WORDS = [
  'outage', 'incident', 'deploy', 'deployment', 'rollout', 'rollback', 'configuration', 'change', 'cluster', 'node', 'pod', 'container',
  'service', 'services', 'request', 'requests', 'response', 'latency', 'timeout', 'timeouts', 'error', 'errors', 'retry', 'retries',
  'database', 'replica', 'primary', 'failover', 'partition', 'network', 'router', 'switch', 'packet', 'loss', 'certificate', 'expired',
  'expiry', 'token', 'credential', 'secret', 'rotation', 'dns', 'resolver', 'record', 'zone', 'cache', 'invalidation', 'queue',
  'backlog', 'consumer', 'producer', 'broker', 'message', 'storage', 'disk', 'volume', 'memory', 'leak', 'cpu', 'throttling',
  'capacity', 'limit', 'quota', 'autoscaler', 'scaling', 'load', 'balancer', 'ingress', 'proxy', 'sidecar', 'mesh', 'agent',
  'telemetry', 'metrics', 'logging', 'tracing', 'alert', 'alerting', 'dashboard', 'monitoring', 'pager', 'engineer', 'engineers',
  'operator', 'team', 'customers', 'users', 'region', 'regions', 'availability', 'zone', 'datacenter', 'power', 'cooling', 'hardware',
  'kernel', 'driver', 'firmware', 'upgrade', 'version', 'release', 'patch', 'feature', 'flag', 'migration', 'schema', 'index',
  'query', 'lock', 'contention', 'deadlock', 'connection', 'pool', 'exhaustion', 'saturated', 'overloaded', 'degraded', 'unavailable',
  'failed', 'failing', 'crashed', 'restarted', 'recovered', 'restored', 'mitigated', 'detected', 'noticed', 'investigated', 'escalated',
  'paged', 'triggered', 'caused', 'started', 'stopped', 'removed', 'added', 'updated', 'changed', 'reverted', 'disabled', 'enabled',
  'healthy', 'unhealthy', 'readiness', 'liveness', 'probe', 'probes', 'health', 'check', 'checks', 'endpoint', 'endpoints', 'routing',
  'traffic', 'spike', 'surge', 'burst', 'storm', 'thundering', 'herd', 'cascading', 'failure', 'failures', 'dependency', 'dependencies',
  'upstream', 'downstream', 'client', 'clients', 'server', 'servers', 'instance', 'instances', 'machine', 'machines', 'fleet', 'host',
  'hosts', 'controller', 'scheduler', 'apiserver', 'etcd', 'control', 'plane', 'data', 'path', 'pipeline', 'build', 'artifact',
  'image', 'registry', 'script', 'automation', 'runbook', 'manual', 'step', 'steps', 'staging', 'production', 'environment', 'test',
  'tests', 'canary', 'gradual', 'percentage', 'minutes', 'hours', 'seconds', 'window', 'maintenance', 'scheduled', 'unplanned',
  'backup', 'restore', 'snapshot', 'replication', 'lag', 'consistency', 'quorum', 'leader', 'election', 'split', 'brain', 'clock',
  'skew', 'time', 'timestamp', 'leap', 'second', 'billing', 'payments', 'checkout', 'login', 'authentication', 'authorization',
  'permission', 'policy', 'firewall', 'rule', 'rules', 'bgp', 'route', 'routes', 'withdrawn', 'announced', 'peering', 'transit',
  'cdn', 'edge', 'origin', 'object', 'bucket', 'blob', 'shard', 'shards', 'rebalancing', 'hotspot', 'key', 'keys', 'eviction',
  'garbage', 'collection', 'pause', 'thread', 'threads', 'process', 'processes', 'signal', 'oom', 'killer', 'limits', 'requests',
  'noisy', 'neighbour', 'tenant', 'tenants', 'isolation', 'blast', 'radius', 'wide', 'global', 'single', 'point', 'redundant',
  'fallback', 'circuit', 'breaker', 'backoff', 'jitter', 'exponential', 'idempotent', 'duplicate', 'corrupted', 'truncated', 'stale',
  'assumption', 'unverified', 'documentation', 'review', 'approval', 'lessons', 'learned', 'action', 'items', 'postmortem', 'status',
  'page', 'communication', 'support', 'tickets', 'impact', 'affected', 'percent', 'several', 'many', 'some', 'most', 'new', 'old',
  'large', 'small', 'slow', 'fast', 'unexpected', 'silently', 'quickly', 'eventually', 'partially', 'fully', 'again', 'later',
];
/** English words of six letters or more, whose first four letters make realistic search prefixes. */
export const SEARCH_PREFIXES: readonly string[] = [...new Set(CONTENT_WORDS.filter((w) => w.length >= 6).map((w) => w.slice(0, 4)))];

const KO_NOUNS = [
  '장애', '서버', '배포', '설정', '데이터베이스', '네트워크', '인증서', '만료', '트래픽', '지연', '오류', '클러스터', '노드', '파드', '롤백',
  '모니터링', '경보', '복구', '원인', '영향', '사용자', '서비스', '요청', '응답', '캐시', '디스크', '메모리', '용량', '업그레이드', '프록시',
  '로드 밸런서', '큐', '메시지', '스토리지', '백업', '복제', '리전', '가용 영역', '권한', '토큰', '인증', '로그', '지표', '대시보드',
  '알림', '담당자', '팀', '엔지니어', '작업', '변경', '검증', '테스트', '스테이징', '운영 환경', '버전', '패치', '스크립트', '자동화', '재시도',
  '타임아웃', '연결', '포트', '도메인', '레코드', '쿼리', '인덱스', '테이블', '마이그레이션', '스키마', '잠금', '경합', '부하', '한도',
  '할당량', '계정', '고객', '시간', '공지', '보고서', '회고', '교훈', '개선', '조치', '절차', '문서', '런북', '단계', '컨테이너', '이미지',
  '레지스트리', '사이드카', '에이전트', '컨트롤러', '스케줄러', '오토스케일러', '인스턴스', '가상 머신', '커널', '드라이버', '하드웨어',
  '전원', '데이터 센터', '헬스 체크', '엔드포인트', '라우팅', '의존성', '파이프라인', '카나리', '리더 선출', '시계', '결제', '로그인',
];
const KO_ENDINGS = [
  '발생했다', '중단되었다', '실패했다', '늘어났다', '확인했다', '복구했다', '되돌렸다', '바꿨다', '추가했다', '알게 되었다', '멈췄다',
  '지연되었다', '보고했다', '걸렸다', '사라졌다', '넘쳤다', '막혔다', '끊겼다', '재시작했다', '정리했다',
];
const KO_ADVERBS = ['다시', '곧', '모두', '일부', '천천히', '갑자기', '결국', '처음으로', '몇 분 뒤', '한동안'];

/** Whether the last syllable of a Korean word has a final consonant (decides the particle). */
function hasFinalConsonant(word: string): boolean {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return false;
  return (code - 0xac00) % 28 !== 0;
}
const PARTICLES: ReadonlyArray<[string, string]> = [['이', '가'], ['은', '는'], ['을', '를'], ['과', '와'], ['으로', '로'], ['의', '의'], ['에서', '에서'], ['에', '에']];

function koSentence(rng: Rng, words: number): string {
  const parts: string[] = [];
  const phrases = Math.max(2, words - 1);
  for (let k = 0; k < phrases - 1; k++) {
    if (rng() < 0.12) {
      parts.push(pick(rng, KO_ADVERBS));
      continue;
    }
    const noun = pick(rng, KO_NOUNS);
    const [withFinal, without] = pick(rng, PARTICLES);
    parts.push(noun + (hasFinalConsonant(noun) ? withFinal : without));
  }
  parts.push(pick(rng, KO_ENDINGS));
  return `${parts.join(' ')}.`;
}

function enSentence(rng: Rng, words: number, period = true): string {
  const out: string[] = [];
  for (let k = 0; k < words; k++) out.push(rng() < 0.38 ? pick(rng, FUNCTION_WORDS) : pick(rng, CONTENT_WORDS));
  const first = out[0] as string;
  out[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return out.join(' ') + (period ? '.' : '');
}

/** About `words` words of sentences of 8–20 words. */
function paragraph(rng: Rng, words: number, sentence: (rng: Rng, words: number) => string): string {
  const sentences: string[] = [];
  let left = words;
  while (left > 0) {
    const n = Math.min(left, between(rng, 8, 20));
    sentences.push(sentence(rng, Math.max(n, 3)));
    left -= n;
  }
  return sentences.join(' ');
}

/** About `words` words in `paragraphs` paragraphs separated by a blank line. */
function prose(rng: Rng, words: number, paragraphs: number, sentence: (rng: Rng, words: number) => string): string {
  const out: string[] = [];
  for (let p = 0; p < paragraphs; p++) {
    const share = p === paragraphs - 1 ? words - Math.round((words / paragraphs) * p) : Math.round(words / paragraphs);
    out.push(paragraph(rng, share, sentence));
  }
  return out.join('\n\n');
}

/** Korean text carries fewer, longer words than the English it stands beside. */
const koWords = (en: number) => Math.max(4, Math.round(en * 0.7));

const SEVERITIES = new Weighted(['critical', 'major', 'minor', 'unknown'], [45, 30, 15, 10]);
const DATE_KINDS = new Weighted(['occurred', 'published'], [9, 1]);
const SOURCE_KINDS = new Weighted(['postmortem', 'blog', 'news', 'status-page', 'talk'], [50, 14, 12, 5, 5]);
const COMPONENT_COUNT = new Weighted([1, 2, 3, 4], [30, 35, 25, 10]);
const DOMAIN_COUNT = new Weighted([1, 2, 3], [45, 40, 15]);
const SYMPTOM_COUNT = new Weighted([1, 2, 3], [35, 45, 20]);
const CONTRIBUTING_COUNT = new Weighted([0, 1, 2, 3], [15, 35, 35, 15]);
const SCOPES = ['one region', 'all regions', 'a subset of customers', 'internal tools only', 'every cluster', 'one availability zone', 'unknown'];
const USERS = ['unknown', 'some users', 'most users', 'all users', 'enterprise customers', 'free tier users'];
const REGIONS = ['unknown', 'global', 'us-east', 'eu-west', 'ap-northeast', 'ap-southeast', 'sa-east'];

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2011, 0, 1) / DAY_MS;
const LAST_DAY = Date.UTC(2025, 11, 31) / DAY_MS;

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const syntheticId = (n: number) => `SYN-${String(n).padStart(6, '0')}`;

/**
 * `count` case records, valid for the app's loader, in id order (SYN-000001 …). Returned as
 * plain JSON-ready objects (`unknown[]`, as a library file would hold them).
 */
export function generateLibrary(count: number, seed = 1): unknown[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const rng = mulberry32(seed);
  // Separate streams, so that (for instance) dates do not shift when text generation changes.
  const dateRng = mulberry32(Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ 0x9e3779b9);
  const components = zipf(COMPONENT_POOL, 0.8);
  const causes = zipf(Object.keys(taxonomy.root_cause), 0.7);
  const domains = zipf(Object.keys(taxonomy.domain), 0.8);
  const symptoms = zipf(Object.keys(taxonomy.symptom), 0.7);
  const contributing = zipf(Object.keys(taxonomy.contributing), 0.7);
  const orgs = zipf(ORG_POOL, 0.9);

  const days = new Int32Array(count);
  for (let i = 0; i < count; i++) days[i] = FIRST_DAY + Math.floor(dateRng() * (LAST_DAY - FIRST_DAY + 1));
  const dateOf = (i: number) => new Date((days[i] as number) * DAY_MS).toISOString().slice(0, 10);

  const records: unknown[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const id = syntheticId(i + 1);
    const org = orgs.draw(rng);
    const date = dateOf(i);
    const korean = rng() < 0.7;
    const titleWords = between(rng, 11, 19);
    const summaryWords = between(rng, 150, 250);
    const paragraphs = between(rng, 2, 3);
    const symptomWords = between(rng, 80, 120);
    const lessonWords = between(rng, 35, 65);

    let related: string[] = [];
    if (i > 0 && rng() < 0.01) related = [syntheticId(1 + Math.floor(rng() * i))];
    let recurrenceOf: string | null = null;
    if (i > 0 && rng() < 0.01) {
      // An earlier case that is also older, so recurrence edges point forward in time.
      for (let tries = 0; tries < 10 && recurrenceOf === null; tries++) {
        const j = Math.floor(rng() * i);
        if ((days[j] as number) < (days[i] as number)) recurrenceOf = syntheticId(j + 1);
      }
    }
    const detected = rng() < 0.5 ? between(rng, 0, 240) : null;
    const resolved = rng() < 0.7 ? (detected ?? 0) + between(rng, 10, 4000) : null;
    const actionItems = Array.from({ length: between(rng, 0, 3) }, () => ({ text: { en: enSentence(rng, between(rng, 8, 18)), ko: null } }));

    records[i] = {
      id,
      org,
      org_slug: slugOf(org),
      date,
      date_kind: DATE_KINDS.draw(rng),
      title: { en: enSentence(rng, titleWords, false), ko: korean ? koSentence(rng, koWords(titleWords)).slice(0, -1) : null },
      summary: {
        en: prose(rng, summaryWords, paragraphs, enSentence),
        ko: korean ? prose(rng, koWords(summaryWords), paragraphs, koSentence) : null,
      },
      symptoms_text: { en: prose(rng, symptomWords, symptomWords > 100 ? 2 : 1, enSentence), ko: null },
      trigger: { en: enSentence(rng, between(rng, 10, 20)), ko: null },
      detection: { en: enSentence(rng, between(rng, 10, 20)), ko: null },
      lessons: { en: paragraph(rng, lessonWords, enSentence), ko: korean ? paragraph(rng, koWords(lessonWords), koSentence) : null },
      domain: domains.distinct(rng, DOMAIN_COUNT.draw(rng)),
      components: components.distinct(rng, COMPONENT_COUNT.draw(rng)),
      symptoms: symptoms.distinct(rng, SYMPTOM_COUNT.draw(rng)),
      contributing: contributing.distinct(rng, CONTRIBUTING_COUNT.draw(rng)),
      root_cause: causes.draw(rng),
      severity: SEVERITIES.draw(rng),
      impact: { scope: pick(rng, SCOPES), users: pick(rng, USERS), region: pick(rng, REGIONS) },
      timeline: { detected_after: detected, resolved_after: resolved },
      action_items: actionItems,
      remediation: [],
      sources: [{ url: `https://${slugOf(org)}.example.com/blog/${date.slice(0, 4)}/incident-${(i + 1).toString(36)}`, kind: SOURCE_KINDS.draw(rng), license: 'unknown', archived: null }],
      related,
      recurrence_of: recurrenceOf,
      docs: [],
    };
  }
  return records;
}
