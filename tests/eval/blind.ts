import type { EvalDraft } from './drafts';

/**
 * The second evaluation set (issue #27): terse, symptom-first descriptions of bundled cases,
 * written WITHOUT reading the cases' texts. How they were written: for each chosen case only its
 * `id`, `org` and `date` were looked at (the listing that picked them across domains also showed
 * its component and root-cause tags, not its texts); the public write-up of that incident was
 * read (a web search on "<org> outage <month year>": the company's post-mortem or press
 * coverage), and then a line or two was typed as an on-call engineer would in the first minutes:
 * what they see, not the cause found later, no organisation names, no case ids, about a third in
 * Korean. None of them was tuned against the ranking: they were written once, before any run.
 *
 * `kind` is always `short` (first lines) or `paraphrase` (a symptom said in the responder's own
 * words); `expect` is the one case the write-up was about. Used by scripts/eval-similarity.ts
 * (recall@k, MRR, next to the first set) and tests/unit/similarity.recall.test.ts (a floor).
 */
export const BLIND_DRAFTS: readonly EvalDraft[] = [
  // --- English -------------------------------------------------------------------------------
  { lang: 'en', kind: 'short', expect: ['IL-0102'], text: 'dns provider under ddos, half the big sites on the east coast not resolving' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0104'], text: 'object storage in us-east-1 returning errors for everything, even the status page is down. someone was running a command to remove capacity' },
  { lang: 'en', kind: 'short', expect: ['IL-0105'], text: 'every edge server at 100% cpu right after a firewall rule push, all sites 502' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0112'], text: 'cdn returning 503 almost everywhere at once, one customer just pushed a config change' },
  { lang: 'en', kind: 'short', expect: ['IL-0116'], text: 'consul cluster falling over under load, service discovery gone, whole platform down for hours' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0201'], text: 'tens of thousands of nodes lost networking at the same hour in every region, an unattended security update of systemd ran and pod routes vanished' },
  { lang: 'en', kind: 'short', expect: ['IL-0200'], text: 'site down minutes after upgrading kubernetes to 1.24, calico route reflectors gone' },
  { lang: 'en', kind: 'short', expect: ['IL-0212'], text: 'coredns pods oomkilled over and over, nothing in the cluster resolves' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0404'], text: 'postgres refuses writes, says it must vacuum to avoid transaction id wraparound' },
  { lang: 'en', kind: 'short', expect: ['IL-0413'], text: 'after a 43 second network blip the mysql primaries failed over to the other coast, writes diverged' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0604'], text: 'streaming data service down in us-east-1 after adding servers to the front end fleet, thread limit exceeded, cloudwatch and cognito broken too' },
  { lang: 'en', kind: 'short', expect: ['IL-0400'], text: 'trading system sending millions of unintended orders right after market open, new code missed one server' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0410'], text: 'deleted the data directory on the primary database instead of the replica, backups not working' },
  { lang: 'en', kind: 'short', expect: ['IL-0408'], text: 'builds failing everywhere, a tiny package was unpublished from the registry' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0418'], text: 'maintenance script meant to remove an old app deleted whole customer sites, hundreds of tenants offline for days' },
  { lang: 'en', kind: 'short', expect: ['IL-0503'], text: 'antivirus definition update flagged svchost.exe, xp machines in a reboot loop' },
  { lang: 'en', kind: 'short', expect: ['IL-0702'], text: 'public resolver answering SERVFAIL for valid names, dnssec validation failing' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0707'], text: 'a small isp leaked more-specific routes through a big transit provider, huge parts of the internet unreachable' },
  { lang: 'en', kind: 'short', expect: ['IL-0813'], text: 'home page hangs, one regex trimming whitespace pegging cpu, load balancer health check pulled all web servers' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0911'], text: 'flight notices system down nationwide, ground stop, files deleted while syncing primary and backup database' },
  { lang: 'en', kind: 'short', expect: ['IL-0933'], text: 'all browser extensions disabled at once, add-on signing cert expired' },
  { lang: 'en', kind: 'short', expect: ['IL-0505'], text: 'dns timeouts for some services in the cluster, kube-proxy failed to delete conntrack entries' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0606'], text: 'heavy packet loss and congestion across several us regions, even our own tools to talk about the outage are affected' },
  { lang: 'en', kind: 'short', expect: ['IL-0115'], text: 'all our dns servers unreachable, our bgp routes withdrawn, cannot get into the datacenter' },
  { lang: 'en', kind: 'paraphrase', expect: ['IL-0119'], text: 'windows machines everywhere blue screen and boot loop after the security agent got a content update' },
  { lang: 'en', kind: 'short', expect: ['IL-0801'], text: 'record ddos, memcached amplification on udp 11211, site down ten minutes' },
  // --- Korean --------------------------------------------------------------------------------
  { lang: 'ko', kind: 'short', expect: ['IL-0718'], text: '데이터센터 배터리실 화재로 전원 차단, 메신저와 결제 서비스 전부 중단' },
  { lang: 'ko', kind: 'short', expect: ['IL-0717'], text: '전국 유무선 인터넷 먹통, 라우팅 설정 오류, 처음엔 디도스로 추정' },
  { lang: 'ko', kind: 'paraphrase', expect: ['IL-0724'], text: '데이터센터 건물 화재로 전소, 같은 부지의 서버 전부 내려감, 재해복구 계획 가동 필요' },
  { lang: 'ko', kind: 'short', expect: ['IL-0709'], text: '통신사 코어 네트워크 전체 장애, 라우팅 필터 삭제 후 라우터 과부하, 119 신고도 안 됨' },
  { lang: 'ko', kind: 'paraphrase', expect: ['IL-0114'], text: '루트 인증서 만료 후 오래된 기기와 클라이언트에서 TLS 연결 실패' },
  { lang: 'ko', kind: 'short', expect: ['IL-0211'], text: '링커드 재시작 후 전체 플랫폼 장애, 쿠버네티스 버전 비호환' },
  { lang: 'ko', kind: 'paraphrase', expect: ['IL-0904'], text: '폭염 중 냉각 시스템 고장, 한 존의 서버를 강제로 종료' },
  { lang: 'ko', kind: 'short', expect: ['IL-0115'], text: 'BGP 경로가 전부 철회돼서 DNS 서버에 접근 불가, 서비스 전체 다운' },
  { lang: 'ko', kind: 'short', expect: ['IL-0119'], text: '보안 에이전트 업데이트 후 윈도우 PC 전부 블루스크린, 부팅 반복' },
  { lang: 'ko', kind: 'paraphrase', expect: ['IL-0102'], text: 'IoT 봇넷의 대규모 디도스로 DNS 제공업체 장애, 여러 대형 사이트 접속 불가' },
  { lang: 'ko', kind: 'short', expect: ['IL-0212'], text: 'CoreDNS 파드 메모리 부족으로 계속 재시작, 클러스터 DNS 전체 장애' },
  { lang: 'ko', kind: 'short', expect: ['IL-0410'], text: '운영 DB 데이터 디렉터리를 실수로 삭제, 백업 복구 실패' },
  { lang: 'ko', kind: 'paraphrase', expect: ['IL-0105'], text: '방화벽 규칙 배포 직후 엣지 서버 CPU 100%, 정규식 백트래킹, 전 세계 502' },
  { lang: 'ko', kind: 'short', expect: ['IL-0201'], text: '자동 보안 업데이트 후 systemd가 라우팅 규칙 삭제, 모든 리전 노드 네트워크 끊김' },
];
