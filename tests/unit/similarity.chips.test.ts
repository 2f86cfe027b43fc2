import { describe, expect, it } from 'vitest';
import { chipWords } from '../../src/model/similarity';

describe('shared-word chips (issue #27)', () => {
  it('shows no Korean word to an English reader, and Korean words with English names to a Korean one', () => {
    expect(chipWords(['sidecar', '파드', 'unready'], 'en', ['The sidecar made every pod unready'])).toEqual(['sidecar', 'unready']);
    expect(chipWords(['sidecar', '파드', 'agent'], 'ko', ['사이드카가 모든 파드를 준비되지 않음으로 만들었다. sidecar 는 Consul 에이전트'])).toEqual(['sidecar', '파드']);
    // A case with no Korean text keeps its English words for a Korean reader.
    expect(chipWords(['agent'], 'ko', ['The agent crashed'])).toEqual(['agent']);
  });

  it('gives the dictionary form where the case\u2019s own text has it, one chip per word', () => {
    expect(chipWords(['crashed', 'crashing', 'expired'], 'en', ['The agent would crash on start; the certificate expired.'])).toEqual(['crash', 'expired']);
    expect(chipWords(['restarts'], 'en', ['nothing like it'])).toEqual(['restarts']);
    expect(chipWords(['coredns'], 'en', ['CoreDNS pods were OOM-killed'])).toEqual(['CoreDNS']);
  });
});
