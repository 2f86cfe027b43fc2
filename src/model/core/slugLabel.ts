/**
 * Words a made-up label must not write in sentence case: acronyms in capitals, names in their
 * own casing. Looked up by the lowercased word.
 */
const WORDS: ReadonlyMap<string, string> = new Map(
  [
    'API', 'AWS', 'BGP', 'CDN', 'CI', 'CD', 'CNI', 'CPU', 'CSI', 'DB', 'DDoS', 'DHCP', 'DNS', 'EBS', 'EC2', 'ECS', 'EKS', 'AKS', 'GKE',
    'GC', 'GCP', 'GCS', 'GPU', 'HA', 'HTTP', 'HTTPS', 'IAM', 'ID', 'IO', 'IP', 'IPv4', 'IPv6', 'JVM', 'JWT', 'LB', 'LDAP', 'mTLS',
    'NAT', 'NFS', 'NTP', 'OAuth', 'OOM', 'OS', 'RAID', 'RAM', 'RDS', 'S3', 'SAML', 'SLA', 'SLO', 'SQL', 'SSD', 'SSH', 'SSL', 'SSO',
    'TCP', 'TLS', 'TTL', 'UDP', 'UI', 'URL', 'VM', 'VPC', 'VPN', 'WAF', 'WAN', 'XID',
    'Kubernetes', 'Linux', 'Windows', 'Azure', 'Redis', 'Kafka', 'Postgres', 'PostgreSQL', 'MySQL', 'MongoDB', 'CoreDNS',
    'DynamoDB', 'Elasticsearch', 'GitHub', 'GitLab', 'HAProxy', 'Istio', 'Linkerd', 'Envoy', 'Consul', 'Terraform', 'Cloudflare',
  ].map((word) => [word.toLowerCase(), word] as const),
);

/** "5xx", "4xx": status classes keep their lowercase x. */
const STATUS_CLASS = /^[1-5]xx$/i;

function wordLabel(word: string): string | null {
  if (STATUS_CLASS.test(word)) return word.toLowerCase();
  return WORDS.get(word.toLowerCase()) ?? null;
}

/**
 * A readable label for a slug nobody labelled: "tls-handshake-failures" → "TLS handshake
 * failures", "high-cpu" → "High CPU", "elevated-5xx" → "Elevated 5xx". Sentence case otherwise,
 * and words the slug already capitalises are left as written.
 */
export function slugLabel(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return slug;
  return words
    .map((word, i) => {
      const known = wordLabel(word);
      if (known) return known;
      return i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}
