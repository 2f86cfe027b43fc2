import { describe, expect, it } from 'vitest';
import { analyze, countWords, tokenize } from '../../src/model/similarity';

const shares = (a: string, b: string) => analyze(a).some((t) => analyze(b).includes(t));

describe('similarity analysis: English', () => {
  it('lower-cases, drops stop words and stems', () => {
    expect(analyze('The Pods were crashing')).toEqual(['pod', 'crash']);
    expect(analyze('crashed')).toEqual(analyze('crashing'));
    expect(analyze('certificates')).toEqual(analyze('certificate'));
  });

  it('keeps short words as they are (Porter would turn dns into dn)', () => {
    expect(analyze('dns')).toEqual(['dns']);
    expect(analyze('bgp')).toEqual(['bgp']);
  });

  it('keeps a technical name as its parts and as the whole', () => {
    expect(analyze('kube-apiserver')).toEqual(['kube', 'apiserv', 'kube-apiserver']);
    expect(analyze('us-east-1')).toContain('us-east-1');
    expect(shares('the apiserver', 'kube-apiserver')).toBe(true);
  });

  it('keeps words with digits, drops a plural s from numbers, and counts a status code in its class', () => {
    expect(analyze('5xx')).toEqual(['5xx']);
    expect(analyze('etcd3')).toEqual(['etcd3']);
    expect(analyze('502s')).toEqual(['502', '5xx']);
    expect(shares('elevated 5xx', 'HTTP 503 responses')).toBe(true);
  });

  it('drops one- and two-digit numbers (times, dates, counts)', () => {
    expect(analyze('at 22 past 9')).toEqual(['past']);
  });

  it('splits camel-case names into words and keeps the name whole, but not a plural of capitals', () => {
    expect(analyze('OOMKilled')).toEqual(['oom', 'kill', 'oomkilled']);
    expect(analyze('CoreDNS')).toEqual(['core', 'dns', 'coredns']);
    expect(analyze('IDs')).toEqual(['ids']);
  });

  it('reads a few short forms as the word they stand for', () => {
    expect(shares('cert expired', 'the certificate')).toBe(true);
    expect(shares('bad config', 'a configuration change')).toBe(true);
  });
});

describe('similarity analysis: Korean', () => {
  it('makes character bigrams of a Hangul run', () => {
    expect(analyze('데이터베이스')).toEqual(['데이', '이터', '터베', '베이', '이스']);
  });

  it('still matches a word when a particle is glued to it', () => {
    expect(analyze('파드가')).toEqual(['파드']);
    expect(shares('파드가 죽었다', '파드')).toBe(true);
    expect(shares('인증서를 교체', '인증서가 만료')).toBe(true);
  });

  it('indexes a one-syllable word alone, with or without its particle', () => {
    expect(analyze('큐')).toEqual(['큐']);
    expect(analyze('큐가')).toEqual(['큐', '큐가']);
    expect(shares('큐가 넘쳤다', '메시지 큐')).toBe(true);
  });

  it('cuts a verb ending glued to a noun', () => {
    expect(analyze('업그레이드했다')).toEqual(analyze('업그레이드'));
  });

  it('drops a particle written apart from its word', () => {
    expect(analyze('Airbnb 의 서버')).toEqual(['airbnb', '서버']);
  });
});

describe('similarity analysis: mixed text and spans', () => {
  it('reads English and Korean in one text', () => {
    expect(analyze('DNS 가 실패했다')).toEqual(['dns', '실패']);
    expect(analyze('CoreDNS파드')).toEqual(['core', 'dns', 'coredns', '파드']);
  });

  it('gives each term the span of the word it came from', () => {
    const text = 'Ingress 파드가 crashed';
    const spans: string[] = [];
    tokenize(text, (_t, s, e) => spans.push(text.slice(s, e)));
    expect(spans).toEqual(['Ingress', '파드', 'crashed']);
  });

  it('never throws on odd input', () => {
    for (const text of ['', '   ', '\u0000\uffff', '🙂🙂', 'a'.repeat(10_000), '-_./', '𝐀𝐁𝐂']) expect(() => analyze(text)).not.toThrow();
    expect(analyze('x'.repeat(100))).toEqual([]);
  });

  it('counts meaningful words, not terms', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('the of and')).toBe(0);
    expect(countWords('etcd down')).toBe(1);
    expect(countWords('파드가')).toBe(1);
    expect(countWords('데이터베이스 장애')).toBe(2);
    expect(countWords('leap second')).toBe(2);
    expect(countWords('kube-apiserver')).toBe(2);
  });
});
