import { matchDraft } from '../similarity';
import type { SimilarityIndex } from '../similarity';
import type { Taxonomy } from '../core';
import type { TaxonomyKind } from '../core';
import { SUGGESTED_KINDS, type ImportedCase, type SuggestedKind, type SuggestedTags, type SuggestionReason, type TagSuggestion } from './types';

const KIND_OF: Record<SuggestedKind, TaxonomyKind> = { domain: 'domain', components: 'component', root_cause: 'root_cause', symptoms: 'symptom' };

/**
 * Words that name a slug without being its label or alias: how write-ups say it ("expired",
 * "connection pool exhausted", "만료"). Matched as whole words (Latin) or as a part of a word
 * (Hangul, which attaches particles). Labels and aliases of the taxonomy are matched as well.
 */
export const KEYWORDS: Record<SuggestedKind, Record<string, readonly string[]>> = {
  domain: {
    kubernetes: ['kubernetes', 'k8s', 'pod', 'pods', 'kubectl', 'helm', '쿠버네티스', '파드'],
    databases: ['database', 'postgres', 'postgresql', 'mysql', 'replica', 'replication', '데이터베이스', 'db'],
    dns: ['dns', 'resolver', 'nameserver', 'coredns'],
    networking: ['network', 'bgp', 'packet', 'router', 'firewall', '네트워크'],
    security: ['certificate', 'tls', 'ssl', 'breach', 'attack', 'credential', '인증서', '보안'],
    'ci-cd': ['pipeline', 'ci', 'build', 'jenkins', 'github actions', '파이프라인'],
    cdn: ['cdn', 'edge', 'cloudflare', 'fastly', 'akamai'],
    storage: ['disk', 'volume', 's3', 'bucket', 'storage', '스토리지', '디스크'],
    messaging: ['kafka', 'rabbitmq', 'queue', 'sqs', 'pubsub', '큐'],
    identity: ['login', 'sso', 'oauth', 'okta', 'auth', '로그인', '인증'],
    observability: ['monitoring', 'alerting', 'metrics', 'prometheus', 'grafana', 'datadog', '모니터링'],
    aws: ['aws', 'ec2', 'rds', 'elb', 's3', 'us-east-1'],
    gcp: ['gcp', 'gke', 'google cloud'],
    azure: ['azure', 'aks'],
    compute: ['vm', 'instance', 'host', 'server', '서버'],
  },
  components: {
    'relational-database': ['postgres', 'postgresql', 'mysql', 'database', 'primary', 'replica', 'connection pool', 'pgbouncer', '데이터베이스', 'db'],
    cache: ['redis', 'memcached', 'cache', '캐시', '레디스'],
    'message-queue': ['kafka', 'rabbitmq', 'queue', 'sqs', 'consumer lag', '메시지 큐', '카프카'],
    'dns-resolver': ['coredns', 'kube-dns', 'resolver', 'dns lookups', 'dns resolution', 'nxdomain'],
    'authoritative-dns': ['route53', 'route 53', 'nameserver', 'dns record', 'zone file'],
    'ingress-controller': ['ingress', 'ingress-nginx', 'nginx ingress', '인그레스'],
    'cloud-load-balancer': ['load balancer', 'elb', 'alb', 'nlb', '로드 밸런서', '로드밸런서'],
    'reverse-proxy': ['haproxy', 'nginx', 'envoy', 'reverse proxy'],
    'tls-certificates': ['certificate', 'cert', 'tls', 'ssl', '인증서'],
    'kube-apiserver': ['api server', 'apiserver', 'kube-apiserver', 'api 서버'],
    etcd: ['etcd'],
    kubelet: ['kubelet'],
    'cni-network': ['cni', 'calico', 'cilium', 'flannel'],
    'cluster-autoscaler': ['autoscaler', 'autoscaling', '오토스케일러'],
    'node-os': ['kernel', 'node os', 'ubuntu', 'systemd', '커널'],
    'bgp-routing': ['bgp', 'route leak', 'prefix'],
    'cdn-edge': ['cdn', 'edge', 'pop', 'cloudflare', 'fastly', 'akamai'],
    'waf-firewall': ['waf', 'firewall', 'security group', '방화벽'],
    'config-system': ['feature flag', 'config service', 'configuration system', 'consul', '설정 시스템'],
    'object-storage': ['s3', 'bucket', 'object storage', 'gcs', '버킷'],
    'block-storage': ['ebs', 'volume', 'disk', 'block storage', '디스크'],
    'identity-provider': ['okta', 'sso', 'oauth', 'identity provider', 'idp', 'login', '로그인'],
    'ci-cd-pipeline': ['pipeline', 'jenkins', 'github actions', 'ci', 'build', '파이프라인'],
    'monitoring-alerting': ['monitoring', 'alerting', 'prometheus', 'grafana', 'pagerduty', 'alerts', '모니터링', '알림'],
    'telemetry-agent': ['datadog agent', 'telemetry agent', 'stats agent', 'fluentd', 'log agent'],
    'service-mesh': ['istio', 'linkerd', 'service mesh', 'sidecar', '서비스 메시'],
    'service-discovery': ['service discovery', 'consul', 'eureka', 'zookeeper'],
    'package-registry': ['registry', 'docker hub', 'npm registry', 'artifactory', 'image pull', '레지스트리'],
    'api-gateway': ['api gateway', 'kong', 'api 게이트웨이'],
    'key-value-store': ['dynamodb', 'cassandra', 'key-value', 'key value', 'bigtable'],
    'cloud-control-plane': ['control plane', 'aws api', 'cloud api'],
    'ops-tooling': ['script', 'runbook', 'automation tool', 'playbook', '스크립트'],
    'backbone-network': ['backbone', 'wan', 'fiber', 'fibre', 'backbone network'],
    'power-facility': ['power', 'cooling', 'ups', 'generator', 'data center', 'datacenter', '전원', '정전'],
    'endpoint-agent': ['crowdstrike', 'endpoint agent', 'antivirus', 'edr'],
  },
  root_cause: {
    'credential-expiry': ['expired', 'expiry', 'expiration', 'expire', 'expires', 'not renewed', 'renewal', '만료'],
    'config-change': ['config change', 'configuration change', 'misconfiguration', 'misconfigured', 'bad config', 'config push', 'configuration error', 'wrong setting', '설정 변경', '설정 오류', '잘못된 설정'],
    'deploy-rollout': ['deploy', 'deployment', 'release', 'rollout', 'rolled out', 'bad build', '배포'],
    'upgrade-breaking-change': ['upgrade', 'upgraded', 'new version', 'breaking change', 'version bump', '업그레이드'],
    'capacity-exhaustion': ['exhausted', 'exhaustion', 'disk full', 'out of disk', 'ran out', 'quota', 'connection pool', 'too many connections', 'capacity', '고갈', '부족', '가득'],
    'traffic-surge': ['traffic spike', 'surge', 'spike in traffic', 'flash sale', 'thundering herd', 'load spike', '급증', '트래픽 폭주'],
    'ddos-attack': ['ddos', 'denial of service', 'botnet', '디도스'],
    'hardware-failure': ['hardware', 'power', 'disk failure', 'failed disk', 'nic', 'cooling', 'fire', '하드웨어', '정전', '전원'],
    'latent-bug': ['bug', 'race condition', 'regression', 'null pointer', 'deadlock', 'memory leak', '버그', '결함'],
    'operator-error': ['human error', 'typo', 'manual', 'mistake', 'accidentally', 'wrong command', 'operator', '실수', '수동'],
    'dependency-failure': ['third-party', 'third party', 'upstream', 'vendor', 'provider outage', 'dependency', '외부 업체', '의존성'],
    'network-partition': ['partition', 'connectivity', 'fiber cut', 'link down', 'network outage', '네트워크 단절', '연결 끊김'],
    'time-handling': ['leap second', 'leap year', 'timezone', 'time zone', 'clock', 'dst', 'daylight saving', '윤초', '시간대'],
    'resource-limits': ['memory limit', 'cpu limit', 'limits', 'throttled', 'throttling', 'oomkilled', '리소스 제한'],
    'termination-handling': ['sigterm', 'graceful shutdown', 'preemption', 'spot instance', 'node drain', '종료 처리'],
    'security-compromise': ['breach', 'compromised', 'attacker', 'malicious', 'leaked key', '침해', '해킹'],
  },
  symptoms: {
    'elevated-5xx': ['500', '502', '503', '504', '5xx', 'error rate', 'errors', '오류'],
    'high-latency': ['latency', 'slow', 'timeouts', 'timeout', '지연', '느려'],
    'service-unavailable': ['outage', 'down', 'unavailable', 'unreachable', '중단', '장애', '접속 불가'],
    'dns-resolution-failures': ['nxdomain', 'dns resolution', 'dns lookups', 'dns errors', 'servfail'],
    'crash-loop': ['crashloop', 'crashloopbackoff', 'crash loop', 'restarting', '재시작'],
    'nodes-not-ready': ['notready', 'not ready', 'nodes not ready'],
    'auth-failures': ['login failures', 'could not log in', 'unable to log in', 'authentication failed', '401', '403', '로그인 실패', '인증 실패'],
    'deploys-blocked': ['deploys blocked', 'could not deploy', 'deployments blocked', '배포 불가'],
    'monitoring-blind': ['no metrics', 'monitoring down', 'blind', 'dashboards empty', '모니터링 불가'],
    'cpu-saturation': ['cpu', 'high cpu', 'cpu saturation'],
    'memory-exhaustion': ['oom', 'out of memory', 'memory', 'oomkilled', '메모리'],
    'packet-loss': ['packet loss', 'dropped packets', '패킷 손실'],
    'data-loss': ['data loss', 'lost data', 'deleted', '데이터 손실', '삭제'],
    'cascading-failure': ['cascading', 'cascade', '연쇄'],
    'partial-degradation': ['degraded', 'degradation', 'partial', 'some users', '일부', '저하'],
    'data-exposure': ['exposed', 'exposure', '노출', '유출'],
    'readiness-probe-failures': ['readiness', 'liveness', 'probe', '프로브'],
    'stale-endpoint-routing': ['stale endpoint', 'stale endpoints', 'old endpoints'],
    'control-plane-unavailable': ['control plane', 'api server unavailable', 'kubectl'],
  },
};

const norm = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9\uac00-\ud7a3]+/g, ' ').trim()} `;
const hasHangul = (s: string) => /[\uac00-\ud7a3]/.test(s);

/** Phrase → slug per kind: keywords, the taxonomy's labels (en, ko), slugs and aliases as words. */
export interface PhraseTable {
  phrases: Record<SuggestedKind, [phrase: string, slug: string][]>;
}

export function phraseTable(taxonomy: Taxonomy): PhraseTable {
  const phrases = {} as PhraseTable['phrases'];
  for (const kind of SUGGESTED_KINDS) {
    const tk = KIND_OF[kind];
    const seen = new Set<string>();
    const list: [string, string][] = [];
    const add = (phrase: string, slug: string) => {
      if (!Object.hasOwn(taxonomy[tk], slug)) return;
      const p = hasHangul(phrase) ? phrase.toLowerCase().trim() : norm(phrase).trim();
      if (p.length < 2 || seen.has(`${p}\u0000${slug}`)) return;
      seen.add(`${p}\u0000${slug}`);
      list.push([p, slug]);
    };
    for (const [slug, label] of Object.entries(taxonomy[tk])) {
      add(slug.replace(/-/g, ' '), slug);
      add(label.en, slug);
      if (label.ko) add(label.ko, slug);
    }
    for (const [alias, slug] of Object.entries(taxonomy.aliases?.[tk] ?? {})) add(alias.replace(/-/g, ' '), slug);
    for (const [slug, words] of Object.entries(KEYWORDS[kind])) for (const w of words) add(w, slug);
    // Longer phrases first, so "connection pool" is reported rather than "pool".
    phrases[kind] = list.sort((a, b) => b[0].length - a[0].length);
  }
  return { phrases };
}

/** The phrases of one kind found in a text, each once: [phrase, slug]. */
export function findPhrases(table: PhraseTable, kind: SuggestedKind, text: string): [string, string][] {
  const latin = norm(text);
  const lower = text.toLowerCase();
  const found: [string, string][] = [];
  for (const [phrase, slug] of table.phrases[kind]) {
    const hit = hasHangul(phrase) ? lower.includes(phrase) : latin.includes(` ${phrase} `) || latin.includes(` ${phrase}s `);
    if (hit) found.push([phrase, slug]);
  }
  return found;
}

export interface SuggestContext {
  taxonomy: Taxonomy;
  table: PhraseTable;
  /** The library the suggestions learn from (its similar cases), or null. */
  similarity: SimilarityIndex | null;
}

/** Field weights: a stated field counts more than a word somewhere in the write-up. */
const FIELD_WEIGHT: Record<string, number> = { root_cause_text: 3, service: 2.5, labels: 2, title: 1.5, trigger: 1.5, summary: 1, symptoms_text: 1, detection: 0.5, lessons: 0.5, action_items: 0.5 };
/** Kinds a field may suggest: a root-cause column names a cause, not a symptom. */
const FIELD_KINDS: Record<string, readonly SuggestedKind[]> = {
  root_cause_text: ['root_cause', 'components', 'domain'],
  service: ['components', 'domain'],
  labels: SUGGESTED_KINDS,
  title: SUGGESTED_KINDS,
  trigger: ['root_cause', 'components', 'domain'],
  summary: SUGGESTED_KINDS,
  symptoms_text: ['symptoms', 'components', 'domain'],
  detection: ['symptoms'],
  lessons: [],
  action_items: [],
};
const SIMILAR_LIMIT = 5;
const SIMILAR_WEIGHT = 2;
const STATED_WEIGHT = 10;
const KEEP = 5;

function textsOf(c: ImportedCase): [string, string][] {
  const out: [string, string][] = [];
  const t = (field: string, v: { en: string; ko: string | null } | null) => {
    if (v) out.push([field, v.ko && v.ko !== v.en ? `${v.en}\n${v.ko}` : v.en]);
  };
  if (c.import_hints?.root_cause_text) out.push(['root_cause_text', c.import_hints.root_cause_text]);
  if (c.import_hints?.service) out.push(['service', c.import_hints.service]);
  if (c.import_hints?.labels?.length) out.push(['labels', c.import_hints.labels.join(', ')]);
  t('title', c.title);
  t('trigger', c.trigger);
  t('summary', c.summary);
  t('symptoms_text', c.symptoms_text);
  t('detection', c.detection);
  return out;
}

/**
 * Suggested domain, components, root cause and symptoms of an imported case, each with its
 * reasons: (a) taxonomy labels, aliases and keywords found in its fields (a root-cause column
 * as the reason "rootCauseText"), (b) the tags of the most similar library cases, and what the
 * source stated. Best first, at most five per kind.
 */
export function suggestTags(c: ImportedCase, ctx: SuggestContext): SuggestedTags {
  const acc = Object.fromEntries(SUGGESTED_KINDS.map((k) => [k, new Map<string, TagSuggestion>()])) as Record<SuggestedKind, Map<string, TagSuggestion>>;
  const bump = (kind: SuggestedKind, slug: string, score: number, reason: SuggestionReason) => {
    const m = acc[kind];
    const s = m.get(slug) ?? { slug, score: 0, reasons: [] };
    s.score += score;
    if (s.reasons.length < 4) s.reasons.push(reason);
    m.set(slug, s);
  };
  const stated: Record<SuggestedKind, string[]> = { domain: c.domain, components: c.components, root_cause: c.root_cause ? [c.root_cause] : [], symptoms: c.symptoms };
  for (const kind of SUGGESTED_KINDS) for (const slug of stated[kind]) bump(kind, slug, STATED_WEIGHT, { kind: 'stated', field: kind, text: slug });
  for (const [field, text] of textsOf(c)) {
    for (const kind of FIELD_KINDS[field] ?? []) {
      const perSlug = new Map<string, string>();
      for (const [phrase, slug] of findPhrases(ctx.table, kind, text)) if (!perSlug.has(slug)) perSlug.set(slug, phrase);
      for (const [slug, phrase] of perSlug) {
        const reason: SuggestionReason = field === 'root_cause_text' ? { kind: 'rootCauseText', text: phrase } : { kind: 'label', field, text: phrase };
        bump(kind, slug, FIELD_WEIGHT[field] ?? 1, reason);
      }
    }
  }
  if (ctx.similarity) {
    const result = matchDraft(ctx.similarity, c, { limit: SIMILAR_LIMIT });
    const cases = result.matches.map((m) => ctx.similarity!.cases[m.other]).filter((x) => x !== undefined);
    for (const kind of SUGGESTED_KINDS) {
      const counts = new Map<string, string[]>();
      for (const other of cases) {
        const slugs = kind === 'root_cause' ? (other.root_cause ? [other.root_cause] : []) : other[kind];
        for (const slug of new Set(slugs)) counts.set(slug, [...(counts.get(slug) ?? []), other.id]);
      }
      for (const [slug, ids] of counts) if (Object.hasOwn(ctx.taxonomy[KIND_OF[kind]], slug)) bump(kind, slug, (SIMILAR_WEIGHT * ids.length) / Math.max(1, cases.length), { kind: 'similar', ids: ids.slice(0, 3) });
    }
  }
  const out = {} as SuggestedTags;
  for (const kind of SUGGESTED_KINDS) {
    out[kind] = [...acc[kind].values()]
      .map((s) => ({ ...s, score: Math.round(s.score * 100) / 100 }))
      .sort((a, b) => b.score - a.score || (a.slug < b.slug ? -1 : 1))
      .slice(0, KEEP);
  }
  return out;
}

/** The case with the top suggestion of each kind applied (components and symptoms: added, root cause: set when empty). */
export function applyTopSuggestions(c: ImportedCase, tags: SuggestedTags): ImportedCase {
  const top = (kind: SuggestedKind) => tags[kind][0]?.slug;
  const add = (list: string[], slug: string | undefined) => (slug && !list.includes(slug) ? [...list, slug] : list);
  return {
    ...c,
    domain: add(c.domain, top('domain')),
    components: add(c.components, top('components')),
    symptoms: add(c.symptoms, top('symptoms')),
    root_cause: c.root_cause ?? top('root_cause') ?? null,
  };
}
