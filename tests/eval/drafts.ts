/**
 * The evaluation set for similarity (issue #15): descriptions an on-call engineer might type
 * mid-incident, symptoms first, in their own words, with no organisation names and no case ids,
 * each with the bundled case(s) it describes (the first is the one it was written from; any
 * other is an equally good answer).
 *
 * `kind`:
 * - `close`: uses much of the case's own vocabulary (what a responder who knows the system says);
 * - `paraphrase`: says it differently ("blue screen" for a crash, "the clock went backwards" for
 *   a leap second, "phones lost the internet" for mobile data), the harder half;
 * - `short`: the first line typed into the incident channel, a few words only.
 *
 * Used by scripts/eval-similarity.ts (recall@k, MRR) and by tests/unit/similarity.recall.test.ts.
 */
export interface EvalDraft {
  text: string;
  lang: 'en' | 'ko';
  expect: readonly string[];
  kind: 'close' | 'paraphrase' | 'short';
}

export const EVAL_DRAFTS: readonly EvalDraft[] = [
  // --- English -------------------------------------------------------------------------------
  {
    lang: 'en', kind: 'close', expect: ['IL-0034'],
    text: 'Every pod in the cluster just went unready while we were rolling out a new version of the metrics sidecar. The sidecar container crashes and the mesh stopped sending traffic to all services.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0100'],
    text: 'It is Feb 29 and hosts cannot create their transfer certs, the expiry date math seems to break on the extra day. New deployments of hosted services fail in several regions.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0101'],
    text: 'After a network config rollout all our public IP blocks are withdrawn from BGP. Every region is unreachable from the internet, VPN tunnels dropped, load balancers not reachable.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0102'],
    text: 'Huge flood of junk queries from hijacked cameras and home routers against our managed nameservers. Lookups time out and big customer websites will not load for users on the east coast.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0103'],
    text: 'Right after midnight UTC on New Year a handful of resolver machines panic on CNAME answers. Looks like the system clock went backwards by a second and an elapsed time came out negative.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0104'],
    text: 'Ran the playbook to retire a few servers of the storage index fleet and a typo in the argument removed far more of them. GET and PUT on buckets failing for the whole region, everything built on top erroring.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0105'],
    text: 'CPU pinned near 100% on every edge machine at the same moment and visitors get 502 Bad Gateway everywhere. We had just pushed a new WAF rule with a regex to all locations.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0106'],
    text: 'Phones across the country lost the internet but calls mostly work. The packet core rejects sessions; the vendor says a certificate in their software ran out.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0107'],
    text: 'Monday morning nobody can sign in to the chat client, it says it failed to establish an HTTPS connection and restarting does not help. Probably an expired auth certificate.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0108'],
    text: 'Sign-in broken for nearly every product. The user ID service rejects writes because its storage quota was cut after the quota system reported zero usage for it.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0109'],
    text: 'First working day after the holidays, traffic ramps up and packets drop at the transit gateway between VPCs. Autoscaling keeps adding instances which makes it worse and dashboards are unusable.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0110'],
    text: 'Applications stopped trusting tokens from our identity provider, signature validation fails. The automated key rotation removed a signing key that was still in use.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0112'],
    text: 'One customer pushed a perfectly valid service config and suddenly most of our CDN POPs return 503 errors while the origins are healthy.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0114'],
    text: 'Old Android phones, embedded devices and clients on old OpenSSL fail certificate validation since the cross-signed root expired. Modern browsers are fine.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0115'],
    text: 'Every data centre lost its backbone links after a maintenance command, then our DNS servers withdrew their BGP routes. Internal tools, chat and remote access are gone too.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0116'],
    text: 'Consul servers at high CPU with slow, flapping leaders; everything that depends on service discovery is down for hours. We recently turned on the new streaming feature.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0117'],
    text: 'An automatic scaling activity on the internal network in us-east-1 set off a surge of connections. APIs return errors, consoles are slow and our own monitoring is blind.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0119'],
    text: 'Thousands of Windows laptops and servers blue-screening and stuck rebooting right after the endpoint security sensor got a new content file. Check-in desks and payment terminals down.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0120'],
    text: 'API calls return 503 in every region at once. The policy check binary crashes on a null pointer after a quota policy with blank fields replicated everywhere.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0121'],
    text: 'The regional endpoint of our key-value database has an empty DNS record, lookups return no addresses, new connections fail, and services depending on it fail one after another.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0200'],
    text: 'Upgraded Kubernetes to 1.24 and the whole site went down immediately. The Calico route reflectors lost the node label they were selected by and the pod network broke.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0202'],
    text: 'Deployed a new telemetry daemonset and now every node hammers the Kubernetes API servers; the control plane is overloaded and cluster DNS stopped resolving, so service discovery is dead.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0205'],
    text: 'Moved our ingress from Traefik 1 to 2 and SSO logins loop on 307 redirects; the X-Forwarded headers are not passed through anymore and the booking site is down.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0207'],
    text: 'Intermittent 502s but only during deploys: the ingress sends requests to the IPs of pods that were already scaled down. Started after an annotation change.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0208'],
    text: 'The site was down for 40 minutes and no alert fired. During the node version upgrade every node running the ingress controller pods had been cordoned.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0210'],
    text: '502 whenever a pod terminates and 504 when the autoscaler removes a node; the ALB keeps sending traffic to targets that are shutting down and SIGTERM is not handled gracefully.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0213'],
    text: 'Merged what was supposed to be a no-op change to the root template of the cluster config; it rolled out globally and deleted the microservices behind the website and apps.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0214'],
    text: 'Nodes keep kernel panicking one after the other. The scheduler piles all the CPU-hungry pods onto the same machine, it dies, they move to the next one, and now the site is offline.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0216'],
    text: 'Karpenter errors for hours, then all worker nodes disappeared and pods cannot be scheduled. Our terraform change removed the managed node groups; deploys frozen, API down.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0219'],
    text: 'Shared ingress pods hit their memory limit and get OOM killed when a slow backend makes in-flight requests pile up. The ALB reports zero healthy hosts and returns 502.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0400'],
    text: 'After the release one box out of eight still had the old build; a reused flag woke up dead code on it and it fired far too many orders at the exchange within minutes.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0401'],
    text: 'Network hiccup and all Redis replicas tried a full resync at the same time, the primary got overloaded; after restarting it the balances were wiped and customers were charged again and again.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0402'],
    text: 'Kafka brokers saturate their host network limits one by one, and when we added brokers in a hurry every producer crashed. Realtime dashboards show no new data.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0407'],
    text: 'API latency and then errors on most endpoints, workers all tied up. A DBA dropped an index that a pending query change still needed.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0408'],
    text: 'Installs failing in every project: a tiny string padding package was pulled from the public registry by its author and it was a dependency of a dependency for everyone.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0409'],
    text: 'We downsized the database to save money and it cannot keep up at the US peak; health checks removed all web servers from the load balancer and nobody got paged.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0412'],
    text: 'The disk array under the primary DB died and the cluster manager will not promote the replica. API down with no primary at all for close to two hours.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0413'],
    text: 'Short network partition between data centers and the failover tool promoted MySQL primaries on the other coast; writes are split across sites and data is inconsistent.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0416'],
    text: 'The checksum of the shell uploader we curl in CI does not match the published one. Someone modified it and it has been sending our environment variables out for weeks.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0421'],
    text: 'Apps lost outbound connectivity after an OS update nobody planned restarted host networking; the routing script only runs at boot. Our status page went down with them.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0501'],
    text: 'Blob storage front-ends stuck in an infinite loop after a storage performance change was enabled everywhere at once; VMs unreachable over RDP and SSH in many regions.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0503'],
    text: 'After the antivirus definition update, XP machines flag svchost.exe as malware and reboot in a loop.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0504'],
    text: 'kubelet keeps killing etcd every two minutes because of a failing liveness probe; kubectl gets connection refused from the API server on 6443. Single master cluster.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0506'],
    text: 'Calls between internal services all come back 404 after routine maintenance spread a config change across the infrastructure that conflicts with the mesh. Emails are not being sent.',
  },
  {
    lang: 'en', kind: 'close', expect: ['IL-0507'],
    text: 'A typo in a reboot command restarted every server in the data center at once; instances come back slowly and the API is under heavy load.',
  },
  {
    lang: 'en', kind: 'paraphrase', expect: ['IL-0418'],
    text: 'A cleanup job was handed the wrong kind of IDs and wiped hundreds of whole customer sites; those customers cannot even log in to reach support.',
  },
  // --- English, first lines only ---------------------------------------------------------------
  { lang: 'en', kind: 'short', expect: ['IL-0034'], text: 'all pods unready after stats sidecar upgrade' },
  { lang: 'en', kind: 'short', expect: ['IL-0105'], text: 'edge CPU at 100%, 502 everywhere after WAF deploy' },
  { lang: 'en', kind: 'short', expect: ['IL-0107', 'IL-0106', 'IL-0114'], text: 'users locked out, cert expired' },
  { lang: 'en', kind: 'short', expect: ['IL-0212'], text: 'CoreDNS OOMKilled, nothing resolves' },
  { lang: 'en', kind: 'short', expect: ['IL-0201'], text: 'nodes NotReady in all regions after systemd update' },
  { lang: 'en', kind: 'short', expect: ['IL-0404', 'IL-0414', 'IL-0405'], text: 'postgres xid wraparound, writes refused' },
  { lang: 'en', kind: 'short', expect: ['IL-0119', 'IL-0503'], text: 'windows boxes boot looping after security agent update' },
  { lang: 'en', kind: 'short', expect: ['IL-0504'], text: 'etcd restarted every 2 min by liveness probe' },
  { lang: 'en', kind: 'short', expect: ['IL-0408'], text: 'builds broken, package unpublished from the public registry' },
  { lang: 'en', kind: 'short', expect: ['IL-0210', 'IL-0207'], text: '502s when pods terminate behind the ALB' },
  { lang: 'en', kind: 'short', expect: ['IL-0115', 'IL-0101'], text: 'our prefixes withdrawn from BGP, dns down' },
  { lang: 'en', kind: 'short', expect: ['IL-0416', 'IL-0420', 'IL-0419'], text: 'CI secrets leaked, rotate all tokens' },
  { lang: 'en', kind: 'short', expect: ['IL-0410'], text: 'rm -rf on the wrong postgres primary, backups broken' },
  { lang: 'en', kind: 'short', expect: ['IL-0103'], text: 'leap second crashed dns' },
  { lang: 'en', kind: 'short', expect: ['IL-0402'], text: 'kafka producers crashing after adding brokers' },
  // --- Korean --------------------------------------------------------------------------------
  {
    lang: 'ko', kind: 'close', expect: ['IL-0111'],
    text: '긴급 절차로 DNS 설정 변경을 전체에 한 번에 배포한 뒤로 새 로그인이 안 되고 상태 페이지도 열리지 않는다.',
  },
  {
    lang: 'ko', kind: 'paraphrase', expect: ['IL-0113'],
    text: '엣지 DNS 소프트웨어 설정을 업데이트한 직후 은행, 항공사, 택배 사이트 여러 곳의 도메인 이름이 풀리지 않아 접속 오류가 난다.',
  },
  {
    lang: 'ko', kind: 'paraphrase', expect: ['IL-0118'],
    text: '데이터센터 스파인 네트워크 정책을 바꾼 직후 가장 큰 거점들에서 경로 광고가 빠지고 요청의 절반이 500 오류로 실패한다.',
  },
  {
    lang: 'ko', kind: 'paraphrase', expect: ['IL-0201'],
    text: '모든 리전에서 쿠버네티스 노드들이 동시에 NotReady 로 떨어졌다. 무인 OS 보안 패키지 업데이트 이후 CNI 가 만든 라우팅 규칙이 지워진 것 같다.',
  },
  {
    lang: 'ko', kind: 'close', expect: ['IL-0203'],
    text: '시스템 업데이트 후 로드 밸런서 컨트롤러가 새 파드를 ALB 대상 그룹에 등록하지 못했고, 마지막 옛 파드가 교체되자 EU 리전 수집과 UI 가 모두 멈췄다.',
  },
  {
    lang: 'ko', kind: 'close', expect: ['IL-0211'],
    text: 'etcd 변경 뒤 Linkerd 가 쿠버네티스 업데이트를 못 받아서 없어진 파드로 요청을 보낸다. 재시작했더니 플랫폼 전체가 내려가고 카드 결제가 실패한다.',
  },
  {
    lang: 'ko', kind: 'close', expect: ['IL-0212'],
    text: '클러스터 안에서 이름 해석이 전부 실패한다. CoreDNS 파드들이 메모리 한도에 걸려 OOM 으로 계속 죽고 있다.',
  },
  {
    lang: 'ko', kind: 'close', expect: ['IL-0215'],
    text: '테스트 클러스터를 지우는 스크립트를 운영 kube 컨텍스트에서 돌려 버렸다. 인그레스 컨트롤러, 모니터링, 로깅이 삭제되어 서비스에 접속이 안 된다.',
  },
  {
    lang: 'ko', kind: 'close', expect: ['IL-0404', 'IL-0414'],
    text: 'Postgres 가 트랜잭션 ID 가 바닥나서 쓰기를 거부한다. 단일 사용자 모드로 vacuum 을 돌리는데 몇 시간째 진행이 안 보인다.',
  },
  {
    lang: 'ko', kind: 'paraphrase', expect: ['IL-0410'],
    text: '뒤처진 복제본을 다시 만들다가 실수로 프라이머리 쪽 데이터 디렉터리를 지웠다. 백업을 복원하려는데 어느 것도 제대로 되지 않는다.',
  },
  {
    lang: 'ko', kind: 'paraphrase', expect: ['IL-0419'],
    text: '외부 배포 플랫폼에 발급해 둔 OAuth 토큰이 탈취되어 비공개 저장소가 통째로 복제되었다는 연락을 받았다. 연동을 당장 끊어야 한다.',
  },
  {
    lang: 'ko', kind: 'close', expect: ['IL-0505'],
    text: 'DNS 파드를 교체한 뒤 일부 서비스만 이름 해석에 실패하고 이벤트가 유실된다. kube-proxy 가 conntrack 항목을 지우지 못해 없는 파드로 질의가 간다.',
  },
  {
    lang: 'ko', kind: 'paraphrase', expect: ['IL-0502'],
    text: '운영체제 업그레이드 스크립트가 운영 중인 데이터베이스 서버를 유휴 장비로 잘못 보고 재설치해 버렸다. 사이트 전체가 내려갔다.',
  },
  // --- Korean, first lines only ----------------------------------------------------------------
  { lang: 'ko', kind: 'short', expect: ['IL-0034'], text: '메트릭 사이드카 크래시 후 파드 전부 준비 안 됨' },
  { lang: 'ko', kind: 'short', expect: ['IL-0107', 'IL-0106', 'IL-0114'], text: '인증서 만료로 로그인 불가' },
  { lang: 'ko', kind: 'short', expect: ['IL-0212'], text: 'CoreDNS 메모리 부족으로 재시작 반복' },
  { lang: 'ko', kind: 'short', expect: ['IL-0119', 'IL-0503'], text: '보안 에이전트 업데이트 후 윈도우 재부팅 반복' },
  { lang: 'ko', kind: 'short', expect: ['IL-0208'], text: '인그레스 파드가 있던 노드가 모두 cordon 되어 사이트 다운' },
];
