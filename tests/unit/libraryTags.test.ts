import { describe, expect, it } from 'vitest';
import { relationsOf } from '../../src/model/relations';
import { bundledIndex } from './support/library';

/** The README's tagging rules, pinned on the bundled cases the second edition re-tagged (issue #19). */
describe('tagging rules in the bundled library', () => {
  const index = bundledIndex();
  const caseOf = (id: string) => {
    const i = index.byId.get(id);
    if (i === undefined) throw new Error(`no case ${id}`);
    return index.cases[i]!;
  };
  const seedRelated = (id: string) => relationsOf(index, index.byId.get(id)!, 'seed')
    .filter((r) => r.reasons.some((x) => x.kind === 'same-cause-shared-component'))
    .map((r) => index.cases[r.other]!.id);

  const breaches = ['IL-0416', 'IL-0419', 'IL-0420'];

  it('tags the security breaches as a compromise with data exposure, not as data loss', () => {
    for (const id of breaches) {
      expect(caseOf(id).root_cause, id).toBe('security-compromise');
      expect(caseOf(id).symptoms, id).toContain('data-exposure');
      expect(caseOf(id).symptoms, id).not.toContain('data-loss');
    }
  });

  it('links the security breaches to each other by the seed rule, and none of them to the left-pad unpublishing', () => {
    for (const id of breaches) {
      const related = seedRelated(id);
      for (const other of breaches) if (other !== id) expect(related, id).toContain(other);
      expect(related, id).not.toContain('IL-0408');
      // Whatever else the seed rule links a breach to is a compromise too.
      for (const other of related) expect(caseOf(other).root_cause, `${id} → ${other}`).toBe('security-compromise');
    }
  });

  it('tags a DDoS as an attack, not a traffic surge', () => {
    expect(caseOf('IL-0102').root_cause).toBe('ddos-attack');
  });

  it('tags a valid change that exposed a defect as a latent bug, a wrong configuration as a config change', () => {
    for (const id of ['IL-0101', 'IL-0112', 'IL-0113', 'IL-0120']) expect(caseOf(id).root_cause, id).toBe('latent-bug');
    for (const id of ['IL-0105', 'IL-0111', 'IL-0213', 'IL-0506', 'IL-0501']) expect(caseOf(id).root_cause, id).toBe('config-change');
  });

  it('keeps the reach of a global push in contributing factors', () => {
    for (const id of ['IL-0105', 'IL-0111', 'IL-0213', 'IL-0501']) expect(caseOf(id).contributing, id).toContain('no-gradual-rollout');
  });

  it('tags dependency bumps as upgrades of someone else\'s software', () => {
    for (const id of ['IL-0204', 'IL-0221']) expect(caseOf(id).root_cause, id).toBe('upgrade-breaking-change');
  });

  it('tags the single cases the audit found as the rules say', () => {
    expect(caseOf('IL-0412')).toMatchObject({ root_cause: 'hardware-failure', components: ['relational-database'] });
    expect(caseOf('IL-0113').components).toEqual(['authoritative-dns']);
    expect(caseOf('IL-0109').components).not.toContain('cloud-load-balancer');
    expect(caseOf('IL-0208').root_cause).not.toBe('termination-handling');
    expect(caseOf('IL-0208').components).toContain('cloud-load-balancer');
    expect(caseOf('IL-0406').root_cause).toBe('credential-expiry');
    expect(caseOf('IL-0404').domain).not.toContain('observability');
  });

  it('tags a data centre\'s power by what failed: backup power that did not take over, or the site or its distribution (issue #31)', () => {
    const backup = ['IL-0600', 'IL-0612', 'IL-0613', 'IL-0627', 'IL-0829', 'IL-0907', 'IL-0929', 'IL-0930'];
    const site = ['IL-0614', 'IL-0624', 'IL-0703', 'IL-0704', 'IL-0718', 'IL-0724', 'IL-0903', 'IL-0906'];
    for (const id of backup) {
      expect(caseOf(id).components, id).toContain('backup-power');
      expect(caseOf(id).components, id).not.toContain('site-power');
    }
    for (const id of site) {
      expect(caseOf(id).components, id).toContain('site-power');
      expect(caseOf(id).components, id).not.toContain('backup-power');
    }
    // Power only triggered the cooling failure; the power side rode through.
    expect(caseOf('IL-0900').components).toEqual(['cooling-system']);
  });

  it('gives every case a domain', () => {
    for (const c of index.cases) expect(c.domain.length, c.id).toBeGreaterThan(0);
  });

  it('no longer ties Atlassian\'s site deletion to S3 or EBS through the cloud control plane, nor Facebook to the MoJ through DNS', () => {
    const atlassian = relationsOf(index, index.byId.get('IL-0418')!, 'seed');
    for (const r of atlassian) {
      for (const x of r.reasons) if ('components' in x) expect(x.components).not.toContain('cloud-control-plane');
    }
    expect(seedRelated('IL-0418')).not.toContain('IL-0500');
    expect(seedRelated('IL-0115')).not.toContain('IL-0215');
  });
});
