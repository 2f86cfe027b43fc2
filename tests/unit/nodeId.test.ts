import { describe, expect, it } from 'vitest';
import { caseNodeId, causeNodeId, componentNodeId } from '../../src/model/network';
import { nodeIdOf, parseNodeId, selectionNodeId } from '../../src/model/network';

describe('node ids', () => {
  it('parses what the graph builder makes, for every kind', () => {
    expect(parseNodeId(caseNodeId('IL-0203'))).toEqual({ kind: 'case', key: 'IL-0203' });
    expect(parseNodeId(componentNodeId('ingress-controller'))).toEqual({ kind: 'component', key: 'ingress-controller' });
    expect(parseNodeId(causeNodeId('bad-config'))).toEqual({ kind: 'cause', key: 'bad-config' });
  });

  it('keeps keys that themselves contain a colon or a prefix word', () => {
    expect(parseNodeId(componentNodeId('cause:x'))).toEqual({ kind: 'component', key: 'cause:x' });
    expect(parseNodeId(causeNodeId('component'))).toEqual({ kind: 'cause', key: 'component' });
  });

  it('round-trips through nodeIdOf', () => {
    for (const ref of [{ kind: 'case', key: 'A-1' }, { kind: 'component', key: 'dns' }, { kind: 'cause', key: 'expired-certificate' }] as const) {
      expect(parseNodeId(nodeIdOf(ref))).toEqual(ref);
    }
  });

  it('returns null for ids the graph never makes, without throwing', () => {
    for (const bad of ['', 'case:', 'org:Google', 'components:x', 'IL-0203', ':x']) expect(parseNodeId(bad)).toBeNull();
  });

  it('maps a selection to its node, and no selection to null', () => {
    expect(selectionNodeId({ kind: 'cause', key: 'dns-misconfig' })).toBe(causeNodeId('dns-misconfig'));
    expect(selectionNodeId(null)).toBeNull();
  });
});
