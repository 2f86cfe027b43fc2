import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../src/model/view';
import { dayStamp, libraryName, pictureFileName, pictureSubject, slugify } from '../../src/model/export';
import { defaultView, type ViewState } from '../../src/model/view';

const day = new Date(2026, 11, 1, 10, 30);
const view = (over: Partial<ViewState> = {}): ViewState => ({ ...defaultView(), ...over });

describe('picture file names', () => {
  it('name a case neighbourhood by the case id and the day', () => {
    expect(pictureFileName(view({ selection: { kind: 'case', key: 'IL-0034' } }), 'svg', day)).toBe('IL-0034-neighbourhood-2026-12-01.svg');
  });

  it('name hubs, filters and the whole graph by what they show', () => {
    expect(pictureFileName(view({ selection: { kind: 'component', key: 'telemetry-agent' } }), 'png', day)).toBe('component-telemetry-agent-2026-12-01.png');
    expect(pictureFileName(view({ selection: { kind: 'cause', key: 'config-change' } }), 'svg', day)).toBe('root-cause-config-change-2026-12-01.svg');
    expect(pictureFileName(view({ filters: { ...emptyFilters(), domain: ['kubernetes'] } }), 'png', day)).toBe('graph-kubernetes-2026-12-01.png');
    expect(pictureFileName(view({ filters: { ...emptyFilters(), org: ['Cloudflare', 'GitHub', 'Fastly'], from: 2019, to: 2024 } }), 'png', day)).toBe('graph-cloudflare-github-2019-2024-2026-12-01.png');
    expect(pictureFileName(view({ filters: { ...emptyFilters(), from: 2021, fromMonth: 4, to: 2021, toMonth: 6 } }), 'svg', day)).toBe('graph-2021-04-2021-06-2026-12-01.svg');
    expect(pictureFileName(view(), 'svg', day)).toBe('graph-2026-12-01.svg');
  });

  it('say the density of a dense PNG', () => {
    expect(pictureFileName(view(), 'png', day, 4)).toBe('graph-2026-12-01@4x.png');
    expect(pictureFileName(view(), 'png', day, 1)).toBe('graph-2026-12-01.png');
  });

  it('slug hostile values into plain names of any script', () => {
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
    expect(slugify('a<b>:"c"|?*\\d')).toBe('a-b-c-d');
    expect(slugify('네이버 클라우드')).toBe('네이버-클라우드');
    expect(pictureSubject(view({ selection: { kind: 'case', key: '../x.exe y' } }))).toBe('x-exe-y-neighbourhood');
    expect(pictureSubject(view({ selection: { kind: 'component', key: '///' } }))).toBe('component-selection');
  });

  it('never yield a separator, a reserved character, a dot-run or a lone surrogate, whatever the value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('case' as const, 'component' as const, 'cause' as const), (key, kind) => {
        const name = pictureFileName(view({ selection: { kind, key } }), 'svg', day);
        expect(name).toMatch(/^[^/\\:*?"<>|]+\.svg$/);
        expect([...name].every((ch) => ch.charCodeAt(0) >= 0x20)).toBe(true);
        expect(name).not.toMatch(/\.\./);
        expect(name.length).toBeLessThan(90);
        expect(() => encodeURIComponent(name)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('stamp the local day', () => {
    expect(dayStamp(new Date(2024, 0, 5))).toBe('2024-01-05');
  });
});

describe('library names in captions', () => {
  it('name the bundled library, a file, and an address by its host and last part', () => {
    expect(libraryName({ kind: 'bundled' }, 'Bundled')).toBe('Bundled');
    expect(libraryName({ kind: 'file', name: 'team.json' }, 'Bundled')).toBe('team.json');
    expect(libraryName({ kind: 'url', url: 'https://example.org/libs/cases%20v2.json?x=1' }, 'Bundled')).toBe('example.org/cases v2.json');
    expect(libraryName({ kind: 'url', url: 'example-library.ndjson' }, 'Bundled')).toBe('example-library.ndjson');
    expect(libraryName({ kind: 'url', url: 'https://example.org/%E0%A4%A' }, 'Bundled')).toBe('https://example.org/%E0%A4%A');
  });
});
